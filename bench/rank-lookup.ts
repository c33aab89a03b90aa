/**
 * Rank/percentile lookup for one test with many scored attempts in its sorted set.
 *
 *   npx tsx bench/rank-lookup.ts [candidates=1000000] [lookups=20000]
 *
 * Loads the set with pipelined ZADDs (scores in 0.25 steps, roughly normal around 45 % of 200
 * marks, user ids as UUIDs like auth's), reports the Redis memory it took (INFO used_memory
 * delta), then times full result-page standings (`createRanking().standing`: rank, percentile,
 * top three and the predictor's buckets and levels, two round trips) one after another, and
 * deletes the set. REDIS_URL defaults to the local server.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { connectRedis } from '@ssc/service-kit';
import { createRanking } from '../services/results/src/ranking/ranking';

const candidates = Number(process.argv[2] ?? 1_000_000);
const lookups = Number(process.argv[3] ?? 20_000);
const redis = connectRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'results-rank-bench');
const prefix = `bench:rank:${randomUUID().slice(0, 8)}:`;
const ranking = createRanking(redis, prefix);
const testId = 'mock-1';
const key = ranking.key(testId);
const TOTAL_MARKS = 200;

/** Roughly normal (sum of uniforms) around 90 of 200, clamped to [-50, 200], in 0.25 steps. */
const score = () => {
  const u = (Math.random() + Math.random() + Math.random() + Math.random()) / 4;
  return Math.max(-50, Math.min(TOTAL_MARKS, Math.round((u * 180 - 0) * 4) / 4));
};
const usedMemory = async () => Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? 0);
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

try {
  const before = await usedMemory();
  const members: { id: string; score: number }[] = [];
  const loadStart = performance.now();
  const PER_COMMAND = 1_000;
  const PER_PIPELINE = 100;
  for (let i = 0; i < candidates; ) {
    const pipe = redis.pipeline();
    for (let c = 0; c < PER_PIPELINE && i < candidates; c++) {
      const args: (string | number)[] = [];
      for (let m = 0; m < PER_COMMAND && i < candidates; m++, i++) {
        const id = randomUUID();
        const s = score();
        if (i % 100 === 0) members.push({ id, score: s });
        args.push(s, id);
      }
      pipe.zadd(key, 'NX', ...args);
    }
    await pipe.exec();
  }
  const loadMs = performance.now() - loadStart;
  const after = await usedMemory();
  const card = await redis.zcard(key);

  // Warm-up, then one lookup at a time (what a results page does).
  for (let i = 0; i < 200; i++) {
    const m = members[i % members.length];
    if (m)
      await ranking.standing({
        testId,
        userId: m.id,
        score: m.score,
        totalMarks: TOTAL_MARKS,
        countsForRank: true,
      });
  }
  const times: number[] = [];
  const runStart = performance.now();
  for (let i = 0; i < lookups; i++) {
    const m = members[Math.floor(Math.random() * members.length)];
    if (!m) continue;
    const t0 = performance.now();
    await ranking.standing({
      testId,
      userId: m.id,
      score: m.score,
      totalMarks: TOTAL_MARKS,
      countsForRank: true,
    });
    times.push(performance.now() - t0);
  }
  const runMs = performance.now() - runStart;
  times.sort((a, b) => a - b);
  const sample = members[0];
  const example = sample
    ? await ranking.standing({
        testId,
        userId: sample.id,
        score: sample.score,
        totalMarks: TOTAL_MARKS,
        countsForRank: true,
      })
    : undefined;
  console.warn(
    [
      `candidates in ${key}: ${card.toLocaleString('en')} (loaded in ${(loadMs / 1000).toFixed(1)} s)`,
      `redis used_memory delta: ${((after - before) / 1024 / 1024).toFixed(1)} MiB (${((after - before) / card).toFixed(0)} B per candidate)`,
      `standing lookups: ${times.length.toLocaleString('en')} sequential in ${(runMs / 1000).toFixed(1)} s`,
      `  per lookup p50 ${pct(times, 50).toFixed(3)} ms, p99 ${pct(times, 99).toFixed(3)} ms, max ${(times.at(-1) ?? 0).toFixed(3)} ms`,
      `example: score ${sample?.score} → rank ${example?.rank}/${example?.rankTotal}, percentile ${example?.percentile}, ${example?.predictor.distribution.length} buckets`,
    ].join('\n'),
  );
} finally {
  await redis.unlink(key);
  await redis.quit();
}
