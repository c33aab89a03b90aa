import { topicsFor } from '@ssc/contracts';
import {
  connectRedis,
  createEventBus,
  createMetrics,
  openServiceProcess,
  profileDocumentStore,
  runQueueWorkers,
} from '@ssc/service-kit';
import { loadAttemptsConfig } from './config';
import { createDeadlineQueue } from './deadlines/deadline-queue';
import { createDeadlineWorker } from './deadlines/deadline-worker';
import { countingLiveOutcomes } from './live-mocks/counting-store';
import { createLiveMockCounter } from './live-mocks/live-mock-counts';
import { attemptCounters, countingAttemptEvents } from './metrics/attempt-metrics';
import { outboxMetrics } from './outbox/outbox-metrics';
import { processOutbox } from './outbox/outbox-relay';
import { ensureAttemptCollections } from './store/collections';
import { createAttemptStore } from './store/event-store';

const config = loadAttemptsConfig();
const { logger, connection } = await openServiceProcess('attempts-worker', config, ensureAttemptCollections);
const documentStore = await profileDocumentStore(connection, config.STORE_WORKAROUNDS, logger);
const redis = connectRedis(config.REDIS_URL, 'attempts-deadline-worker');
const metrics = createMetrics('attempts-worker');

// Closing an attempt writes its events to this worker's outbox; its own relay publishes them
// (at a live mock's close, within a tick of each close).
const bus = createEventBus({ clientId: 'attempts-worker', brokers: config.KAFKA_BROKERS, logger });
const topics = topicsFor(config.KAFKA_TOPIC_PREFIX);
const { log: outbox, relay } = processOutbox({
  connection,
  bus,
  logger,
  lifecycleTopic: topics.attemptLifecycle,
});
outboxMetrics(metrics.registry, outbox);
const eventStore = createAttemptStore({
  connection,
  topic: topics.attempts,
  outbox,
  cacheSize: 100,
  snapshotEvery: config.ATTEMPT_SNAPSHOT_EVERY,
  storage: documentStore.storage,
});
// A server close of a live attempt counts as `closed` in its mock's counts (and DEADLINE in metrics).
const store = countingAttemptEvents(
  countingLiveOutcomes(eventStore, createLiveMockCounter(redis, config.QUEUE_PREFIX)),
  attemptCounters(metrics.registry),
);
const worker = createDeadlineWorker({
  store,
  redis,
  config,
  policy: { graceMs: config.ATTEMPT_GRACE_SECONDS * 1000 },
  logger,
});
runQueueWorkers({
  name: 'deadline worker',
  concurrency: config.DEADLINE_CONCURRENCY,
  config,
  logger,
  metrics,
  workers: [worker],
  countedQueue: createDeadlineQueue(config, redis),
  closers: [() => relay.stop(), () => bus.close(), () => redis.quit(), () => connection.close()],
});
