import type { TestResult } from '@ssc/contracts';
import type { ReactNode } from 'react';
import { formatNumber, formatPercent, formatPercentile } from '../../format/resultFormat';

interface Tile {
  id: string;
  label: string;
  value: ReactNode;
  hint?: string;
}

/** What the rank and percentile are among: a normalised shift's are among every shift. */
function rankScope(result: TestResult, live: boolean): Pick<Tile, 'label' | 'hint'> {
  if (result.normalised)
    return {
      label: 'Rank among all shifts',
      hint: 'Among every shift of this live mock, by normalised score',
    };
  if (live) return { label: 'Rank among live takers', hint: 'Among everyone who sat this live mock' };
  return {
    label: 'Rank',
    hint: result.countsForRank ? 'Among first attempts at this test' : 'Reattempt: rank you would have had',
  };
}

function tilesOf(result: TestResult, live: boolean): Tile[] {
  return [
    {
      id: 'rank',
      ...rankScope(result, live),
      value: (
        <>
          {result.rank}
          <span className="result-tile__of"> / {result.rankTotal}</span>
        </>
      ),
    },
    {
      id: 'score',
      label: 'Score',
      value: (
        <>
          {formatNumber(result.score)}
          <span className="result-tile__of"> / {formatNumber(result.totalMarks)}</span>
        </>
      ),
    },
    {
      id: 'attempted',
      label: 'Attempted',
      value: (
        <>
          {result.attempted}
          <span className="result-tile__of"> / {result.totalQuestions}</span>
        </>
      ),
    },
    { id: 'accuracy', label: 'Accuracy', value: formatPercent(result.accuracy) },
    { id: 'percentile', label: 'Percentile', value: formatPercentile(result.percentile) },
  ];
}

/** The five summary tiles (spec section 2); rank and percentile are live. */
export function SummaryTiles({ result, live = false }: { result: TestResult; live?: boolean }) {
  return (
    <dl className="result-tiles" aria-label="Summary">
      {tilesOf(result, live).map((tile) => (
        <div key={tile.id} className="card result-tile" data-testid={`tile-${tile.id}`}>
          <dt className="result-tile__label">{tile.label}</dt>
          <dd className="result-tile__value">{tile.value}</dd>
          {tile.hint ? <dd className="result-tile__hint">{tile.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
