import type { RankPredictor } from '@ssc/contracts';
import { LruMap } from '@ssc/service-kit';
import type { Redis } from 'ioredis';
import type { LeaderboardReading } from '../live/leaderboard';
import { readLeaderboard } from '../live/leaderboard-script';
import { heldRankKey, liveDeadLettersKey, liveRankKey, liveReleasedKey } from '../store/redis-keys';
import { RELEASE_HELD_LUA } from './held-ranks';
import { predictionLevels, type Standing, standingOf, topRanks } from './rank-math';
import { runStandingScript } from './standing-script';

export type RankedEntry = { userId: string; score: number; rank: number };

/** A result's place in its test's ranking, read live. */
export type LiveStanding = Standing & { top: RankedEntry[]; predictor: RankPredictor };

/** Buckets of the predictor's score distribution. */
export const PREDICTOR_BUCKETS = 10;

export type Ranking = {
  key(testId: string): string;
  /** The live mock's set of live takers. */
  liveKey(liveMockId: string): string;
  /**
   * Rank, percentile, top three and predictor of `score` at `testId` — or among the takers of
   * `liveMockId` when given — from the set as it is now.
   */
  standing(opts: {
    testId: string;
    /** A live attempt: ranked in its mock's set, of which it is always one. */
    liveMockId?: string;
    userId: string;
    score: number;
    totalMarks: number;
    /** A first attempt: its user is (or is put back) in the set. */
    countsForRank: boolean;
  }): Promise<LiveStanding>;
  /** A live mock's top `limit` takers and the caller's place, in one round trip. */
  leaderboard(liveMockId: string, limit: number, userId: string): Promise<LeaderboardReading>;
  /** How many live takers of a mock are ranked so far. */
  liveTakers(liveMockId: string): Promise<number>;
  /** How many live takers of a mock could not be scored (dead-lettered). */
  liveDeadLetters(liveMockId: string): Promise<number>;
  /**
   * A live mock's results are out: its held first attempts join `testId`'s ranking now
   * (held-ranks.ts `RELEASE_HELD_LUA`; once per mock, remembered per instance).
   */
  releaseHeld(testId: string, liveMockId: string): Promise<void>;
};

/**
 * Per test, a sorted set `{prefix}{testId}`: member = user id, score = that user's first
 * attempt's score. A result page's reads are ZCOUNT/ZCARD/ZRANGE — O(log N), never a scan —
 * run by one Lua script (standing-script.ts): one round trip, one consistent snapshot. A first
 * attempt missing from the set (Redis lost it) is put back on read; NX leaves a present one alone.
 * A live mock's takers have a set of their own (`{prefix}live:{liveMockId}`), read the same way.
 * Live first attempts held back until their release (held-ranks.ts) enter the test's set on the
 * first read after it, inside the same script.
 */
export function createRanking(redis: Redis, prefix: string, clock: () => Date = () => new Date()): Ranking {
  const key = (testId: string) => `${prefix}${testId}`;
  const liveKey = (liveMockId: string) => liveRankKey(prefix, liveMockId);
  const released = new LruMap<string, true>(1_000);

  return {
    key,
    liveKey,
    async standing({ testId, liveMockId, userId, score, totalMarks, countsForRank: firstAttempt }) {
      const countsForRank = liveMockId !== undefined || firstAttempt;
      const levels = predictionLevels(score, totalMarks).filter((level) => level !== score);
      const [[higher, atOrBelow, total], levelCounts, top, buckets] = await runStandingScript(
        redis,
        // A live set holds nothing back: its held key is never written.
        liveMockId !== undefined
          ? [liveKey(liveMockId), `${liveKey(liveMockId)}:held`]
          : [key(testId), heldRankKey(prefix, testId)],
        [score, userId, countsForRank ? '1' : '0', PREDICTOR_BUCKETS, clock().getTime(), ...levels],
      );
      const own = standingOf({ higher, atOrBelow, total, includesSelf: countsForRank });
      // A level is a what-if score: placed among the candidates, never one of them.
      const whatIf = levels.map((level, i) => {
        const s = standingOf({
          higher: levelCounts[2 * i] ?? 0,
          atOrBelow: levelCounts[2 * i + 1] ?? 0,
          total,
          includesSelf: false,
        });
        return { score: level, rank: s.rank, percentile: s.percentile };
      });
      const predictions = [...whatIf, { score, rank: own.rank, percentile: own.percentile }].sort(
        (a, b) => b.score - a.score,
      );
      const topEntries: { userId: string; score: number }[] = [];
      for (let i = 0; i + 1 < top.length; i += 2)
        topEntries.push({ userId: String(top[i]), score: Number(top[i + 1]) });
      const distribution = buckets.map(([from, to, count]) => ({
        from: Number(from),
        to: Number(to),
        count,
      }));
      return { ...own, top: topRanks(topEntries), predictor: { distribution, predictions } };
    },
    leaderboard: (liveMockId, limit, userId) => readLeaderboard(redis, liveKey(liveMockId), limit, userId),
    liveTakers: (liveMockId) => redis.zcard(liveKey(liveMockId)),
    liveDeadLetters: (liveMockId) => redis.scard(liveDeadLettersKey(prefix, liveMockId)),
    async releaseHeld(testId, liveMockId) {
      if (released.get(liveMockId)) return;
      await redis.eval(
        RELEASE_HELD_LUA,
        4,
        liveReleasedKey(prefix, liveMockId),
        liveKey(liveMockId),
        heldRankKey(prefix, testId),
        key(testId),
      );
      released.set(liveMockId, true);
    },
  };
}
