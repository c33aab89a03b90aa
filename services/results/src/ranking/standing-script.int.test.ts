import { randomUUID } from 'node:crypto';
import { connectRedis } from '@ssc/service-kit';
import { testInfra } from '@ssc/test-kit';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreBuckets } from './rank-math';
import { createRanking } from './ranking';

let redis: Redis;
const prefix = `rank_script_test_${randomUUID().slice(0, 8)}:`;
beforeAll(() => {
  redis = connectRedis(testInfra().redisUrl, 'results-standing-script-test');
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

/** What the ranking should say, from the plain list of scores. */
function expected(scores: number[]) {
  const min = Math.min(...scores);
  const max = Math.max(...scores);
  return scoreBuckets(min, max).map((b, i, all) => ({
    ...b,
    count: scores.filter((s) => s >= b.from && (i === all.length - 1 ? s <= b.to : s < b.to)).length,
  }));
}

describe('the standing script', () => {
  it('buckets exactly like scoreBuckets over many random sets, and counts like the plain list', async () => {
    const ranking = createRanking(redis, prefix);
    for (let round = 0; round < 40; round++) {
      const testId = `t${round}`;
      const n = 1 + Math.floor(Math.random() * 60);
      const step = [0.25, 0.5, 1, 0.01, 0.33][round % 5] ?? 1;
      const base = Math.round((Math.random() * 100 - 30) / step) * step;
      const scores = Array.from(
        { length: n },
        () => Math.round((base + Math.floor(Math.random() * 80) * step) * 100) / 100,
      );
      await redis.zadd(ranking.key(testId), ...scores.flatMap((s, i) => [s, `u${i}`]));
      const mine = scores[0] as number;
      const live = await ranking.standing({
        testId,
        userId: 'u0',
        score: mine,
        totalMarks: 200,
        countsForRank: true,
      });
      expect(live.predictor.distribution).toEqual(expected(scores));
      expect(live.rank).toBe(1 + scores.filter((s) => s > mine).length);
      expect(live.rankTotal).toBe(n);
      expect(live.top.map((t) => t.score)).toEqual([...scores].sort((a, b) => b - a).slice(0, 3));
    }
  });

  it('counts the top score when the last raw bucket has no width (21.03 and 21.05)', async () => {
    // Edges 21.03 … 21.05 in steps of 0.002 round to 21.03, 21.04 and 21.05: the kept buckets
    // are [21.03, 21.04) and [21.04, 21.05]; the last raw one (21.05, 21.05) is dropped.
    const ranking = createRanking(redis, prefix);
    await redis.zadd(ranking.key('narrow'), 21.03, 'a', 21.05, 'b');
    const live = await ranking.standing({
      testId: 'narrow',
      userId: 'a',
      score: 21.03,
      totalMarks: 200,
      countsForRank: true,
    });
    expect(live.predictor.distribution).toEqual([
      { from: 21.03, to: 21.04, count: 1 },
      { from: 21.04, to: 21.05, count: 1 },
    ]);
  });

  it('answers for an empty set as a lone candidate', async () => {
    const ranking = createRanking(redis, prefix);
    const live = await ranking.standing({
      testId: 'empty',
      userId: 'u',
      score: 4,
      totalMarks: 8,
      countsForRank: false,
    });
    expect(live).toMatchObject({ rank: 1, rankTotal: 1, percentile: 100, top: [] });
    expect(live.predictor).toEqual({
      distribution: [],
      predictions: [
        { score: 7.2, rank: 1, percentile: 100 },
        { score: 6, rank: 1, percentile: 100 },
        { score: 4, rank: 1, percentile: 100 },
        { score: 2, rank: 1, percentile: 100 },
      ],
    });
  });
});
