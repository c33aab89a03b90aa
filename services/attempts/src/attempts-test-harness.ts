import { randomBytes } from 'node:crypto';
import { type TestAttempt, testAttempt } from '@ssc/contracts';
import {
  connectMongo,
  connectRedis,
  createEventBus,
  createLogger,
  type EventBus,
  IDENTITY_HEADER,
  type Identity,
  type ServiceName,
  serviceCallHeaders,
  signIdentity,
} from '@ssc/service-kit';
import { testInfra, uniqueName } from '@ssc/test-kit';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { expect } from 'vitest';
import { createAttemptsApp } from './app';
import { type FakeCatalog, fakeCatalog } from './catalog/fake-catalog';
import { type AttemptsConfig, loadAttemptsConfig } from './config';
import { createDeadlineQueue, type DeadlineQueue } from './deadlines/deadline-queue';
import { type OutboxRelay, startOutboxRelay } from './outbox/outbox-relay';
import { type AttemptCollections, attemptCollections, ensureAttemptCollections } from './store/collections';

export { collectEvents } from './outbox/collect-events';

export type AttemptsHarness = {
  app: Express;
  connection: Connection;
  cols: AttemptCollections;
  config: AttemptsConfig;
  bus: EventBus;
  redis: Redis;
  queue: DeadlineQueue;
  /** This file's own Kafka topic for attempt events. */
  topic: string;
  catalog: FakeCatalog;
  /** Moves this instance's clock (ms, from now on). */
  shiftClock(ms: number): void;
  /** The signed header the gateway would forward for this user. */
  as(userId: string): Record<string, string>;
  asAdmin(): Record<string, string>;
  /** The header another service sends on an `/internal` call. */
  asService(caller: ServiceName, onBehalfOf?: Identity): Record<string, string>;
  /** POST /api/test-attempts as `userId`, expecting `status`. */
  start(userId: string, testId: string, status?: number): Promise<TestAttempt>;
  flushOutbox(): Promise<number>;
  close(): Promise<void>;
};

export type HarnessOptions = {
  /** A second instance of the service: same database, topic, queue prefix and catalog. */
  sameDataAs?: AttemptsHarness;
  graceSeconds?: number;
};

/**
 * The real app on the real Mongo-wire, Redis and Kafka servers (from the int project's global
 * setup), isolated by its own database, queue prefix and topic; the outbox relay only runs
 * when a test flushes it, so tests wait on events rather than timers.
 */
export async function startAttemptsHarness(opts: HarnessOptions = {}): Promise<AttemptsHarness> {
  const { mongoUrl, redisUrl, kafkaBrokers } = testInfra();
  const shared = opts.sameDataAs;
  const config = loadAttemptsConfig({
    INTERNAL_SECRET: shared?.config.INTERNAL_SECRET ?? randomBytes(32).toString('hex'),
    MONGO_URL: mongoUrl,
    REDIS_URL: redisUrl,
    KAFKA_BROKERS: kafkaBrokers.join(','),
    MONGO_DB: shared?.config.MONGO_DB ?? uniqueName('attempts_test'),
    QUEUE_PREFIX: shared?.config.QUEUE_PREFIX ?? uniqueName('ssc_test'),
    CATALOG_URL: 'http://catalog.test',
    ATTEMPT_GRACE_SECONDS: String(opts.graceSeconds ?? shared?.config.ATTEMPT_GRACE_SECONDS ?? 30),
    LOG_LEVEL: 'silent',
  });
  const topic = shared?.topic ?? uniqueName('attempt_events');
  const catalog = shared?.catalog ?? fakeCatalog(config.INTERNAL_SECRET);
  const logger = createLogger('attempts-test', 'silent');
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  await ensureAttemptCollections(connection);
  const bus = createEventBus({
    clientId: uniqueName('attempts-test'),
    brokers: config.KAFKA_BROKERS,
    logger,
  });
  if (!shared) await bus.ensureTopics([topic], 2);
  const redis = connectRedis(config.REDIS_URL, 'attempts-test');
  const queue = createDeadlineQueue(config, redis);
  const cols = attemptCollections(connection);
  const relay: OutboxRelay = startOutboxRelay({ outbox: cols.outbox, bus, logger, intervalMs: 600_000 });
  let offsetMs = 0;
  const app = createAttemptsApp({
    connection,
    config,
    logger,
    bus,
    deadlineQueue: queue,
    topic,
    fetchImpl: catalog.fetchImpl,
    clock: () => new Date(Date.now() + offsetMs),
  });
  const as = (userId: string) => ({
    [IDENTITY_HEADER]: signIdentity(config.INTERNAL_SECRET, {
      userId,
      role: 'student',
      email: `${userId}@example.com`,
    }),
  });

  return {
    app,
    connection,
    cols,
    config,
    bus,
    redis,
    queue,
    topic,
    catalog,
    shiftClock(ms) {
      offsetMs += ms;
    },
    as,
    asService: (caller, onBehalfOf) =>
      serviceCallHeaders(config.INTERNAL_SECRET, { caller, ...(onBehalfOf ? { onBehalfOf } : {}) }),
    asAdmin: () => ({
      [IDENTITY_HEADER]: signIdentity(config.INTERNAL_SECRET, {
        userId: 'admin-1',
        role: 'admin',
        email: 'a@example.com',
      }),
    }),
    async start(userId, testId, status = 201) {
      const res = await request(app).post('/api/test-attempts').set(as(userId)).send({ testId });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      return testAttempt.parse(res.body);
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
