import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@ssc/web-core';
import { formatWhen, newestFirst, reasonLabel } from './reportFormat';
import { useQuestionReports } from './useReports';

/** Problems students reported from the solutions screen. */
export function QuestionReportsCard() {
  const reports = useQuestionReports();
  const rows = reports.data ? newestFirst(reports.data) : [];
  return (
    <Card>
      <CardHeader className="reports-card__header">
        <div>
          <CardTitle id="question-reports-title">Question reports</CardTitle>
          <CardDescription>
            {reports.data
              ? `${rows.length} ${rows.length === 1 ? 'report' : 'reports'} from students`
              : 'Problems students found in questions'}
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" loading={reports.isFetching} onClick={() => reports.refetch()}>
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {reports.isPending ? <Spinner label="Loading question reports..." /> : null}
        {reports.isError && !reports.data ? (
          <p className="alert alert--danger" role="alert">
            The question reports could not be loaded.
          </p>
        ) : null}
        {reports.data && rows.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">No question reports</p>
            <p>Reports that students send from the solutions screen appear here.</p>
          </div>
        ) : null}
        {rows.length > 0 ? (
          <div className="table-wrap">
            <table className="table" aria-labelledby="question-reports-title" data-testid="question-reports">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Question ID</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Details</th>
                  <th scope="col">User ID</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((report) => (
                  <tr key={report.id}>
                    <td className="reports-table__date">
                      <time dateTime={report.createdAt}>{formatWhen(report.createdAt)}</time>
                    </td>
                    <td className="reports-table__id">{report.questionId}</td>
                    <td>{reasonLabel(report.reason)}</td>
                    <td className="reports-table__text">
                      {report.details || <span className="text-muted">—</span>}
                    </td>
                    <td className="reports-table__id">{report.userId}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
