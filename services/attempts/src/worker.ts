import { topicsFor } from '@ssc/contracts';
import { connectMongo, connectRedis, createLogger, gracefulShutdown } from '@ssc/service-kit';
import { loadAttemptsConfig } from './config';
import { createDeadlineWorker } from './deadlines/deadline-worker';
import { countingLiveOutcomes } from './live-mocks/counting-store';
import { createLiveMockCounter } from './live-mocks/live-mock-counts';
import { ensureAttemptCollections } from './store/collections';
import { createAttemptStore } from './store/event-store';
import { storageOptionsOf } from './store/storage-options';

const config = loadAttemptsConfig();
const logger = createLogger('attempts-worker', config.LOG_LEVEL);

const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
await ensureAttemptCollections(connection);
const redis = connectRedis(config.REDIS_URL, 'attempts-deadline-worker');

// Closing an attempt writes its events to the outbox; the API instances' relays publish them.
const eventStore = createAttemptStore({
  connection,
  topic: topicsFor(config.KAFKA_TOPIC_PREFIX).attempts,
  cacheSize: 100,
  snapshotEvery: config.ATTEMPT_SNAPSHOT_EVERY,
  storage: storageOptionsOf(config),
});
// A server close of a live attempt counts as `closed` in its mock's counts.
const store = countingLiveOutcomes(eventStore, createLiveMockCounter(redis, config.QUEUE_PREFIX));
const worker = createDeadlineWorker({
  store,
  redis,
  config,
  policy: { graceMs: config.ATTEMPT_GRACE_SECONDS * 1000 },
  logger,
});
logger.info(
  { concurrency: config.DEADLINE_CONCURRENCY, prefix: config.QUEUE_PREFIX },
  'deadline worker started',
);

gracefulShutdown({
  logger,
  timeoutMs: 30_000,
  closers: [() => worker.close(), () => redis.quit(), () => connection.close()],
});
