/**
 * Answer-write load on the attempts app alone (no gateway), on the local FerretDB, Redis and
 * Kafka, with the catalog faked:
 *   npx tsx services/attempts/bench/answer-writes.bench.ts [aspirants=500] [seconds=20]
 * Each aspirant starts a 100-question attempt, then answers one question every 2 s. Reports
 * client-side latency and the time of each database call. The client runs in the same process,
 * so on a small machine its CPU use inflates the numbers. ATTEMPT_SNAPSHOT_EVERY=1 measures the
 * projection rewritten on every answer; STORE_WORKAROUNDS=off the store as on MongoDB.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  connectMongo,
  connectRedis,
  createEventBus,
  createLogger,
  IDENTITY_HEADER,
  signIdentity,
  storeProfile,
} from '@ssc/service-kit';
import { createAttemptsApp } from '../src/app';
import { fakeCatalog } from '../src/catalog/fake-catalog';
import { loadAttemptsConfig } from '../src/config';
import { createDeadlineQueue } from '../src/deadlines/deadline-queue';
import { createOutboxLog } from '../src/outbox/outbox-log';
import { relayAttemptEvents } from '../src/outbox/outbox-relay';
import { attemptCollections, ensureAttemptCollections } from '../src/store/collections';

const ASPIRANTS = Number(process.argv[2] ?? 500);
const SECONDS = Number(process.argv[3] ?? 20);
const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const config = loadAttemptsConfig({
  ...process.env,
  INTERNAL_SECRET: randomBytes(32).toString('hex'),
  MONGO_DB: `attempts_bench_${run}`,
  QUEUE_PREFIX: `attempts_bench_${run}`,
  LOG_LEVEL: 'silent',
});
const say = (line: string) => process.stdout.write(`[bench] ${line}\n`);
const logger = createLogger('attempts-bench', 'silent');
const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
await ensureAttemptCollections(connection);
const { storage } = await storeProfile(connection, config.STORE_WORKAROUNDS);
const cols = attemptCollections(connection);

// Time every database call the service makes (the collections are shared objects per name).
const timings: Record<string, number[]> = {};
for (const [name, col] of Object.entries(cols)) {
  const methods = col as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['insertOne', 'insertMany', 'findOne', 'replaceOne', 'updateOne', 'deleteMany']) {
    const original = methods[method]?.bind(col);
    if (!original) continue;
    methods[method] = (...args: unknown[]) => {
      const started = performance.now();
      const result = original(...args) as Promise<unknown>;
      const record = () => {
        const key = `${name}.${method}`;
        const list = timings[key] ?? [];
        list.push(performance.now() - started);
        timings[key] = list;
      };
      void result.then(record).catch(() => {});
      return result;
    };
  }
}

const bus = createEventBus({ clientId: `attempts-bench-${run}`, brokers: config.KAFKA_BROKERS, logger });
const outbox = createOutboxLog(connection);
const relay = relayAttemptEvents({
  log: outbox,
  connection,
  bus,
  logger,
  lifecycleTopic: `attempts_bench_${run}.lifecycle`,
});
const redis = connectRedis(config.REDIS_URL, 'attempts-bench');
const queue = createDeadlineQueue(config, redis);
const catalog = fakeCatalog(config.INTERNAL_SECRET);
const { test, questions } = catalog.addTest({ questions: 100, durationMinutes: 60 });
const app = createAttemptsApp({
  connection,
  config,
  logger,
  bus,
  deadlineQueue: queue,
  redis,
  topic: `attempts_bench_${run}`,
  outbox,
  storage,
  fetchImpl: catalog.fetchImpl,
});
const server = app.listen(0, '127.0.0.1');
await once(server, 'listening');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const headers = (userId: string) => ({
  'content-type': 'application/json',
  [IDENTITY_HEADER]: signIdentity(config.INTERNAL_SECRET, {
    userId,
    role: 'student',
    email: `${userId}@bench`,
  }),
});

const aspirants = Array.from({ length: ASPIRANTS }, (_, i) => `aspirant-${i}`);
const attemptIds: string[] = [];
for (const userId of aspirants) {
  const res = await fetch(`${base}/api/test-attempts`, {
    method: 'POST',
    headers: headers(userId),
    body: JSON.stringify({ testId: test.id }),
  });
  attemptIds.push(((await res.json()) as { id: string }).id);
}
for (const key of Object.keys(timings)) delete timings[key];
say(`${ASPIRANTS} attempts started; answering for ${SECONDS} s`);

const latencies: number[] = [];
let failures = 0;
const end = Date.now() + SECONDS * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
await Promise.all(
  aspirants.map(async (userId, i) => {
    await sleep(Math.random() * 2000);
    for (let n = 0; Date.now() < end; n++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/question-attempts`, {
        method: 'POST',
        headers: headers(userId),
        body: JSON.stringify({
          testAttemptId: attemptIds[i],
          questionId: questions[n % questions.length]?.questionId,
          selectedAnswer: 'ABCD'[n % 4],
          clientTs: Date.now(),
          timeSpent: n,
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) failures++;
      latencies.push(performance.now() - started);
      await sleep(2000);
    }
  }),
);

const pct = (values: number[], q: number) => values[Math.floor(q * (values.length - 1))]?.toFixed(1);
for (const [call, values] of Object.entries(timings).sort()) {
  values.sort((a, b) => a - b);
  say(`${call}: ${values.length} calls, p50 ${pct(values, 0.5)} ms, p99 ${pct(values, 0.99)} ms`);
}
latencies.sort((a, b) => a - b);
say(
  `${latencies.length} answers (${(latencies.length / SECONDS).toFixed(0)}/s), ${failures} failed; ` +
    `p50 ${pct(latencies, 0.5)} ms, p95 ${pct(latencies, 0.95)} ms, p99 ${pct(latencies, 0.99)} ms`,
);

server.close();
await relay.stop();
await bus.close();
await queue.obliterate({ force: true });
await queue.close();
await redis.quit();
await connection.dropDatabase();
await connection.close();
