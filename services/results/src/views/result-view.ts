import type { TestResult } from '@ssc/contracts';
import type { LiveStanding } from '../ranking/ranking';
import type { ScoredResult } from '../scoring/score-attempt';

/** The stored result with its live standing and the top rankers' names. */
export function toTestResult(
  stored: ScoredResult,
  live: LiveStanding,
  names: ReadonlyMap<string, string>,
): TestResult {
  // The re-scoring's bookkeeping stays on the server.
  const { marking: _m, firstAnswers: _f, language: _l, keyAsSat: _k, ...shown } = stored;
  return {
    ...shown,
    rank: live.rank,
    rankTotal: live.rankTotal,
    percentile: live.percentile,
    topRankers: live.top.map((t) => ({
      rank: t.rank,
      displayName: names.get(t.userId) ?? '',
      score: t.score,
    })),
    rankPredictor: live.predictor,
  };
}
