import type { InternalLiveMock, Leaderboard, LeaderboardEntry } from '@ssc/contracts';
import { standingOf, topRanks } from '../ranking/rank-math';

/** What one read of a live set gives (leaderboard-script.ts). */
export type LeaderboardReading = {
  /** Live takers ranked. */
  total: number;
  /** The top of the set, highest score first. */
  top: { userId: string; score: number }[];
  /** The caller, when ranked: their score and the takers strictly above it. */
  me: { userId: string; score: number; higher: number } | null;
};

/** A taker's entry: rank and NTA percentile by the rules of rank-math.ts (ties share a rank). */
function entryOf(score: number, higher: number, total: number, displayName: string): LeaderboardEntry {
  const { rank, percentile } = standingOf({ higher, atOrBelow: total - higher, total, includesSelf: true });
  return { rank, displayName, score, percentile };
}

/**
 * The leaderboard body. The top entries' ranks come from the list itself: it is the top of the
 * set, so everyone above an entry is before it in the list.
 */
export function leaderboardOf(
  mock: Pick<InternalLiveMock, 'id' | 'testId' | 'resultsReleaseAt'>,
  reading: LeaderboardReading,
  names: ReadonlyMap<string, string>,
): Leaderboard {
  const { total } = reading;
  const name = (userId: string) => names.get(userId) ?? '';
  return {
    liveMockId: mock.id,
    testId: mock.testId,
    releasedAt: mock.resultsReleaseAt,
    totalTakers: total,
    top: topRanks(reading.top).map((t) => entryOf(t.score, t.rank - 1, total, name(t.userId))),
    me: reading.me ? entryOf(reading.me.score, reading.me.higher, total, name(reading.me.userId)) : null,
  };
}
