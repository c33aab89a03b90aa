import { ListCard } from './ListCard';
import { formatWhen, newestFirst, reasonLabel } from './reportFormat';
import { useQuestionReports } from './useReports';

/** Problems students reported from the solutions screen. */
export function QuestionReportsCard() {
  const reports = useQuestionReports();
  const count = reports.data?.length ?? 0;
  return (
    <ListCard
      titleId="question-reports-title"
      title="Question reports"
      description={
        reports.data
          ? `${count} ${count === 1 ? 'report' : 'reports'} from students`
          : 'Problems students found in questions'
      }
      query={reports}
      loadingLabel="Loading question reports..."
      errorText="The question reports could not be loaded."
      empty={{
        title: 'No question reports',
        text: 'Reports that students send from the solutions screen appear here.',
      }}
    >
      {(rows) => (
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
            {newestFirst(rows).map((report) => (
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
      )}
    </ListCard>
  );
}
