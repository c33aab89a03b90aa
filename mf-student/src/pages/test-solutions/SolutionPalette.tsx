import type { Outcome } from '@ssc/contracts';
import { useMessages } from '@ssc/web-core';
import { memo } from 'react';
import { type NumberedSolution, OUTCOME_LABELS, type OutcomeCounts } from './solutionItems';
import { solutionsCatalog } from './solutionsCatalog';

const LEGEND: readonly Outcome[] = ['correct', 'incorrect', 'unattempted'];

interface Props {
  title: string;
  solutions: readonly NumberedSolution[];
  counts: OutcomeCounts;
  currentId: string | null;
  onSelect: (questionId: string) => void;
}

/** Five numbered columns coloured by outcome (spec section 2), with the correct/wrong counts. */
export const SolutionPalette = memo(function SolutionPalette({
  title,
  solutions,
  counts,
  currentId,
  onSelect,
}: Props) {
  const { _, formatNumber } = useMessages(solutionsCatalog);
  return (
    <aside className="card solution-palette" aria-label={title}>
      <h2 className="solution-palette__title">{title}</h2>
      <ul className="outcome-counts" aria-label={_('solutions.counts')} data-testid="outcome-counts">
        {LEGEND.map((outcome) => (
          <li key={outcome} data-testid={`count-${outcome}`}>
            <span className={`outcome-swatch is-${outcome}`} aria-hidden="true" />
            {_(OUTCOME_LABELS[outcome])} <strong>{formatNumber(counts[outcome])}</strong>
          </li>
        ))}
      </ul>
      {solutions.length === 0 ? (
        <p className="text-muted">{_('solutions.noMatch')}</p>
      ) : (
        <div className="solution-grid">
          {solutions.map(({ number, item }) => {
            const current = item.questionId === currentId;
            return (
              <button
                key={item.questionId}
                type="button"
                className={`solution-grid__button is-${item.outcome}${current ? ' is-current' : ''}`}
                aria-label={_('solutions.paletteButton', {
                  number,
                  outcome: _(OUTCOME_LABELS[item.outcome]),
                })}
                aria-current={current ? 'step' : undefined}
                onClick={() => onSelect(item.questionId)}
              >
                {number}
              </button>
            );
          })}
        </div>
      )}
    </aside>
  );
});
