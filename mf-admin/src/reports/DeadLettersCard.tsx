import { ListCard } from './ListCard';
import { formatWhen, newestFirst, SOURCE_LABELS } from './reportFormat';
import { useDeadLetters } from './useReports';

/** Scoring work that failed for good (docs/results.md): it never blocks the others, but needs a look. */
export function DeadLettersCard() {
  return (
    <ListCard
      titleId="dead-letters-title"
      title="Scoring dead letters"
      description="Attempts the results service could not score after its retries."
      query={useDeadLetters()}
      loadingLabel="Loading dead letters..."
      errorText="The dead letters could not be loaded."
      empty={{ title: 'No dead letters', text: 'Every submitted attempt has been scored.' }}
    >
      {(letters) => (
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
            {newestFirst(letters).map((letter) => (
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
      )}
    </ListCard>
  );
}
