import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@ssc/web-core';
import { formatWhen, newestFirst, SOURCE_LABELS } from './reportFormat';
import { useDeadLetters } from './useReports';

/** Scoring work that failed for good (docs/results.md): it never blocks the others, but needs a look. */
export function DeadLettersCard() {
  const letters = useDeadLetters();
  const rows = letters.data ? newestFirst(letters.data) : [];
  return (
    <Card>
      <CardHeader className="reports-card__header">
        <div>
          <CardTitle id="dead-letters-title">Scoring dead letters</CardTitle>
          <CardDescription>Attempts the results service could not score after its retries.</CardDescription>
        </div>
        <Button variant="outline" size="sm" loading={letters.isFetching} onClick={() => letters.refetch()}>
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {letters.isPending ? <Spinner label="Loading dead letters..." /> : null}
        {letters.isError && !letters.data ? (
          <p className="alert alert--danger" role="alert">
            The dead letters could not be loaded.
          </p>
        ) : null}
        {letters.data && rows.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">No dead letters</p>
            <p>Every submitted attempt has been scored.</p>
          </div>
        ) : null}
        {rows.length > 0 ? (
          <div className="table-wrap">
            <table className="table" aria-labelledby="dead-letters-title" data-testid="dead-letters">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Source</th>
                  <th scope="col">Attempt ID</th>
                  <th scope="col">Reason</th>
                  <th scope="col" className="num">
                    Tries
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((letter) => (
                  <tr key={letter.id}>
                    <td className="reports-table__date">
                      <time dateTime={letter.createdAt}>{formatWhen(letter.createdAt)}</time>
                    </td>
                    <td>{SOURCE_LABELS[letter.source] ?? letter.source}</td>
                    <td className="reports-table__id">
                      {letter.attemptId ?? <span className="text-muted">—</span>}
                    </td>
                    <td className="reports-table__text">{letter.reason}</td>
                    <td className="num">{letter.attempts}</td>
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
