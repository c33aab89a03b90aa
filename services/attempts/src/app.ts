import { topicsFor } from '@ssc/contracts';
import {
  createMetrics,
  createServiceApp,
  type EventBus,
  type Logger,
  type Metrics,
  pingMongo,
  pingRedis,
  type StorageOptions,
} from '@ssc/service-kit';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { AttemptsContext } from './attempts-context';
import { createAccommodationsClient } from './auth/accommodations-client';
import { createOpensAtClient } from './catalog/opens-at-client';
import { createSnapshotClient } from './catalog/snapshot-client';
import type { AttemptsConfig } from './config';
import { type DeadlineQueue, scheduleDeadline } from './deadlines/deadline-queue';
import type { AttemptState } from './domain/attempt-types';
import { countingLiveOutcomes } from './live-mocks/counting-store';
import { createLiveMockCounter } from './live-mocks/live-mock-counts';
import { createLiveMockDeadlines } from './live-mocks/live-mock-deadlines';
import { createLiveMockStore } from './live-mocks/live-mock-store';
import { attemptCounters, countingAttemptEvents } from './metrics/attempt-metrics';
import type { OutboxLog } from './outbox/outbox-log';
import { outboxMetrics } from './outbox/outbox-metrics';
import { attemptErrorToHttp } from './routes/attempt-error-mapping';
import { internalLiveMockRoutes } from './routes/internal-live-mock-routes';
import { internalStatsRoutes } from './routes/internal-stats-routes';
import { liveMockAdminRoutes } from './routes/live-mock-admin-routes';
import { liveMockRoutes } from './routes/live-mock-routes';
import { questionAttemptRoutes } from './routes/question-attempt-routes';
import { testAttemptRoutes } from './routes/test-attempt-routes';
import { createAttemptReadModel } from './store/attempt-read-model';
import { attemptCollections } from './store/collections';
import { type AttemptStore, createAttemptStore } from './store/event-store';

export type AttemptsAppDeps = {
  connection: Connection;
  config: AttemptsConfig;
  logger: Logger;
  bus: EventBus;
  deadlineQueue: DeadlineQueue;
  /** Live-mock counts (the Redis BullMQ uses is fine). */
  redis: Redis;
  clock?: () => Date;
  /** How the catalog's and auth's internal endpoints are reached (tests answer them themselves). */
  fetchImpl?: typeof fetch;
  /** Where this app's events go; tests give each file a topic of its own. */
  topic?: string;
  /** This process's outbox (outbox/outbox-log.ts): its relay publishes what the store writes there. */
  outbox: OutboxLog;
  /** Packed payloads and group commit, from the server it is connected to (service-kit `storeProfile`). */
  storage: StorageOptions;
  /** The event store; by default one of this app's own (its cache is per instance). */
  store?: AttemptStore;
  /** This process's metrics (main.ts); by default a registry of the app's own. */
  metrics?: Metrics;
};

/**
 * Builds the attempts HTTP app from its dependencies; never listens (see main.ts). Call
 * `ensureAttemptCollections(connection)` first and run a relay of `outbox` beside it.
 */
export function createAttemptsApp(deps: AttemptsAppDeps): Express {
  const { connection, config, logger, bus, deadlineQueue, redis } = deps;
  const clock = deps.clock ?? (() => new Date());
  const policy = { graceMs: config.ATTEMPT_GRACE_SECONDS * 1000 };
  const counts = createLiveMockCounter(redis, config.QUEUE_PREFIX);
  const eventStore =
    deps.store ??
    createAttemptStore({
      connection,
      topic: deps.topic ?? topicsFor(config.KAFKA_TOPIC_PREFIX).attempts,
      outbox: deps.outbox,
      cacheSize: config.ATTEMPT_CACHE_SIZE,
      snapshotEvery: config.ATTEMPT_SNAPSHOT_EVERY,
      clock,
      storage: deps.storage,
    });
  const metrics = deps.metrics ?? createMetrics('attempts');
  outboxMetrics(metrics.registry, deps.outbox);
  const store = countingAttemptEvents(
    countingLiveOutcomes(eventStore, counts),
    attemptCounters(metrics.registry),
  );
  const scheduleClose = (state: AttemptState, now: Date) =>
    scheduleDeadline(deadlineQueue, state, policy, now);
  const ctx: AttemptsContext = {
    store,
    reads: createAttemptReadModel({
      cols: attemptCollections(connection),
      store,
      policy,
      overdue: scheduleClose,
    }),
    snapshots: createSnapshotClient({
      baseUrl: config.CATALOG_URL,
      internalSecret: config.INTERNAL_SECRET,
      ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}),
    }),
    accommodations: createAccommodationsClient({
      baseUrl: config.AUTH_URL,
      internalSecret: config.INTERNAL_SECRET,
      ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}),
    }),
    scheduleDeadline: scheduleClose,
    clock,
    policy,
    live: {
      mocks: createLiveMockStore({ connection }),
      counts,
      deadlines: createLiveMockDeadlines(redis, config.QUEUE_PREFIX),
      opensAt: createOpensAtClient({
        baseUrl: config.CATALOG_URL,
        internalSecret: config.INTERNAL_SECRET,
        ...(deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {}),
      }),
    },
  };

  return createServiceApp({
    logger,
    internalSecret: config.INTERNAL_SECRET,
    health: {
      mongo: () => pingMongo(connection),
      // BullMQ types its connection loosely; it is the ioredis client the queue was given.
      redis: async () => pingRedis((await deadlineQueue.client) as unknown as Redis),
      kafka: () => bus.ping(),
    },
    // Answers are kept in the store and relayed by the outbox; deadlines and live counts wait
    // for Redis in its client: only the store decides whether this instance can serve.
    ready: ['mongo'],
    // A bulk write or a submission carries up to 1000 answer rows.
    jsonLimit: '256kb',
    routes: [
      testAttemptRoutes(ctx),
      questionAttemptRoutes(ctx),
      liveMockRoutes(ctx),
      liveMockAdminRoutes(ctx),
      internalStatsRoutes(ctx),
      internalLiveMockRoutes(ctx),
    ],
    mapError: attemptErrorToHttp,
    metrics,
    metricsAllow: config.METRICS_ALLOW,
  });
}
