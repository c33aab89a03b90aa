import type { LiveMock, LiveMockStatus } from '@ssc/contracts';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
} from '@ssc/web-core';
import { AlertDialog } from '@ssc/web-core/dialog';
import { useState } from 'react';
import { LIVE_COUNTS_POLL_MS, useAdminLiveMocks, useCancelLiveMock } from './useLiveMocksAdmin';

const STATUS_TONES: Record<LiveMockStatus, BadgeTone> = {
  SCHEDULED: 'primary',
  LIVE: 'danger',
  CLOSED: 'neutral',
  CANCELLED: 'warning',
};

const STATUS_LABELS: Record<LiveMockStatus, string> = {
  SCHEDULED: 'Scheduled',
  LIVE: 'Live',
  CLOSED: 'Closed',
  CANCELLED: 'Cancelled',
};

/** The live counts, one column each (a labelled value each on a phone). */
const COUNT_COLUMNS = [
  ['registered', 'Registered'],
  ['started', 'Started'],
  ['submitted', 'Submitted'],
  ['closed', 'Closed'],
] as const satisfies readonly (readonly [keyof LiveMock['counts'], string])[];

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

interface Props {
  editingId: string | null;
  onEdit: (mock: LiveMock) => void;
  onCancelled: (id: string) => void;
}

/** Every live mock with its status, times and live counts (read again every 5 s). */
export function LiveMockList({ editingId, onEdit, onCancelled }: Props) {
  const list = useAdminLiveMocks();
  const [toCancel, setToCancel] = useState<LiveMock | null>(null);
  const cancel = useCancelLiveMock(onCancelled);
  const mocks = list.data?.liveMocks;
  const serverNow = list.data ? Date.parse(list.data.serverNow) : Number.NaN;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Live mocks</CardTitle>
        <CardDescription>
          {mocks
            ? `${mocks.length} ${mocks.length === 1 ? 'live mock' : 'live mocks'} · counts refresh every ${LIVE_COUNTS_POLL_MS / 1000} s`
            : list.isPending
              ? 'Loading...'
              : 'Not available'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? <Spinner label="Loading live mocks..." /> : null}
        {list.isError && !list.data ? (
          <div className="alert alert--danger row" role="alert">
            <span>The live mocks could not be loaded.</span>
            <Button size="sm" variant="outline" onClick={() => list.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {mocks?.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">No live mocks yet</p>
            <p>Schedule the first one with the form above.</p>
          </div>
        ) : null}
        {mocks && mocks.length > 0 ? (
          <div className="table-wrap">
            <table className="live-mock-table">
              <caption className="visually-hidden">Live mocks with their status, times and counts</caption>
              <thead>
                <tr>
                  <th scope="col">Test</th>
                  <th scope="col">Status</th>
                  <th scope="col">Starts</th>
                  <th scope="col">Ends</th>
                  {COUNT_COLUMNS.map(([count, label]) => (
                    <th key={count} scope="col">
                      {label}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {mocks.map((mock) => {
                  // Edit and cancel only before the start (the server refuses afterwards too).
                  const editable = mock.status === 'SCHEDULED' && !(Date.parse(mock.startsAt) <= serverNow);
                  const titleId = `live-mock-${mock.id}-title`;
                  return (
                    <tr key={mock.id} className={mock.id === editingId ? 'is-editing' : undefined}>
                      <th scope="row" id={titleId} className="live-mock-table__title">
                        {mock.title}
                        {mock.shiftGroup ? (
                          <span className="text-muted">
                            {' '}
                            · {mock.shiftLabel} of {mock.shiftGroup}
                          </span>
                        ) : null}
                      </th>
                      <td data-label="Status">
                        <Badge tone={STATUS_TONES[mock.status]}>{STATUS_LABELS[mock.status]}</Badge>
                      </td>
                      <td data-label="Starts">{when(mock.startsAt)}</td>
                      <td data-label="Ends">{when(mock.endsAt)}</td>
                      {COUNT_COLUMNS.map(([count, label]) => (
                        <td key={count} data-label={label} data-testid={`count-${count}`}>
                          {mock.counts[count]}
                        </td>
                      ))}
                      <td className="live-mock-table__action-cell">
                        {editable ? (
                          <div className="row live-mock-table__actions">
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => onEdit(mock)}
                              aria-describedby={titleId}
                            >
                              Edit
                            </Button>
                            <Button
                              size="sm"
                              variant="destructive"
                              onClick={() => setToCancel(mock)}
                              loading={cancel.isPending && cancel.variables === mock.id}
                              aria-describedby={titleId}
                            >
                              Cancel
                            </Button>
                          </div>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardContent>
      <AlertDialog
        open={toCancel !== null}
        onOpenChange={(open) => {
          if (!open) setToCancel(null);
        }}
        title="Cancel live mock"
        description={
          toCancel
            ? `Cancel the live mock of "${toCancel.title}"? Registered students will see it was cancelled.`
            : ''
        }
        cancelLabel="Keep it"
        confirmLabel="Cancel live mock"
        destructive
        onConfirm={() => {
          if (toCancel) cancel.mutate(toCancel.id);
        }}
      />
    </Card>
  );
}
