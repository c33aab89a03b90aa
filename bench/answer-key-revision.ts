/**
 * An answer-key revision at scale (docs/answer-key.md, "Revisions and re-scoring"):
 *   npm run build -w @ssc/results && npx tsx bench/answer-key-revision.ts
 *   npx tsx bench/answer-key-revision.ts --attempts 10000 --questions 100 --workers 1 --concurrency 32
 *
 * Seeds one test with `--attempts` scored first attempts as the scoring worker stores them (the
 * result documents, the test's ranking and the students' list entries, in bulk), then runs the
 * real results processes — `dist/main.js` and `--workers` × `dist/worker.js` — on the local
 * FerretDB, Kafka and Redis with a database and prefixes of their own (removed afterwards), and
 * POSTs a CHANGE of question 1 through the admin API. It polls the revision until DONE and prints
 * the time from the POST until every affected attempt is re-scored and re-ranked, attempts
 * re-scored per second, the processes' CPU, and `rerank --check` on the result. Catalog's
 * internal endpoints are answered by a small HTTP server in this process.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { answerKeyRevision, topicsFor } from '@ssc/contracts';
import { ensureInfra } from '@ssc/infra';
import { connectMongo, connectRedis, createEventBus, createLogger, storeProfile } from '@ssc/service-kit';
import { callersFor } from '@ssc/test-kit';
import { REPO_ROOT, removeStackTopics } from '../scripts/stack';
import { fakeUpstreams } from '../services/results/src/fake-upstreams';
import { scoredEntry } from '../services/results/src/jobs/record-score';
import { createScoreQueue } from '../services/results/src/jobs/score-queue';
import { scoreAttempt } from '../services/results/src/scoring/score-attempt';
import { keyFor, submittedSheet } from '../services/results/src/scoring/submitted-fixture';
import { ensureResultsCollections, resultsCollections } from '../services/results/src/store/collections';
import { redisKeys } from '../services/results/src/store/redis-keys';
import { toResultDoc } from '../services/results/src/store/result-doc';
import { userAttempts } from '../services/results/src/store/user-attempts';
import { formatCpu, openCpuWindow, serverProcesses } from './support/cpu';
import { say, sleep } from './support/stack-session';

const { values: args } = parseArgs({
  options: {
    attempts: { type: 'string', default: '10000' },
    questions: { type: 'string', default: '100' },
    workers: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '32' },
  },
});
const ATTEMPTS = Number(args.attempts);
const QUESTIONS = Number(args.questions);
const WORKERS = Number(args.workers);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const SERVICE_DIR = path.join(REPO_ROOT, 'services/results');
for (const entry of ['main.js', 'worker.js', 'rerank-cli.js'])
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
const topics = topicsFor(names.topicPrefix);

// Catalog's internal endpoints (answer keys, the test's paper, the key update), over HTTP.
const upstreams = fakeUpstreams(secret);
upstreams.addQuestions(testId, QUESTIONS);
const catalog = http.createServer(async (req, res) => {
  const headers = Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : []));
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const reply = await upstreams.fetchImpl(`http://catalog${req.url}`, {
    method: req.method ?? 'GET',
    headers: headers as [string, string][],
    ...(chunks.length > 0 ? { body: Buffer.concat(chunks).toString() } : {}),
  });
  res.writeHead(reply.status, { 'content-type': 'application/json' }).end(await reply.text());
});
await new Promise<void>((r) => catalog.listen(0, '127.0.0.1', r));
const catalogUrl = `http://127.0.0.1:${(catalog.address() as AddressInfo).port}`;
const port = await freePort();

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
  ATTEMPTS_URL: catalogUrl,
  SCORING_CONCURRENCY: args.concurrency,
  PORT: String(port),
};
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port: p } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return p;
}

const children = new Map<string, ReturnType<typeof spawn>>();
let stopping = false;
function launch(name: string, entry: string) {
  const child = spawn(process.execPath, [`dist/${entry}`], { cwd: SERVICE_DIR, env, stdio: 'pipe' });
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

const logger = createLogger('revision-bench', 'warn');
const redis = connectRedis(infra.redisUrl, 'revision-bench');
const connection = await connectMongo(infra.mongoUrl, names.db);
const bus = createEventBus({ clientId: `revision-bench-${tag}`, brokers: infra.kafkaBrokers, logger });
const keys = redisKeys({ QUEUE_PREFIX: names.queuePrefix, RANK_KEY_PREFIX: names.rankPrefix });
const admin = callersFor(secret).asAdmin();
const api = (p: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${port}${p}`, {
    ...init,
    headers: { ...admin, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });

/** As the scoring worker stores them: the result documents, the ranking and the list entries. */
async function seed(): Promise<void> {
  await ensureResultsCollections(connection);
  const { storage } = await storeProfile(connection, 'auto');
  const cols = resultsCollections(connection);
  const lists = userAttempts(redis, keys);
  const at = new Date('2026-05-10T11:00:00.000Z');
  for (let from = 0; from < ATTEMPTS; from += 500) {
    const docs = [];
    const tx = redis.multi({ pipeline: true });
    for (let i = from; i < Math.min(ATTEMPTS, from + 500); i++) {
      const sheet = submittedSheet({
        attemptId: `bench${tag}a${i}`,
        userId: `bench-user-${i}`,
        testId,
        rows: Array.from({ length: QUESTIONS }, (_, q) => ({
          selectedAnswer: (['A', 'B', null, 'A'] as const)[(q + i) % 4] ?? null,
          timeSpent: 30,
        })),
      });
      const result = scoreAttempt(sheet, keyFor(sheet), at);
      docs.push(toResultDoc(result, storage));
      tx.zadd(keys.rank(testId), 'NX', result.score, result.userId);
      lists.recordScored(tx, result.userId, scoredEntry(result));
    }
    await cols.results.insertMany(docs, { ordered: false });
    await tx.exec();
  }
}

try {
  await bus.ensureTopics([topics.attempts, topics.results], 12);
  const seedStart = performance.now();
  await seed();
  say(
    `seeded ${ATTEMPTS} scored attempts × ${QUESTIONS} questions in ${seconds(performance.now() - seedStart)}`,
  );
  launch('results main', 'main.js');
  for (let i = 1; i <= WORKERS; i++) launch(`worker ${i}`, 'worker.js');
  for (let i = 0; ; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/health`).catch(() => null);
    if (ready?.ok) break;
    if (i > 600) throw new Error('results main never became healthy');
    await sleep(100);
  }
  await sleep(2_000); // the workers connect

  const procs = serverProcesses(infra);
  for (const [name, child] of children) if (child.pid) procs.set(name, child.pid);
  const rankBefore = await redis.zscore(keys.rank(testId), 'bench-user-1');
  const cpu = openCpuWindow(procs);
  const start = performance.now();
  const posted = await api('/api/admin/answer-key-revisions', {
    method: 'POST',
    body: JSON.stringify({
      testId,
      questionId: `${testId}-q1`,
      decision: 'CHANGE',
      correctAnswers: ['B'],
      note: 'The key of question 1 is B',
    }),
  });
  if (posted.status !== 202) throw new Error(`POST answered ${posted.status}: ${await posted.text()}`);
  const { id } = (await posted.json()) as { id: string };
  let revision = answerKeyRevision.parse(await (await api(`/api/admin/answer-key-revisions/${id}`)).json());
  while (revision.status !== 'DONE') {
    if (performance.now() - start > 600_000)
      throw new Error(`not done after 10 min: ${JSON.stringify(revision)}`);
    await sleep(50);
    revision = answerKeyRevision.parse(await (await api(`/api/admin/answer-key-revisions/${id}`)).json());
  }
  const elapsed = performance.now() - start;
  const usage = cpu.close();
  const rankAfter = await redis.zscore(keys.rank(testId), 'bench-user-1');

  const check = spawnSync(process.execPath, ['dist/rerank-cli.js', '--check', '--test', testId], {
    cwd: SERVICE_DIR,
    env,
    encoding: 'utf8',
  });
  const report = JSON.parse(check.stdout.trim().split('\n').pop() ?? '{}') as {
    diffs?: unknown[];
    unrevised?: unknown[];
    entries?: number;
  };
  const clean = check.status === 0 ? 'clean' : `exit ${check.status}: ${check.stdout.slice(0, 300)}`;

  say(`workers: ${WORKERS} × concurrency ${args.concurrency}; question 1 CHANGE A → B`);
  say(`bench-user-1 (answered B): ${rankBefore} → ${rankAfter} in the ranking`);
  say(formatCpu(usage));
  say('');
  say(
    '| attempts | affected | rescored | failed | time to all re-scored and re-ranked | rescored/s | rerank --check |',
  );
  say('|---|---|---|---|---|---|---|');
  say(
    `| ${ATTEMPTS.toLocaleString('en')} | ${revision.affected.toLocaleString('en')} | ${revision.rescored.toLocaleString('en')} | ${revision.failed} | ${seconds(elapsed)} | ${(revision.rescored / (elapsed / 1000)).toFixed(0)} | ${clean} (${report.entries ?? '?'} results, ${report.diffs?.length ?? '?'} diffs, ${report.unrevised?.length ?? '?'} unrevised) |`,
  );
} finally {
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  await Promise.all(
    [...children.values()].map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  const queue = createScoreQueue(
    { QUEUE_PREFIX: names.queuePrefix, SCORING_ATTEMPTS: 1, SCORING_BACKOFF_MS: 0 },
    redis,
  );
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  for (const pattern of [`${names.queuePrefix}:*`, `${names.rankPrefix}*`]) {
    const leftovers = await redis.keys(pattern);
    if (leftovers.length > 0) await redis.del(...leftovers);
  }
  await redis.quit();
  await bus.close();
  await removeStackTopics(infra.kafkaBrokers, names.topicPrefix);
  await connection.dropDatabase();
  await connection.close();
  catalog.close();
}
process.exit(0);
