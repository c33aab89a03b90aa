/**
 * Submit-to-result latency and worker throughput for a burst of submissions (docs/results.md, "Capacity"):
 *   npm run build -w @ssc/results && npx tsx bench/scoring-burst.ts
 *   npx tsx bench/scoring-burst.ts --attempts 1000 --questions 100 --workers 1 --concurrency 32
 *
 * Runs the real results processes as deployed — `dist/main.js` (its Kafka consumer enqueues the
 * scoring jobs) and `--workers` × `dist/worker.js` — on the local FerretDB, Kafka and Redis, with
 * a database, topic prefix, queue prefix and ranking prefix of its own (removed afterwards). Catalog's
 * `/internal/questions` is answered by a small HTTP server in this process. It publishes a burst
 * of AttemptSubmitted envelopes (distinct students, one test) to the attempts lifecycle topic as the
 * attempts service does, and hears each job complete (result stored, ranked, pending mark
 * cleared) on BullMQ's event stream. Prints submit-to-result p50/p95/p99, scored attempts per
 * second, and each process's CPU during the burst; `--profile DIR` writes their V8 CPU profiles.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { type AnyEnvelope, topicsFor } from '@ssc/contracts';
import { ensureInfra } from '@ssc/infra';
import { connectMongo, connectRedis, createEventBus, createLogger } from '@ssc/service-kit';
import { QueueEvents } from 'bullmq';
import { REPO_ROOT, removeStackTopics } from '../scripts/stack';
import { fakeUpstreams } from '../services/results/src/fake-upstreams';
import { createScoreQueue, SCORE_QUEUE_NAME } from '../services/results/src/jobs/score-queue';
import { submittedSheet } from '../services/results/src/scoring/submitted-fixture';
import { formatCpu, openCpuWindow, serverProcesses } from './support/cpu';
import { percentiles, say, sleep } from './support/stack-session';

const { values: args } = parseArgs({
  options: {
    attempts: { type: 'string', default: '1000' },
    questions: { type: 'string', default: '100' },
    workers: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '32' },
    /** Writes V8 CPU profiles of the results processes to this folder. */
    profile: { type: 'string' },
  },
});
const ATTEMPTS = Number(args.attempts);
const QUESTIONS = Number(args.questions);
const WORKERS = Number(args.workers);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const SERVICE_DIR = path.join(REPO_ROOT, 'services/results');
for (const entry of ['main.js', 'worker.js'])
  if (!existsSync(path.join(SERVICE_DIR, 'dist', entry)))
    throw new Error(`services/results/dist/${entry} is missing: run npm run build -w @ssc/results first`);

const infra = await ensureInfra({ log: say });
const tag = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const secret = randomBytes(32).toString('hex');
const testId = `bench-test-${tag}`;
const names = {
  db: `results_bench_${tag}`,
  queuePrefix: `bench_${tag}`,
  rankPrefix: `bench_rank_${tag}:`,
  topicPrefix: `bench_${tag}.`,
};

// Catalog's answer keys, over HTTP as the workers fetch them in production.
const topics = topicsFor(names.topicPrefix);
const upstreams = fakeUpstreams(secret);
upstreams.addQuestions(testId, QUESTIONS);
const catalog = http.createServer(async (req, res) => {
  const headers = Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : []));
  const reply = await upstreams.fetchImpl(`http://catalog${req.url}`, {
    headers: headers as [string, string][],
  });
  res.writeHead(reply.status, { 'content-type': 'application/json' }).end(await reply.text());
});
await new Promise<void>((r) => catalog.listen(0, '127.0.0.1', r));
const catalogUrl = `http://127.0.0.1:${(catalog.address() as AddressInfo).port}`;

const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  MONGO_URL: infra.mongoUrl,
  KAFKA_BROKERS: infra.kafkaBrokers.join(','),
  REDIS_URL: infra.redisUrl,
  INTERNAL_SECRET: secret,
  MONGO_DB: names.db,
  QUEUE_PREFIX: names.queuePrefix,
  RANK_KEY_PREFIX: names.rankPrefix,
  KAFKA_TOPIC_PREFIX: names.topicPrefix,
  CATALOG_URL: catalogUrl,
  AUTH_URL: catalogUrl,
  SCORING_CONCURRENCY: args.concurrency,
  PORT: String(await freePort()),
};
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

const children = new Map<string, ChildProcess>();
let stopping = false;
function launch(name: string, entry: string) {
  const profile = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args.profile)}`] : [];
  const child = spawn(process.execPath, [...profile, `dist/${entry}`], {
    cwd: SERVICE_DIR,
    env,
    stdio: 'pipe',
  });
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim() && !/"level":(10|20|30)/.test(line)) process.stderr.write(`[${name}] ${line}\n`);
    });
  child.once('exit', (code) => {
    if (stopping) return;
    say(`${name} exited (${code}) before the bench finished`);
    process.exit(1);
  });
  children.set(name, child);
}

const logger = createLogger('scoring-bench', 'warn');
const bus = createEventBus({ clientId: `scoring-bench-${tag}`, brokers: infra.kafkaBrokers, logger });
// Submissions reach results on the lifecycle topic (starts and submissions only: docs/architecture.md).
await bus.ensureTopics([topics.attemptLifecycle, topics.results], 12);
launch('results main', 'main.js');
for (let i = 1; i <= WORKERS; i++) launch(`worker ${i}`, 'worker.js');

const redis = connectRedis(infra.redisUrl, 'scoring-bench');
const events = new QueueEvents(SCORE_QUEUE_NAME, {
  connection: connectRedis(infra.redisUrl, 'scoring-bench-events'),
  prefix: names.queuePrefix,
});
await events.waitUntilReady();
const doneAt = new Map<string, number>();
let failures = 0;
events.on('completed', ({ jobId }) => doneAt.set(jobId, performance.now()));
events.on('failed', ({ jobId, failedReason }) => {
  failures += 1;
  say(`job ${jobId} failed: ${failedReason}`);
});

const envelopeOf = (key: string, i: number): AnyEnvelope => {
  const data = submittedSheet({
    attemptId: `bench${tag}${key}`,
    userId: `bench-user-${key}`,
    testId,
    rows: Array.from({ length: QUESTIONS }, (_, q) => ({
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

async function waitFor(keys: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (keys.some((k) => !doneAt.has(k))) {
    if (Date.now() > deadline)
      throw new Error(`${keys.filter((k) => !doneAt.has(k)).length} jobs never completed`);
    await sleep(20);
  }
}

try {
  // Warm-up: a few attempts end to end, so the consumer group has joined and the workers are up.
  const warm = Array.from({ length: 20 }, (_, i) => envelopeOf(`w${i}`, i));
  await bus.publish(topics.attemptLifecycle, warm);
  await waitFor(
    warm.map((e) => e.key),
    120_000,
  );
  say(`results main + ${WORKERS} worker(s) × concurrency ${args.concurrency} warmed up`);

  const procs = serverProcesses(infra);
  for (const [name, child] of children) if (child.pid) procs.set(name, child.pid);
  procs.set('bench (publisher)', process.pid);
  const envelopes = Array.from({ length: ATTEMPTS }, (_, i) => envelopeOf(`a${i}`, i));
  const sentAt = new Map<string, number>();
  const cpu = openCpuWindow(procs);
  const start = performance.now();
  for (let i = 0; i < envelopes.length; i += 100) {
    const chunk = envelopes.slice(i, i + 100);
    await bus.publish(topics.attemptLifecycle, chunk);
    const t = performance.now();
    for (const e of chunk) sentAt.set(e.key, t);
  }
  const published = performance.now();
  await waitFor([...sentAt.keys()], 300_000);
  const usage = cpu.close();
  const end = Math.max(...[...sentAt.keys()].map((k) => doneAt.get(k) ?? 0));
  const r = percentiles([...sentAt].map(([k, t]) => (doneAt.get(k) ?? Number.NaN) - t));
  const ranked = await redis.zcard(`${names.rankPrefix}${testId}`);
  say(
    `${ATTEMPTS} submissions × ${QUESTIONS} questions, ${WORKERS} worker(s) × concurrency ${args.concurrency}`,
  );
  say(
    `published in ${seconds(published - start)}; all scored ${seconds(end - start)} after the first publish`,
  );
  say(`throughput: ${(ATTEMPTS / ((end - start) / 1000)).toFixed(0)} scored attempts/s`);
  say(
    `submit-to-result: p50 ${seconds(r.p50)}, p95 ${seconds(r.p95)}, p99 ${seconds(r.p99)}, max ${seconds(r.max)}`,
  );
  say(formatCpu(usage));
  say(`ranked: ${ranked}, failed jobs: ${failures}, catalog requests: ${upstreams.state.questionRequests}`);
} finally {
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  await Promise.all(
    [...children.values()].map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  await events.close();
  const queue = createScoreQueue(
    { QUEUE_PREFIX: names.queuePrefix, SCORING_ATTEMPTS: 1, SCORING_BACKOFF_MS: 0 },
    redis,
  );
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  const leftovers = await redis.keys(`${names.queuePrefix}:*`);
  await redis.del(`${names.rankPrefix}${testId}`, ...leftovers);
  await redis.quit();
  await bus.close();
  await removeStackTopics(infra.kafkaBrokers, names.topicPrefix);
  const connection = await connectMongo(infra.mongoUrl, names.db);
  await connection.dropDatabase();
  await connection.close();
  catalog.close();
}
process.exit(0);
