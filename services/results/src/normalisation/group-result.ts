import type { TestResult } from '@ssc/contracts';
import { standingOf, topRanks } from '../ranking/rank-math';
import { userIdOf } from './group-keys';
import type { GroupStanding } from './group-store';

/** Top rankers of a group shown on a result page. */
export const GROUP_TOP = 3;

/**
 * A shift's result once its group is normalised: the raw and normalised scores and
 * the shift, and rank, percentile and top rankers among every shift of the group by normalised
 * score (ties share a rank; NTA percentile, rank-math.ts). The score, sections and the rank
 * predictor stay the shift's own raw ones.
 */
export function withNormalised(
  result: TestResult,
  group: GroupStanding,
  names: ReadonlyMap<string, string>,
): TestResult {
  const { rank, rankTotal, percentile } = standingOf({
    higher: group.higher,
    atOrBelow: group.total - group.higher,
    total: group.total,
    includesSelf: true,
  });
  return {
    ...result,
    rank,
    rankTotal,
    percentile,
    topRankers: topRanks(group.top).map((t) => ({
      rank: t.rank,
      displayName: names.get(userIdOf(t.member)) ?? '',
      score: t.score,
    })),
    normalised: group.entry,
  };
}
