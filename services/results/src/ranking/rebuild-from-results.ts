import type { Redis } from 'ioredis';
import { scoredEntry } from '../jobs/record-score';
import type { ResultsCollections } from '../store/collections';
import type { RedisKeys } from '../store/redis-keys';
import { fromResultDoc } from '../store/result-doc';
import { userAttempts } from '../store/user-attempts';

const PIPELINE = 10_000;

/**
 * Offline: rebuilds what Redis holds about scored attempts from the stored results — every
 * test's ranking and every user's attempt list — after Redis lost them, or a fix changed scores.
 * Reads the whole results collection (a scan, fine for a maintenance command). Each ranking is
 * built under a temporary key and renamed over the live one, so readers never see it half
 * built; list entries are set field by field (a scored entry replaces a processing one, and
 * entries of attempts still being scored stay).
 */
export async function rebuildFromResults(opts: {
  results: ResultsCollections['results'];
  redis: Redis;
  keys: Pick<RedisKeys, 'rank' | 'attempts'>;
  onlyTest?: string;
}): Promise<{ tests: number; ranked: number; listed: number }> {
  const { redis, keys } = opts;
  const lists = userAttempts(redis, keys);
  const byTest = new Map<string, { userId: string; score: number }[]>();
  let listed = 0;
  let pipe = redis.multi({ pipeline: true });
  const filter = opts.onlyTest ? { testId: opts.onlyTest } : {};
  for await (const doc of opts.results.find(filter)) {
    const result = fromResultDoc(doc);
    if (result.countsForRank) {
      const ranked = byTest.get(result.testId) ?? [];
      ranked.push({ userId: result.userId, score: result.score });
      byTest.set(result.testId, ranked);
    }
    lists.recordScored(pipe, result.userId, scoredEntry(result));
    listed += 1;
    if (listed % PIPELINE === 0) {
      await pipe.exec();
      pipe = redis.multi({ pipeline: true });
    }
  }
  await pipe.exec();

  let ranked = 0;
  for (const [testId, entries] of byTest) {
    const live = keys.rank(testId);
    const temp = `${live}:rebuild:${process.pid}`;
    await redis.del(temp);
    for (let i = 0; i < entries.length; i += PIPELINE) {
      const batch = redis.pipeline();
      for (const e of entries.slice(i, i + PIPELINE)) batch.zadd(temp, 'NX', e.score, e.userId);
      await batch.exec();
    }
    await redis.rename(temp, live);
    ranked += entries.length;
  }
  return { tests: byTest.size, ranked, listed };
}
