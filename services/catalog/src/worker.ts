import {
  connectMongo,
  connectRedis,
  createLogger,
  createMetrics,
  gracefulShutdown,
  metricsListener,
  queueMetrics,
} from '@ssc/service-kit';
import { ensureCatalogIndexes } from './catalog-indexes';
import { loadCatalogConfig } from './config';
import { createImportQueue } from './import/import-queue';
import { createImportWorker, importRowCounter } from './import/import-worker';

const config = loadCatalogConfig();
const logger = createLogger('catalog-worker', config.LOG_LEVEL);

const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
// The unique contentHash index is what keeps imports from duplicating questions.
await ensureCatalogIndexes(connection);
const redis = connectRedis(config.REDIS_URL, 'catalog-import-worker');

const metrics = createMetrics('catalog-worker');

const worker = createImportWorker({
  connection,
  redis,
  config,
  logger,
  countRows: importRowCounter(metrics.registry),
});
logger.info({ concurrency: config.IMPORT_CONCURRENCY, prefix: config.QUEUE_PREFIX }, 'import worker started');
// The worker's queue, opened only to read its job counts.
const countedQueue = createImportQueue(config, redis);
const queueGauges = queueMetrics({ registry: metrics.registry, queues: [countedQueue], logger });
const closeMetrics = metricsListener(metrics, config, logger);

gracefulShutdown({
  logger,
  // An import in flight may take a while; one cut short is picked up again as a stalled job.
  timeoutMs: 30_000,
  closers: [
    closeMetrics,
    async () => queueGauges.stop(),
    () => worker.close(),
    () => countedQueue.close(),
    () => redis.quit(),
    () => connection.close(),
  ],
});
