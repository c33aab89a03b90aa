import type { DeadLetter } from '@ssc/contracts';
import { Button } from '@ssc/web-core';
import { ListCard } from './ListCard';
import { formatWhen, newestFirst, SOURCE_LABELS } from './reportFormat';
import { useDeadLetters, useRetryDeadLetter } from './useReports';

/** Scoring jobs can be run again once their cause is fixed; unreadable messages cannot. */
function RetryButton({ letter }: { letter: DeadLetter }) {
  const retry = useRetryDeadLetter();
  if (letter.source !== 'scoring-job') return <span className="text-muted">—</span>;
  return (
    <Button
      variant="outline"
      size="sm"
      loading={retry.isPending}
      onClick={() => retry.mutate(letter.id)}
      aria-label={`Retry scoring attempt ${letter.attemptId ?? letter.id}`}
    >
      Retry
    </Button>
  );
}

/** Scoring work that failed for good (docs/results.md): it never blocks the others, but needs a look. */
export function DeadLettersCard() {
  return (
    <ListCard
      titleId="dead-letters-title"
      title="Scoring dead letters"
      description="Attempts the results service could not score after its retries. Fix the cause, then retry."
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
              <th scope="col">Action</th>
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
                <td>
                  <RetryButton letter={letter} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListCard>
  );
}
