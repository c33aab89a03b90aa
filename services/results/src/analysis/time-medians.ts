import type { ChainableCommander, Redis } from 'ioredis';
import type { RedisKeys } from '../store/redis-keys';
import { medianOfBuckets, timeBucket } from './time-buckets';

/**
 * Everyone's time per question, for the result page's "time against the median".
 * A first attempt's times are added to its test's histogram (time-buckets.ts) in the scoring
 * run's MULTI, at most once per attempt: a Lua script adds them only when the attempt id is new
 * to the test's counted set, so a repeated run changes nothing. A result page reads the whole
 * histogram (one HGETALL, a few hundred fields per question at most) and keeps the medians per
 * test for `ttlMs` in the process: a crowd opening results at a release costs one read per
 * test and instance, never a scan of results.
 */

/** KEYS[1] = counted set, KEYS[2] = histogram; ARGV[1] = attempt id, ARGV[2..] = `{bucket}|{questionId}`. */
export const RECORD_TIMES_LUA = `
if redis.call('SADD', KEYS[1], ARGV[1]) == 0 then return 0 end
for i = 2, #ARGV do redis.call('HINCRBY', KEYS[2], ARGV[i], 1) end
return 1
`;

/** Queues the adding of a first attempt's times on `tx` (record-score.ts's MULTI). */
export function recordQuestionTimes(
  tx: ChainableCommander,
  keys: Pick<RedisKeys, 'questionTimes' | 'questionTimesCounted'>,
  result: {
    attemptId: string;
    testId: string;
    questionAttempts: readonly { questionId: string; timeSpent: number }[];
  },
): void {
  const fields = result.questionAttempts.map((a) => `${timeBucket(a.timeSpent)}|${a.questionId}`);
  tx.eval(
    RECORD_TIMES_LUA,
    2,
    keys.questionTimesCounted(result.testId),
    keys.questionTimes(result.testId),
    result.attemptId,
    ...fields,
  );
}

/** Median seconds per question id from a histogram as HGETALL returns it. */
export function mediansOf(histogram: Readonly<Record<string, string>>): Map<string, number> {
  const byQuestion = new Map<string, Map<number, number>>();
  for (const [field, count] of Object.entries(histogram)) {
    const bar = field.indexOf('|');
    if (bar < 0) continue;
    const bucket = Number(field.slice(0, bar));
    const questionId = field.slice(bar + 1);
    const counts = byQuestion.get(questionId) ?? new Map<number, number>();
    counts.set(bucket, (counts.get(bucket) ?? 0) + Number(count));
    byQuestion.set(questionId, counts);
  }
  const medians = new Map<string, number>();
  for (const [questionId, counts] of byQuestion) {
    const median = medianOfBuckets(counts);
    if (median !== null) medians.set(questionId, median);
  }
  return medians;
}

/** The number of first attempts a histogram counts: the most times any one question has. */
export function takersOf(histogram: Readonly<Record<string, string>>): number {
  const perQuestion = new Map<string, number>();
  for (const [field, count] of Object.entries(histogram)) {
    const questionId = field.slice(field.indexOf('|') + 1);
    perQuestion.set(questionId, (perQuestion.get(questionId) ?? 0) + Number(count));
  }
  return Math.max(0, ...perQuestion.values());
}

/**
 * Below this many takers a test's medians are read afresh on every result page: each new taker
 * still moves them (the first few would otherwise see "no medians yet" for `ttlMs`), and such a
 * histogram is small. From it on, a crowd's pages share one read per `ttlMs`.
 */
export const CACHE_MEDIANS_FROM_TAKERS = 100;

export type TimeMedians = {
  /** Median seconds per question of the test (a question without one is absent). */
  forTest(testId: string): Promise<ReadonlyMap<string, number>>;
};

export function createTimeMedians(
  redis: Redis,
  keys: Pick<RedisKeys, 'questionTimes'>,
  opts: { ttlMs?: number; now?: () => number; cacheFromTakers?: number } = {},
): TimeMedians {
  const ttlMs = opts.ttlMs ?? 30_000;
  const cacheFrom = opts.cacheFromTakers ?? CACHE_MEDIANS_FROM_TAKERS;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { at: number; medians: Promise<ReadonlyMap<string, number>> }>();
  return {
    forTest(testId) {
      const hit = cache.get(testId);
      if (hit && now() - hit.at < ttlMs) return hit.medians;
      // Concurrent readers share one read; a failed read, or one of a test with few takers, is
      // not kept once it has answered.
      const read = redis
        .hgetall(keys.questionTimes(testId))
        .then((histogram) => ({ medians: mediansOf(histogram), takers: takersOf(histogram) }));
      const entry = { at: now(), medians: read.then((r) => r.medians) };
      const forget = () => {
        if (cache.get(testId) === entry) cache.delete(testId);
      };
      read.then(({ takers }) => (takers < cacheFrom ? forget() : undefined), forget);
      cache.set(testId, entry);
      // Tests come and go: drop expired entries now and then, so the map stays small.
      if (cache.size > 1000) for (const [id, e] of cache) if (now() - e.at >= ttlMs) cache.delete(id);
      return entry.medians;
    },
  };
}
