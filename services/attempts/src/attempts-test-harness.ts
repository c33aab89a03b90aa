import { type TestAttempt, testAttempt } from '@ssc/contracts';
import {
  connectMongo,
  connectRedis,
  createEventBus,
  createLogger,
  type EventBus,
  type StorageOptions,
  storeProfile,
} from '@ssc/service-kit';
import { type Callers, callersFor, type ServiceTestEnv, serviceTestEnv, uniqueName } from '@ssc/test-kit';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { expect } from 'vitest';
import { createAttemptsApp } from './app';
import { type FakeAuth, fakeAuth } from './auth/fake-auth';
import { type FakeCatalog, fakeCatalog } from './catalog/fake-catalog';
import { type AttemptsConfig, loadAttemptsConfig } from './config';
import { createDeadlineQueue, type DeadlineQueue } from './deadlines/deadline-queue';
import type { AttemptEvent } from './domain/attempt-types';
import type { OutboxLog } from './outbox/outbox-log';
import { processOutbox } from './outbox/outbox-relay';
import { type AttemptCollections, attemptCollections, ensureAttemptCollections } from './store/collections';

export type AttemptsHarness = Callers & {
  app: Express;
  /** The environment this instance was configured from (a second instance reuses it). */
  env: ServiceTestEnv;
  connection: Connection;
  cols: AttemptCollections;
  /** This instance's outbox (a store made in a test writes here too, so `flushOutbox` publishes it). */
  outbox: OutboxLog;
  config: AttemptsConfig;
  /** The store's workarounds this instance runs with (a store made in a test should use them too). */
  storage: StorageOptions;
  bus: EventBus;
  redis: Redis;
  queue: DeadlineQueue;
  /** This file's own Kafka topic for attempt events. */
  topic: string;
  /** Its lifecycle topic (starts and submissions; contracts `TOPICS.attemptLifecycle`). */
  lifecycleTopic: string;
  catalog: FakeCatalog;
  /** Auth's exam-accommodations route (who has compensatory time). */
  auth: FakeAuth;
  /** Moves this instance's clock (ms, from now on). */
  shiftClock(ms: number): void;
  /** This instance's clock. */
  now(): Date;
  /** POST /api/test-attempts as `userId`, expecting `status`. */
  start(userId: string, testId: string, status?: number): Promise<TestAttempt>;
  /** A new test of `questions` questions in the fake catalog, started by `userId`. */
  begin(userId: string, questions?: number): Promise<{ attempt: TestAttempt; ids: string[] }>;
  /** POST /api/question-attempts as `userId`. */
  record(userId: string, body: Record<string, unknown>): request.Test;
  /** The types of the attempt's stored events, in order. */
  eventTypes(attemptId: string): Promise<AttemptEvent['type'][]>;
  flushOutbox(): Promise<number>;
  close(): Promise<void>;
};

export type HarnessOptions = {
  /** A second instance of the service: same database, topic, queue prefix and catalog. */
  sameDataAs?: AttemptsHarness;
  graceSeconds?: number;
  /** More configuration. */
  env?: Record<string, string>;
  /** The store's workarounds; by default what the server calls for (FerretDB here: all on). */
  storage?: StorageOptions;
};

/**
 * The real app on the real Mongo-wire, Redis and Kafka servers (from the int project's global
 * setup), isolated by its own database, queue prefix and topic; the outbox relay only runs
 * when a test flushes it, so tests wait on events rather than timers.
 */
export async function startAttemptsHarness(opts: HarnessOptions = {}): Promise<AttemptsHarness> {
  const shared = opts.sameDataAs;
  const env = serviceTestEnv('attempts_test', shared?.env);
  const config = loadAttemptsConfig({
    ...env,
    CATALOG_URL: 'http://catalog.test',
    AUTH_URL: 'http://auth.test',
    ATTEMPT_GRACE_SECONDS: String(opts.graceSeconds ?? shared?.config.ATTEMPT_GRACE_SECONDS ?? 30),
    ...opts.env,
  });
  const topic = shared?.topic ?? uniqueName('attempt_events');
  const lifecycleTopic = `${topic}.lifecycle`;
  const catalog = shared?.catalog ?? fakeCatalog(config.INTERNAL_SECRET);
  const auth = shared?.auth ?? fakeAuth(config.INTERNAL_SECRET);
  // One fetch for both peers, told apart by host.
  const peers = ((input: string | URL | Request, init?: RequestInit) =>
    new URL(String(input)).host === 'auth.test'
      ? auth.fetchImpl(input, init)
      : catalog.fetchImpl(input, init)) as typeof fetch;
  const logger = createLogger('attempts-test', 'silent');
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  await ensureAttemptCollections(connection);
  const storage = opts.storage ?? (await storeProfile(connection, config.STORE_WORKAROUNDS)).storage;
  const bus = createEventBus({
    clientId: uniqueName('attempts-test'),
    brokers: config.KAFKA_BROKERS,
    logger,
  });
  if (!shared) await bus.ensureTopics([topic, lifecycleTopic], 2);
  const redis = connectRedis(config.REDIS_URL, 'attempts-test');
  const queue = createDeadlineQueue(config, redis);
  const cols = attemptCollections(connection);
  const { log: outbox, relay } = processOutbox({
    connection,
    bus,
    logger,
    lifecycleTopic,
    intervalMs: 600_000,
  });
  let offsetMs = 0;
  const app = createAttemptsApp({
    connection,
    config,
    logger,
    bus,
    deadlineQueue: queue,
    redis,
    topic,
    outbox,
    storage,
    fetchImpl: peers,
    clock: () => new Date(Date.now() + offsetMs),
  });
  const callers = callersFor(config.INTERNAL_SECRET);
  async function start(userId: string, testId: string, status = 201) {
    const res = await request(app).post('/api/test-attempts').set(callers.as(userId)).send({ testId });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return testAttempt.parse(res.body);
  }

  return {
    ...callers,
    app,
    env,
    connection,
    cols,
    outbox,
    config,
    storage,
    bus,
    redis,
    queue,
    topic,
    lifecycleTopic,
    catalog,
    auth,
    shiftClock(ms) {
      offsetMs += ms;
    },
    now: () => new Date(Date.now() + offsetMs),
    start,
    async begin(userId, questions = 4) {
      const snapshot = catalog.addTest({ questions });
      const attempt = await start(userId, snapshot.test.id);
      return { attempt, ids: snapshot.questions.map((q) => q.questionId) };
    },
    record: (userId, body) => request(app).post('/api/question-attempts').set(callers.as(userId)).send(body),
    async eventTypes(attemptId) {
      const events = await cols.events.find({ attemptId }).toArray();
      return events.sort((a, b) => a.seq - b.seq).map((e) => e.type);
    },
    flushOutbox: () => relay.flush(),
    async close() {
      await relay.stop();
      await bus.close();
      await queue.close();
      if (!shared) await queue.obliterate({ force: true }).catch(() => undefined);
      await redis.quit();
      if (!shared) await connection.dropDatabase();
      await connection.close();
    },
  };
}
