import type { DeadLetter } from '@ssc/contracts';
import { Button, intlLocale, useMessages } from '@ssc/web-core';
import { adminCatalog } from '../i18n/adminCatalog';
import { ListCard } from './ListCard';
import { formatWhen, KNOWN_SOURCES, newestFirst } from './reportFormat';
import { useDeadLetters, useRetryDeadLetter } from './useReports';

/** Scoring jobs can be run again once their cause is fixed; unreadable messages cannot. */
function RetryButton({ letter }: { letter: DeadLetter }) {
  const retry = useRetryDeadLetter();
  const { _ } = useMessages(adminCatalog);
  if (letter.source !== 'scoring-job') return <span className="text-muted">—</span>;
  return (
    <Button
      variant="outline"
      size="sm"
      loading={retry.isPending}
      onClick={() => retry.mutate(letter.id)}
      aria-label={_('admin.dead.retryLabel', { id: letter.attemptId ?? letter.id })}
    >
      {_('admin.dead.retry')}
    </Button>
  );
}

/** Scoring work that failed for good (docs/results.md): it never blocks the others, but needs a look. */
export function DeadLettersCard() {
  const { _, locale, formatNumber } = useMessages(adminCatalog);
  return (
    <ListCard
      titleId="dead-letters-title"
      title={_('admin.dead.title')}
      description={_('admin.dead.description')}
      query={useDeadLetters()}
      loadingLabel={_('admin.dead.loading')}
      errorText={_('admin.dead.failed')}
      empty={{ title: _('admin.dead.empty'), text: _('admin.dead.emptyHint') }}
    >
      {(letters) => (
        <table className="table" aria-labelledby="dead-letters-title" data-testid="dead-letters">
          <thead>
            <tr>
              <th scope="col">{_('admin.reports.date')}</th>
              <th scope="col">{_('admin.dead.source')}</th>
              <th scope="col">{_('admin.dead.attemptId')}</th>
              <th scope="col">{_('admin.reports.reason')}</th>
              <th scope="col" className="num">
                {_('admin.dead.tries')}
              </th>
              <th scope="col">{_('admin.dead.action')}</th>
            </tr>
          </thead>
          <tbody>
            {newestFirst(letters).map((letter) => (
              <tr key={letter.id}>
                <td className="reports-table__date">
                  <time dateTime={letter.createdAt}>
                    {formatWhen(letter.createdAt, undefined, intlLocale(locale))}
                  </time>
                </td>
                <td>
                  {KNOWN_SOURCES.has(letter.source) ? _(`admin.dead.source.${letter.source}`) : letter.source}
                </td>
                <td className="reports-table__id">
                  {letter.attemptId ?? <span className="text-muted">—</span>}
                </td>
                <td className="reports-table__text">{letter.reason}</td>
                <td className="num">{formatNumber(letter.attempts)}</td>
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
