/**
 * Worker throughput and submit-to-result latency on the real servers (FerretDB, Kafka, Redis).
 *
 *   npx tsx services/results/bench/scoring-throughput.bench.ts [attempts=1000] [questions=100] [workers=1] [concurrency=8]
 *
 * Publishes a burst of AttemptSubmitted envelopes (distinct students, one test of `questions`
 * questions) on a topic of its own, runs the real consumer and `workers` scoring workers in this
 * process (catalog answered by a fake fetch), and records when each result document is stored
 * (the worker's `completed`). Prints submit-to-result p50/p95/p99 and scored attempts per second.
 * Uses a database, topic, queue prefix and ranking prefix of its own and removes them afterwards.
 * Servers default to the local ones (MONGO_URL, KAFKA_BROKERS, REDIS_URL).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { AnyEnvelope } from '@ssc/contracts';
import { connectMongo, connectRedis, createEventBus, createLogger } from '@ssc/service-kit';
import { createQuestionBank } from '../src/clients/question-bank';
import { loadResultsConfig } from '../src/config';
import { startSubmittedConsumer } from '../src/consumer/submitted-consumer';
import { fakeUpstreams } from '../src/fake-upstreams';
import { createScoreQueue } from '../src/jobs/score-queue';
import { createScoreWorker, type ScoreWorker } from '../src/jobs/score-worker';
import { startOutboxRelay } from '../src/outbox/result-outbox';
import { submittedSheet } from '../src/scoring/submitted-fixture';
import { ensureResultsCollections, resultsCollections } from '../src/store/collections';
import { pendingAttempts } from '../src/store/pending-attempts';
import { redisKeys } from '../src/store/redis-keys';

const [attempts, questions, workerCount, concurrency] = [1000, 100, 1, 8].map((d, i) =>
  Number(process.argv[i + 2] ?? d),
) as [number, number, number, number];
const tag = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const config = loadResultsConfig({
  ...process.env,
  INTERNAL_SECRET: randomBytes(32).toString('hex'),
  MONGO_DB: `results_bench_${tag}`,
  QUEUE_PREFIX: `bench_${tag}`,
  RANK_KEY_PREFIX: `bench_rank_${tag}:`,
  KAFKA_GROUP_ID: `results-bench-${tag}`,
  SCORING_CONCURRENCY: String(concurrency),
  LOG_LEVEL: 'silent',
});
const logger = createLogger('results-bench', 'warn');
const topic = `attempt_events_bench_${tag}`;
const testId = `bench-test-${tag}`;
const upstreams = fakeUpstreams(config.INTERNAL_SECRET);
upstreams.addQuestions(testId, questions);

const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
await ensureResultsCollections(connection);
const cols = resultsCollections(connection);
const redis = connectRedis(config.REDIS_URL, 'results-bench');
const queue = createScoreQueue(config, redis);
const bus = createEventBus({ clientId: `results-bench-${tag}`, brokers: config.KAFKA_BROKERS, logger });
const resultsTopic = `result_events_bench_${tag}`;
await bus.ensureTopics([topic, resultsTopic], 12);
const keys = redisKeys(config);
// As in production: the worker process's relay publishes ResultComputed while it scores.
const relay = startOutboxRelay({ redis, stream: keys.outbox, bus, logger });

const doneAt = new Map<string, number>();
const activeAt = new Map<string, number>();
let resolveAll: () => void = () => undefined;
const allDone = new Promise<void>((r) => {
  resolveAll = r;
});
const workers: ScoreWorker[] = [];
const workerRedis = Array.from({ length: workerCount }, () =>
  connectRedis(config.REDIS_URL, 'results-bench-w'),
);
for (const connection of workerRedis) {
  const worker = createScoreWorker({
    scoring: {
      cols,
      redis,
      keys,
      questions: createQuestionBank({
        baseUrl: 'http://catalog.bench',
        internalSecret: config.INTERNAL_SECRET,
        fetchImpl: upstreams.fetchImpl,
      }),
      resultsTopic,
      clock: () => new Date(),
    },
    cols,
    redis: connection,
    config,
    logger,
  });
  worker.on('active', (job) => {
    activeAt.set(String(job.id), performance.now());
  });
  worker.on('completed', (job) => {
    doneAt.set(String(job.id), performance.now());
    if (doneAt.size >= attempts + 1) resolveAll();
  });
  worker.on('failed', (job, err) => logger.warn({ job: job?.id, err: err.message }, 'bench job failed'));
  workers.push(worker);
}
const consumer = await startSubmittedConsumer({
  brokers: config.KAFKA_BROKERS,
  clientId: `results-bench-${tag}`,
  groupId: config.KAFKA_GROUP_ID,
  topic,
  queue,
  pending: pendingAttempts(redis, keys),
  cols,
  logger,
});

const envelopeOf = (i: number): AnyEnvelope => {
  const data = submittedSheet({
    attemptId: `bench${tag}a${i}`,
    userId: `bench-user-${i}`,
    testId,
    rows: Array.from({ length: questions }, (_, q) => ({
      selectedAnswer: (['A', 'B', null, 'A'] as const)[(q + i) % 4] ?? null,
      timeSpent: 30,
    })),
  });
  return {
    id: `${data.attemptId}:submitted`,
    type: 'AttemptSubmitted',
    version: 1,
    occurredAt: data.submittedAt,
    key: data.attemptId,
    data,
  };
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
try {
  // Warm-up: one attempt end to end, so the consumer group has joined before the clock starts.
  const warm = envelopeOf(-1);
  await bus.publish(topic, [warm]);
  while (!doneAt.has(warm.key)) await new Promise((r) => setTimeout(r, 50));

  const envelopes = Array.from({ length: attempts }, (_, i) => envelopeOf(i));
  const sentAt = new Map<string, number>();
  const start = performance.now();
  for (let i = 0; i < envelopes.length; i += 100) {
    const chunk = envelopes.slice(i, i + 100);
    await bus.publish(topic, chunk);
    const t = performance.now();
    for (const e of chunk) sentAt.set(e.key, t);
  }
  const published = performance.now();
  await allDone;
  const end = Math.max(...[...sentAt.keys()].map((k) => doneAt.get(k) ?? 0));
  const latencies = [...sentAt].map(([k, t]) => (doneAt.get(k) ?? Number.NaN) - t).sort((a, b) => a - b);
  const waits = [...sentAt].map(([k, t]) => (activeAt.get(k) ?? Number.NaN) - t).sort((a, b) => a - b);
  const runs = [...sentAt.keys()]
    .map((k) => (doneAt.get(k) ?? Number.NaN) - (activeAt.get(k) ?? Number.NaN))
    .sort((a, b) => a - b);
  const results = await cols.results.countDocuments();
  const ranked = await redis.zcard(`${config.RANK_KEY_PREFIX}${testId}`);
  console.warn(
    [
      `${attempts} attempts × ${questions} questions, ${workerCount} worker(s) × concurrency ${concurrency}`,
      `published in ${((published - start) / 1000).toFixed(2)} s; all scored ${((end - start) / 1000).toFixed(2)} s after the first publish`,
      `throughput: ${(attempts / ((end - start) / 1000)).toFixed(0)} scored attempts/s`,
      `submit-to-result: p50 ${(pct(latencies, 50) / 1000).toFixed(2)} s, p95 ${(pct(latencies, 95) / 1000).toFixed(2)} s, p99 ${(pct(latencies, 99) / 1000).toFixed(2)} s, max ${((latencies.at(-1) ?? 0) / 1000).toFixed(2)} s`,
      `  of which waiting to start: p50 ${(pct(waits, 50) / 1000).toFixed(2)} s, p95 ${(pct(waits, 95) / 1000).toFixed(2)} s; one job's run: p50 ${pct(runs, 50).toFixed(0)} ms, p95 ${pct(runs, 95).toFixed(0)} ms`,
      `stored results: ${results}, ranked: ${ranked}, catalog requests: ${upstreams.state.questionRequests}`,
    ].join('\n'),
  );
} finally {
  await consumer.stop();
  await Promise.all(workers.map((w) => w.close()));
  await relay.stop();
  await bus.close();
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await redis.del(`${config.RANK_KEY_PREFIX}${testId}`, keys.outbox, `${keys.outbox}:relay-lock`);
  await Promise.all(workerRedis.map((r) => r.quit()));
  await redis.quit();
  await connection.dropDatabase();
  await connection.close();
}
