import type { ObjectionStatus } from '@ssc/contracts';
import { OBJECTION_STATUSES } from '@ssc/contracts/constants';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  queryKeys,
  Spinner,
  useMessages,
} from '@ssc/web-core';
import { Field, Select } from '@ssc/web-core/form';
import { liveMocksAdminApi } from '@ssc/web-core/live-mocks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminCatalog } from '../i18n/adminCatalog';
import { useAdminTests } from '../mock-tests/useTests';
import { ObjectionRow } from './ObjectionRow';
import { useAdminObjections } from './useObjectionsAdmin';
import './objections.css';

/** The filters live in the URL (?testId=&liveMockId=&status=), so a link opens the same list; ?questionId= points at a row. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filters: { testId: string; liveMockId: string; status: ObjectionStatus | '' } = {
    testId: params.get('testId') ?? '',
    liveMockId: params.get('liveMockId') ?? '',
    status: (OBJECTION_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as ObjectionStatus)
      : '',
  };
  const set = (key: keyof typeof filters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('questionId');
        return next;
      },
      { replace: true },
    );
  return { filters, set, questionId: params.get('questionId') };
}

/** Answer-key objections, one row per question, with the decision form (docs/answer-key.md). */
export default function ObjectionsTab() {
  const { _, formatNumber } = useMessages(adminCatalog);
  const { filters, set, questionId } = useFilters();
  const query = useAdminObjections({
    ...(filters.testId ? { testId: filters.testId } : {}),
    ...(filters.liveMockId ? { liveMockId: filters.liveMockId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  });
  const tests = useAdminTests();
  const liveMocks = useQuery({
    queryKey: queryKeys.admin.liveMocks,
    queryFn: ({ signal }) => liveMocksAdminApi.list(signal),
    meta: { silent: true },
  });
  const rows = query.data?.items ?? [];
  const target = useRef<HTMLElement>(null);
  const pointed = rows.some((r) => r.questionId === questionId);
  // A deep link to a question: bring its row into view and move the focus there, once loaded.
  useEffect(() => {
    if (pointed) target.current?.focus();
  }, [pointed]);

  return (
    <div className="admin-tab objections-tab">
      <Card>
        <CardHeader className="reports-card__header">
          <div>
            <CardTitle id="objections-title">{_('admin.objections.title')}</CardTitle>
            <CardDescription>
              {query.data
                ? _('admin.objections.count', { count: rows.length, shown: formatNumber(rows.length) })
                : _('admin.objections.description')}
            </CardDescription>
          </div>
          <Button variant="outline" size="sm" loading={query.isFetching} onClick={() => query.refetch()}>
            {_('admin.reports.refresh')}
          </Button>
        </CardHeader>
        <CardContent>
          <div className="objections-filters">
            <Field id="objections-test" label={_('admin.objections.filter.test')}>
              {(describedBy) => (
                <Select
                  id="objections-test"
                  value={filters.testId}
                  aria-describedby={describedBy}
                  onChange={(event) => set('testId', event.target.value)}
                >
                  <option value="">{_('admin.objections.filter.allTests')}</option>
                  {(tests.data ?? []).map((test) => (
                    <option key={test.id} value={test.id}>
                      {test.title}
                    </option>
                  ))}
                  {filters.testId && !tests.data?.some((t) => t.id === filters.testId) ? (
                    <option value={filters.testId}>{filters.testId}</option>
                  ) : null}
                </Select>
              )}
            </Field>
            <Field id="objections-live-mock" label={_('admin.objections.filter.liveMock')}>
              {(describedBy) => (
                <Select
                  id="objections-live-mock"
                  value={filters.liveMockId}
                  aria-describedby={describedBy}
                  onChange={(event) => set('liveMockId', event.target.value)}
                >
                  <option value="">{_('admin.objections.filter.allLiveMocks')}</option>
                  {(liveMocks.data?.liveMocks ?? []).map((mock) => (
                    <option key={mock.id} value={mock.id}>
                      {mock.shiftLabel ? `${mock.title} · ${mock.shiftLabel}` : mock.title}
                    </option>
                  ))}
                  {filters.liveMockId &&
                  !liveMocks.data?.liveMocks.some((m) => m.id === filters.liveMockId) ? (
                    <option value={filters.liveMockId}>{filters.liveMockId}</option>
                  ) : null}
                </Select>
              )}
            </Field>
            <Field id="objections-status" label={_('admin.objections.filter.status')}>
              {(describedBy) => (
                <Select
                  id="objections-status"
                  value={filters.status}
                  aria-describedby={describedBy}
                  onChange={(event) => set('status', event.target.value)}
                >
                  <option value="">{_('admin.objections.filter.allStatuses')}</option>
                  {OBJECTION_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {_(`admin.objections.status.${status}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          {query.isPending ? <Spinner label={_('admin.objections.loading')} /> : null}
          {query.isError && !query.data ? (
            <p className="alert alert--danger" role="alert">
              {_('admin.objections.failed')}
            </p>
          ) : null}
          {query.data && rows.length === 0 ? (
            <div className="empty-state">
              <p className="empty-state__title">{_('admin.objections.empty')}</p>
              <p>{_('admin.objections.emptyHint')}</p>
            </div>
          ) : null}
        </CardContent>
      </Card>
      {rows.map((row) => {
        const isTarget = row.questionId === questionId;
        return (
          <ObjectionRow
            key={`${row.testId}:${row.questionId}`}
            row={row}
            highlighted={isTarget}
            {...(isTarget ? { ref: target } : {})}
          />
        );
      })}
    </div>
  );
}
