import { topicsFor } from '@ssc/contracts';
import {
  connectRedis,
  createEventBus,
  createMetrics,
  openServiceProcess,
  profileDocumentStore,
  queueMetrics,
  serveUntilStopped,
} from '@ssc/service-kit';
import { createAttemptsApp } from './app';
import { loadAttemptsConfig } from './config';
import { createDeadlineQueue } from './deadlines/deadline-queue';
import { processOutbox } from './outbox/outbox-relay';
import { ensureAttemptCollections } from './store/collections';

const config = loadAttemptsConfig();
const { logger, connection } = await openServiceProcess('attempts', config, ensureAttemptCollections);
// Packed payloads and group commit on FerretDB, plain documents and one command per write on MongoDB.
const documentStore = await profileDocumentStore(connection, config.STORE_WORKAROUNDS, logger);

const bus = createEventBus({ clientId: 'attempts', brokers: config.KAFKA_BROKERS, logger });
// Partitions are how attempt consumers scale; Kafka down at boot only delays this (the relay retries).
const topics = topicsFor(config.KAFKA_TOPIC_PREFIX);
bus.ensureTopics([topics.attempts, topics.attemptLifecycle], 12).catch((err: unknown) => {
  logger.warn(
    { err: String(err) },
    `could not create topics ${topics.attempts}, ${topics.attemptLifecycle} yet`,
  );
});
const { log: outbox, relay } = processOutbox({
  connection,
  bus,
  logger,
  lifecycleTopic: topics.attemptLifecycle,
});
const redis = connectRedis(config.REDIS_URL, 'attempts');
const deadlineQueue = createDeadlineQueue(config, redis);
const metrics = createMetrics('attempts');
const queueGauges = queueMetrics({ registry: metrics.registry, queues: [deadlineQueue], logger });

const app = createAttemptsApp({
  connection,
  config,
  logger,
  bus,
  deadlineQueue,
  redis,
  outbox,
  metrics,
  storage: documentStore.storage,
});
serveUntilStopped(app, {
  name: 'attempts',
  config,
  logger,
  closers: [
    async () => queueGauges.stop(),
    () => relay.stop(),
    () => bus.close(),
    () => deadlineQueue.close(),
    () => redis.quit(),
    () => connection.close(),
  ],
});
