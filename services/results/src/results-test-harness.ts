import type { AnyEnvelope, AttemptSubmittedData } from '@ssc/contracts';
import {
  connectMongo,
  connectRedis,
  createEventBus,
  createLogger,
  createPublisher,
  type EventBus,
  type OutboxRelay,
  type StorageOptions,
  startOutboxRelay,
  storeProfile,
} from '@ssc/service-kit';
import { type Callers, callersFor, serviceTestEnv, uniqueName } from '@ssc/test-kit';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { createResultsApp } from './app';
import { createQuestionBank } from './clients/question-bank';
import { createTestPapers } from './clients/test-papers';
import { loadResultsConfig, type ResultsConfig, scoringGroupId } from './config';
import { type SubmittedConsumer, startSubmittedConsumer } from './consumer/submitted-consumer';
import { type FakeUpstreams, fakeUpstreams } from './fake-upstreams';
import type { ItemAnalysisTrigger } from './item-analysis/queue';
import type { ScoreOutcome, ScoringStep } from './jobs/record-score';
import { createScoreQueue, type ScoreQueue } from './jobs/score-queue';
import { createScoreWorker, type ScoreWorker, type ScoringCounters } from './jobs/score-worker';
import type { NormalisationTrigger } from './normalisation/normalise-queue';
import { resultOutbox } from './outbox/result-outbox';
import { createRanking, type Ranking } from './ranking/ranking';
import { ensureResultsCollections, type ResultsCollections, resultsCollections } from './store/collections';
import { type RedisKeys, redisKeys } from './store/redis-keys';
import { type UserAttempts, userAttempts } from './store/user-attempts';

export { submittedSheet } from './scoring/submitted-fixture';

export type WorkerOptions = {
  afterStep?: (step: ScoringStep, attemptId: string) => Promise<void>;
  /** The worker's metrics counters (jobs/score-worker.ts `scoringCounters`). */
  counters?: ScoringCounters;
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** Where live results of a shift group are reported (normalisation). */
  normalisation?: NormalisationTrigger;
  /** Where first attempts are reported (item analysis). */
  itemAnalysis?: ItemAnalysisTrigger;
};

export type ResultsHarness = Pick<Callers, 'as' | 'asAdmin'> & {
  app: Express;
  connection: Connection;
  cols: ResultsCollections;
  config: ResultsConfig;
  /** The store's workarounds its workers score with. */
  storage: StorageOptions;
  redis: Redis;
  queue: ScoreQueue;
  ranking: Ranking;
  keys: RedisKeys;
  attempts: UserAttempts;
  upstreams: FakeUpstreams;
  /** This file's own topics: attempt lifecycle events in (the consumer's topic), ResultComputed out. */
  attemptsTopic: string;
  resultsTopic: string;
  bus: EventBus;
  /** A scoring worker on this file's queue (the harness starts one unless told not to). */
  startWorker(opts?: WorkerOptions): Promise<ScoreWorker>;
  workers: ScoreWorker[];
  /** Publishes an AttemptSubmitted envelope for `data` (envelope id = `{attemptId}:submitted` unless given). */
  submit(data: AttemptSubmittedData, eventId?: string): Promise<AnyEnvelope>;
  /** Publishes raw message bodies on the attempts topic. */
  publishRaw(values: string[], type?: string): Promise<void>;
  /** Resolves once the consumer has committed everything published on the attempts topic so far. */
  consumedAll(): Promise<void>;
  /** Resolves with the outcome once some worker finishes the attempt's job (rejects when it fails for good). */
  finished(attemptId: string): Promise<ScoreOutcome>;
  flushOutbox(): Promise<number>;
  /** ResultComputed envelopes waiting in the outbox stream. */
  outboxEvents(): Promise<AnyEnvelope[]>;
  close(): Promise<void>;
};

/**
 * The real app, consumer and worker on the real Mongo-wire, Redis and Kafka servers (from the
 * int project's global setup), isolated by their own database, topics, consumer group, queue
 * prefix and ranking key prefix. Catalog and auth are answered by a fake fetch.
 */
export async function startResultsHarness(
  opts: {
    worker?: WorkerOptions | false;
    consumer?: boolean;
    scoringAttempts?: number;
    /** The app's clock, and the workers' (release times are compared with it). */
    clock?: () => Date;
    /** The store's workarounds; by default what the server calls for (FerretDB here: all on). */
    storage?: StorageOptions;
  } = {},
): Promise<ResultsHarness> {
  const config = loadResultsConfig({
    ...serviceTestEnv('results_test'),
    KAFKA_GROUP_ID: uniqueName('results-scoring-test'),
    RANK_KEY_PREFIX: `${uniqueName('rank_test')}:`,
    CATALOG_URL: 'http://catalog.test',
    AUTH_URL: 'http://auth.test',
    SCORING_ATTEMPTS: String(opts.scoringAttempts ?? 5),
    SCORING_BACKOFF_MS: '50',
    SCORING_CONCURRENCY: '8',
  });
  const logger = createLogger('results-test', 'silent');
  const attemptsTopic = uniqueName('attempt_events');
  const resultsTopic = uniqueName('result_events');
  const upstreams = fakeUpstreams(config.INTERNAL_SECRET);
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  await ensureResultsCollections(connection);
  const storage = opts.storage ?? (await storeProfile(connection, config.STORE_WORKAROUNDS)).storage;
  const cols = resultsCollections(connection);
  const redis = connectRedis(config.REDIS_URL, 'results-test');
  const queue = createScoreQueue(config, redis);
  const ranking = createRanking(redis, config.RANK_KEY_PREFIX);
  const keys = redisKeys(config);
  const attempts = userAttempts(redis, keys);
  const bus = createEventBus({ clientId: uniqueName('results-test'), brokers: config.KAFKA_BROKERS, logger });
  await bus.ensureTopics([attemptsTopic, resultsTopic], 2);
  const consumer: SubmittedConsumer | undefined =
    opts.consumer === false
      ? undefined
      : await startSubmittedConsumer({
          bus,
          groupId: scoringGroupId(config),
          topic: attemptsTopic,
          queue,
          attempts,
          cols,
          logger,
        });
  const outbox = resultOutbox(redis, keys.outbox);
  const relay: OutboxRelay = startOutboxRelay({
    sources: [outbox.source],
    lease: outbox.lease,
    bus,
    logger,
    intervalMs: 600_000,
  });
  const app = createResultsApp({
    connection,
    config,
    logger,
    redis,
    fetchImpl: upstreams.fetchImpl,
    ...(opts.clock ? { clock: opts.clock } : {}),
  });

  const workers: ScoreWorker[] = [];
  const workerRedis: Redis[] = [];
  const waiters = new Map<string, { resolve: (o: ScoreOutcome) => void; reject: (e: Error) => void }[]>();
  const settle = (attemptId: string, outcome: { ok: ScoreOutcome } | { err: Error }) => {
    for (const w of waiters.get(attemptId) ?? [])
      'ok' in outcome ? w.resolve(outcome.ok) : w.reject(outcome.err);
    waiters.delete(attemptId);
  };
  async function startWorker(w: WorkerOptions = {}): Promise<ScoreWorker> {
    const connection = connectRedis(config.REDIS_URL, 'results-test-worker');
    workerRedis.push(connection);
    const worker = createScoreWorker({
      scoring: {
        cols,
        redis,
        keys,
        questions: createQuestionBank({
          baseUrl: config.CATALOG_URL,
          internalSecret: config.INTERNAL_SECRET,
          fetchImpl: upstreams.fetchImpl,
          ttlMs: 0,
        }),
        resultsTopic,
        clock: opts.clock ?? (() => new Date()),
        storage,
        ...(w.afterStep ? { afterStep: w.afterStep } : {}),
      },
      cols,
      redis: connection,
      config,
      logger,
      papers: createTestPapers({
        baseUrl: config.CATALOG_URL,
        internalSecret: config.INTERNAL_SECRET,
        fetchImpl: upstreams.fetchImpl,
      }),
      ...(w.lockDurationMs ? { lockDurationMs: w.lockDurationMs } : {}),
      ...(w.counters ? { counters: w.counters } : {}),
      ...(w.normalisation ? { normalisation: w.normalisation } : {}),
      ...(w.itemAnalysis ? { itemAnalysis: w.itemAnalysis } : {}),
      // Short everywhere: BullMQ's stalled check is shared by the queue's workers and runs at most
      // once per interval, so one default (30 s) worker would delay another's rescue that long.
      stalledIntervalMs: w.stalledIntervalMs ?? 500,
    });
    worker.on('completed', (job, outcome) => settle(String(job.id), { ok: outcome }));
    worker.on('failed', (job, err) => {
      if (job && (job.attemptsMade >= (job.opts.attempts ?? 1) || err.name === 'UnrecoverableError'))
        settle(String(job.id), { err });
    });
    await worker.waitUntilReady();
    workers.push(worker);
    return worker;
  }
  if (opts.worker !== false) await startWorker(opts.worker || {});

  const { as, asAdmin } = callersFor(config.INTERNAL_SECRET);

  return {
    app,
    connection,
    cols,
    config,
    storage,
    redis,
    queue,
    ranking,
    keys,
    attempts,
    upstreams,
    attemptsTopic,
    resultsTopic,
    bus,
    startWorker,
    workers,
    async submit(data, eventId = `${data.attemptId}:submitted`) {
      const envelope: AnyEnvelope = {
        id: eventId,
        type: 'AttemptSubmitted',
        version: 1,
        occurredAt: data.submittedAt,
        key: data.attemptId,
        data,
      };
      await bus.publish(attemptsTopic, [envelope]);
      return envelope;
    },
    async publishRaw(values, type) {
      // The shared bus only publishes envelopes; raw bodies need a producer of their own.
      const producer = createPublisher({
        clientId: uniqueName('results-test-raw'),
        brokers: config.KAFKA_BROKERS,
      });
      try {
        await producer.send(
          attemptsTopic,
          values.map((value, i) => ({ key: `raw-${i}`, value, ...(type ? { headers: { type } } : {}) })),
        );
      } finally {
        await producer.close();
      }
    },
    async consumedAll() {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const offsets = await bus.offsets(scoringGroupId(config), [attemptsTopic]);
        // An empty partition (high = low) has nothing to commit: the group reports -1 there.
        const behind = offsets.filter((p) => p.high > p.low && p.committed < p.high);
        if (behind.length === 0) return;
        if (Date.now() > deadline) throw new Error(`the consumer is behind on ${behind.length} partition(s)`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    finished(attemptId) {
      return new Promise((resolve, reject) => {
        const list = waiters.get(attemptId) ?? [];
        list.push({ resolve, reject });
        waiters.set(attemptId, list);
      });
    },
    as,
    asAdmin,
    flushOutbox: () => relay.flush(),
    async outboxEvents() {
      const entries = await redis.xrange(keys.outbox, '-', '+');
      return entries.map(
        ([, fields]) => JSON.parse(fields[fields.indexOf('e') + 1] ?? 'null') as AnyEnvelope,
      );
    },
    async close() {
      await consumer?.stop();
      await Promise.all(workers.map((w) => w.close(true)));
      await relay.stop();
      await bus.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      for (const pattern of [`${config.RANK_KEY_PREFIX}*`, `${config.QUEUE_PREFIX}:results:*`]) {
        const found = await redis.keys(pattern);
        if (found.length > 0) await redis.del(...found);
      }
      await Promise.all(workerRedis.map((r) => r.quit()));
      await redis.quit();
      await connection.dropDatabase();
      await connection.close();
    },
  };
}
