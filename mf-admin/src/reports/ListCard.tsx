import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
  useMessages,
} from '@ssc/web-core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminCatalog } from '../i18n/adminCatalog';

/**
 * A refreshable admin list: title, description, Refresh, and the loading, error and empty
 * states around the table the caller renders (only when there are rows).
 */
export function ListCard<T>({
  titleId,
  title,
  description,
  query,
  loadingLabel,
  errorText,
  empty,
  children,
}: {
  titleId: string;
  title: string;
  description: ReactNode;
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  errorText: string;
  empty: { title: string; text: string };
  children: (rows: T[]) => ReactNode;
}) {
  const rows = query.data ?? [];
  const { _ } = useMessages(adminCatalog);
  return (
    <Card>
      <CardHeader className="reports-card__header">
        <div>
          <CardTitle id={titleId}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <Button variant="outline" size="sm" loading={query.isFetching} onClick={() => query.refetch()}>
          {_('admin.reports.refresh')}
        </Button>
      </CardHeader>
      <CardContent>
        {query.isPending ? <Spinner label={loadingLabel} /> : null}
        {query.isError && !query.data ? (
          <p className="alert alert--danger" role="alert">
            {errorText}
          </p>
        ) : null}
        {query.data && rows.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{empty.title}</p>
            <p>{empty.text}</p>
          </div>
        ) : null}
        {rows.length > 0 ? <div className="table-wrap">{children(rows)}</div> : null}
      </CardContent>
    </Card>
  );
}
