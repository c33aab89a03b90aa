import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import { listen } from './listen';
import { createLogger, type Logger } from './logger';
import { type JobCountSource, type Metrics, metricsListener, queueMetrics } from './metrics';
import { connectMongo } from './mongo';
import { type Closer, gracefulShutdown } from './shutdown';
import { type StoreProfile, type StoreWorkaroundsSetting, storeProfile } from './store-workarounds';

/**
 * What each service's entry points (`src/main.ts`, `src/worker.ts`) share, so that they say only
 * what is their own: which database collections they need, what they build, what they close.
 */

type ProcessConfig = { LOG_LEVEL: string; MONGO_URL: string; MONGO_DB: string };

/**
 * The start of every service process: its logger, then its database with the collections and
 * indexes it relies on in place before anything reads or writes them.
 */
export async function openServiceProcess(
  name: string,
  config: ProcessConfig,
  ensureCollections: (connection: Connection) => Promise<unknown>,
): Promise<{ logger: Logger; connection: Connection }> {
  const logger = createLogger(name, config.LOG_LEVEL);
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  await ensureCollections(connection);
  return { logger, connection };
}

/** How the store is used on the server found (store-workarounds.ts), logged once at boot. */
export async function profileDocumentStore(
  connection: Connection,
  setting: StoreWorkaroundsSetting,
  logger: Logger,
): Promise<StoreProfile> {
  const profile = await storeProfile(connection, setting);
  logger.info(profile, 'document store');
  return profile;
}

/**
 * A service's HTTP process from here on: listens, and on SIGTERM stops taking requests, lets
 * those in flight finish, then runs `closers` in order.
 */
export function serveUntilStopped(
  app: Express,
  opts: { name: string; config: { PORT: number; HOST: string }; logger: Logger; closers: Closer[] },
): Server {
  const { name, config, logger, closers } = opts;
  const server = listen(app, { port: config.PORT, host: config.HOST, logger, name });
  gracefulShutdown({ logger, server, closers });
  return server;
}

type Closable = { close(): Promise<unknown> };

type WorkerConfig = Parameters<typeof metricsListener>[1] & { QUEUE_PREFIX: string };

/**
 * A BullMQ worker process from here on: says it started; counts its queue's jobs for /metrics
 * through `countedQueue` (a `Queue` of the worker's name, opened only to read those counts) and
 * serves /metrics when METRICS_PORT is set; on SIGTERM closes the workers first (a job cut short
 * after 30 s is picked up again as a stalled job), then the counted queue, then `closers` in order.
 * Returns what stops it (the signal handlers call the same).
 */
export function runQueueWorkers(opts: {
  /** As logged: "import worker", "deadline worker", "scoring worker". */
  name: string;
  concurrency: number;
  config: WorkerConfig;
  logger: Logger;
  metrics: Metrics;
  workers: readonly Closable[];
  countedQueue: JobCountSource & Closable;
  closers: Closer[];
}): () => Promise<void> {
  const { config, logger, metrics, workers, countedQueue } = opts;
  logger.info({ concurrency: opts.concurrency, prefix: config.QUEUE_PREFIX }, `${opts.name} started`);
  const queueGauges = queueMetrics({ registry: metrics.registry, queues: [countedQueue], logger });
  const closeMetrics = metricsListener(metrics, config, logger);
  return gracefulShutdown({
    logger,
    timeoutMs: 30_000,
    closers: [
      closeMetrics,
      async () => queueGauges.stop(),
      ...workers.map((worker) => () => worker.close()),
      () => countedQueue.close(),
      ...opts.closers,
    ],
  });
}
