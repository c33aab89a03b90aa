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
  useMessages,
} from '@ssc/web-core';
import { AlertDialog } from '@ssc/web-core/dialog';
import { useState } from 'react';
import { adminCatalog } from '../i18n/adminCatalog';
import { LIVE_COUNTS_POLL_MS, useAdminLiveMocks, useCancelLiveMock } from './useLiveMocksAdmin';

const STATUS_TONES: Record<LiveMockStatus, BadgeTone> = {
  SCHEDULED: 'primary',
  LIVE: 'danger',
  CLOSED: 'neutral',
  CANCELLED: 'warning',
};

/** The live counts, one column each (a labelled value each on a phone). */
const COUNT_COLUMNS = [
  ['registered', 'admin.live.count.registered'],
  ['started', 'admin.live.count.started'],
  ['submitted', 'admin.live.count.submitted'],
  ['closed', 'admin.live.count.closed'],
] as const satisfies readonly (readonly [keyof LiveMock['counts'], string])[];

const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
};

interface Props {
  editingId: string | null;
  onEdit: (mock: LiveMock) => void;
  onCancelled: (id: string) => void;
}

/** Every live mock with its status, times and live counts (read again every 5 s). */
export function LiveMockList({ editingId, onEdit, onCancelled }: Props) {
  const list = useAdminLiveMocks();
  const { _, formatDate, formatNumber } = useMessages(adminCatalog);
  const when = (iso: string) => formatDate(iso, WHEN);
  const [toCancel, setToCancel] = useState<LiveMock | null>(null);
  const cancel = useCancelLiveMock(onCancelled);
  const mocks = list.data?.liveMocks;
  const serverNow = list.data ? Date.parse(list.data.serverNow) : Number.NaN;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('admin.live.listTitle')}</CardTitle>
        <CardDescription>
          {mocks
            ? _('admin.live.listCount', { count: mocks.length, seconds: LIVE_COUNTS_POLL_MS / 1000 })
            : list.isPending
              ? _('admin.common.loading')
              : _('admin.live.notAvailable')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? <Spinner label={_('admin.live.loading')} /> : null}
        {list.isError && !list.data ? (
          <div className="alert alert--danger row" role="alert">
            <span>{_('admin.live.failed')}</span>
            <Button size="sm" variant="outline" onClick={() => list.refetch()}>
              {_('admin.common.tryAgain')}
            </Button>
          </div>
        ) : null}
        {mocks?.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{_('admin.live.empty')}</p>
            <p>{_('admin.live.emptyHint')}</p>
          </div>
        ) : null}
        {mocks && mocks.length > 0 ? (
          <div className="table-wrap">
            <table className="live-mock-table">
              <caption className="visually-hidden">{_('admin.live.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{_('admin.live.col.test')}</th>
                  <th scope="col">{_('admin.live.col.status')}</th>
                  <th scope="col">{_('admin.live.col.starts')}</th>
                  <th scope="col">{_('admin.live.col.ends')}</th>
                  {COUNT_COLUMNS.map(([count, label]) => (
                    <th key={count} scope="col">
                      {_(label)}
                    </th>
                  ))}
                  <th scope="col">
                    <span className="visually-hidden">{_('admin.live.col.actions')}</span>
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
                            {_('admin.live.shiftOf', { label: mock.shiftLabel, group: mock.shiftGroup })}
                          </span>
                        ) : null}
                      </th>
                      <td data-label={_('admin.live.col.status')}>
                        <Badge tone={STATUS_TONES[mock.status]}>
                          {_(`admin.live.status.${mock.status}`)}
                        </Badge>
                      </td>
                      <td data-label={_('admin.live.col.starts')}>{when(mock.startsAt)}</td>
                      <td data-label={_('admin.live.col.ends')}>{when(mock.endsAt)}</td>
                      {COUNT_COLUMNS.map(([count, label]) => (
                        <td key={count} data-label={_(label)} data-testid={`count-${count}`}>
                          {formatNumber(mock.counts[count])}
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
                              {_('admin.common.edit')}
                            </Button>
                            <Button
                              size="sm"
                              variant="destructive"
                              onClick={() => setToCancel(mock)}
                              loading={cancel.isPending && cancel.variables === mock.id}
                              aria-describedby={titleId}
                            >
                              {_('admin.live.cancel')}
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
        title={_('admin.live.cancelTitle')}
        description={toCancel ? _('admin.live.cancelConfirm', { title: toCancel.title }) : ''}
        cancelLabel={_('admin.live.keepIt')}
        confirmLabel={_('admin.live.cancelTitle')}
        destructive
        onConfirm={() => {
          if (toCancel) cancel.mutate(toCancel.id);
        }}
      />
    </Card>
  );
}
