import type { TestResult } from '@ssc/contracts';
import { useMessages } from '@ssc/web-core';
import type { ReactNode } from 'react';
import { resultNumbers } from '../../format/resultFormat';
import { resultsCatalog } from './resultsCatalog';

interface Tile {
  id: string;
  /** Catalog ids. */
  label: string;
  value: ReactNode;
  hint?: string;
}

/** What the rank and percentile are among: a normalised shift's are among every shift. */
function rankScope(result: TestResult, live: boolean): Pick<Tile, 'label' | 'hint'> {
  if (result.normalised)
    return { label: 'results.tile.rankAllShifts', hint: 'results.tile.rankAllShiftsHint' };
  if (live) return { label: 'results.tile.rankLive', hint: 'results.tile.rankLiveHint' };
  return {
    label: 'results.tile.rank',
    hint: result.countsForRank ? 'results.tile.rankFirstHint' : 'results.tile.rankReattemptHint',
  };
}

function tilesOf(result: TestResult, live: boolean, n: ReturnType<typeof resultNumbers>): Tile[] {
  return [
    {
      id: 'rank',
      ...rankScope(result, live),
      value: (
        <>
          {n.count(result.rank)}
          <span className="result-tile__of"> / {n.count(result.rankTotal)}</span>
        </>
      ),
    },
    {
      id: 'score',
      label: 'results.tile.score',
      value: (
        <>
          {n.marks(result.score)}
          <span className="result-tile__of"> / {n.marks(result.totalMarks)}</span>
        </>
      ),
    },
    {
      id: 'attempted',
      label: 'results.tile.attempted',
      value: (
        <>
          {n.count(result.attempted)}
          <span className="result-tile__of"> / {n.count(result.totalQuestions)}</span>
        </>
      ),
    },
    { id: 'accuracy', label: 'results.tile.accuracy', value: n.percent(result.accuracy) },
    { id: 'percentile', label: 'results.tile.percentile', value: n.percentile(result.percentile) },
  ];
}

/** The five summary tiles (spec section 2); rank and percentile are live. */
export function SummaryTiles({ result, live = false }: { result: TestResult; live?: boolean }) {
  const { _, formatNumber } = useMessages(resultsCatalog);
  return (
    <dl className="result-tiles" aria-label={_('results.summary')}>
      {tilesOf(result, live, resultNumbers(formatNumber)).map((tile) => (
        <div key={tile.id} className="card result-tile" data-testid={`tile-${tile.id}`}>
          <dt className="result-tile__label">{_(tile.label)}</dt>
          <dd className="result-tile__value">{tile.value}</dd>
          {tile.hint ? <dd className="result-tile__hint">{_(tile.hint)}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
