import type { Redis } from 'ioredis';
import type { RedisKeys } from '../store/redis-keys';
import { timeBucket } from './time-buckets';

type Timed = {
  attemptId: string;
  testId: string;
  countsForRank: boolean;
  questionAttempts: readonly { questionId: string; timeSpent: number }[];
};

/**
 * The per-test time histograms (time-medians.ts) rebuilt from stored results, for `npm run
 * rerank`: `add` every result read, then `write` replaces each test's histogram and counted set
 * (built under temporary keys and renamed over, so readers never see half of one).
 */
export function questionTimesRebuild() {
  const byTest = new Map<string, { counts: Map<string, number>; attempts: string[] }>();
  return {
    add(result: Timed): void {
      if (!result.countsForRank) return;
      const test = byTest.get(result.testId) ?? { counts: new Map<string, number>(), attempts: [] };
      test.attempts.push(result.attemptId);
      for (const a of result.questionAttempts) {
        const field = `${timeBucket(a.timeSpent)}|${a.questionId}`;
        test.counts.set(field, (test.counts.get(field) ?? 0) + 1);
      }
      byTest.set(result.testId, test);
    },
    /** Writes every test seen; returns how many. */
    async write(
      redis: Redis,
      keys: Pick<RedisKeys, 'questionTimes' | 'questionTimesCounted'>,
    ): Promise<number> {
      for (const [testId, test] of byTest) {
        const histogram = keys.questionTimes(testId);
        const counted = keys.questionTimesCounted(testId);
        const suffix = `:rebuild:${process.pid}`;
        const tx = redis.multi();
        tx.del(histogram + suffix, counted + suffix);
        tx.hset(histogram + suffix, Object.fromEntries(test.counts));
        tx.sadd(counted + suffix, ...test.attempts);
        tx.rename(histogram + suffix, histogram);
        tx.rename(counted + suffix, counted);
        const replies = (await tx.exec()) ?? [];
        const failed = replies.find(([err]) => err);
        if (failed?.[0]) throw failed[0];
      }
      return byTest.size;
    },
  };
}
