import type { Redis } from 'ioredis';
import type { Collection } from 'mongoose';
import type { UserResultsDoc } from '../store/collections';

const PIPELINE = 10_000;

/**
 * Offline: reads every user's results document (a scan, fine for a maintenance command; the
 * per-user summaries are far smaller than the results) and rewrites each test's ranking from
 * the scored first attempts. Each set is built under a temporary key and renamed over the live
 * one, so readers never see it half built.
 */
export async function rebuildRankings(opts: {
  userResults: Collection<UserResultsDoc>;
  redis: Redis;
  prefix: string;
  onlyTest?: string;
}): Promise<{ tests: number; ranked: number }> {
  const byTest = new Map<string, { userId: string; score: number }[]>();
  for await (const doc of opts.userResults.find({}, { projection: { attempts: 1 } })) {
    for (const entry of Object.values(doc.attempts ?? {})) {
      if (!entry.countsForRank || entry.score === null) continue;
      if (opts.onlyTest && entry.testId !== opts.onlyTest) continue;
      const list = byTest.get(entry.testId) ?? [];
      list.push({ userId: doc._id, score: entry.score });
      byTest.set(entry.testId, list);
    }
  }
  let ranked = 0;
  for (const [testId, entries] of byTest) {
    const live = `${opts.prefix}${testId}`;
    const temp = `${live}:rebuild:${process.pid}`;
    await opts.redis.del(temp);
    for (let i = 0; i < entries.length; i += PIPELINE) {
      const pipe = opts.redis.pipeline();
      for (const e of entries.slice(i, i + PIPELINE)) pipe.zadd(temp, 'NX', e.score, e.userId);
      await pipe.exec();
    }
    await opts.redis.rename(temp, live);
    ranked += entries.length;
  }
  return { tests: byTest.size, ranked };
}
