import { intlLocale, useMessages } from '@ssc/web-core';
import { adminCatalog } from '../i18n/adminCatalog';
import { ListCard } from './ListCard';
import { formatWhen, newestFirst, reasonLabel } from './reportFormat';
import { useQuestionReports } from './useReports';

/** Problems students reported from the solutions screen. */
export function QuestionReportsCard() {
  const reports = useQuestionReports();
  const count = reports.data?.length ?? 0;
  const { _, locale } = useMessages(adminCatalog);
  return (
    <ListCard
      titleId="question-reports-title"
      title={_('admin.reports.title')}
      description={reports.data ? _('admin.reports.count', { count }) : _('admin.reports.description')}
      query={reports}
      loadingLabel={_('admin.reports.loading')}
      errorText={_('admin.reports.failed')}
      empty={{
        title: _('admin.reports.empty'),
        text: _('admin.reports.emptyHint'),
      }}
    >
      {(rows) => (
        <table className="table" aria-labelledby="question-reports-title" data-testid="question-reports">
          <thead>
            <tr>
              <th scope="col">{_('admin.reports.date')}</th>
              <th scope="col">{_('admin.reports.questionId')}</th>
              <th scope="col">{_('admin.reports.reason')}</th>
              <th scope="col">{_('admin.reports.details')}</th>
              <th scope="col">{_('admin.reports.userId')}</th>
            </tr>
          </thead>
          <tbody>
            {newestFirst(rows).map((report) => (
              <tr key={report.id}>
                <td className="reports-table__date">
                  <time dateTime={report.createdAt}>
                    {formatWhen(report.createdAt, undefined, intlLocale(locale))}
                  </time>
                </td>
                <td className="reports-table__id">{report.questionId}</td>
                <td>{reasonLabel(report.reason, _)}</td>
                <td className="reports-table__text">
                  {report.details || <span className="text-muted">—</span>}
                </td>
                <td className="reports-table__id">{report.userId}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListCard>
  );
}
