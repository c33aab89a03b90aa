import { connectMongo, connectRedis, createLogger, gracefulShutdown } from '@ssc/service-kit';
import { ensureCatalogIndexes } from './catalog-indexes';
import { loadCatalogConfig } from './config';
import { createImportWorker } from './import/import-worker';

const config = loadCatalogConfig();
const logger = createLogger('catalog-worker', config.LOG_LEVEL);

const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
// The unique contentHash index is what keeps imports from duplicating questions.
await ensureCatalogIndexes(connection);
const redis = connectRedis(config.REDIS_URL, 'catalog-import-worker');

const worker = createImportWorker({ connection, redis, config, logger });
logger.info({ concurrency: config.IMPORT_CONCURRENCY, prefix: config.QUEUE_PREFIX }, 'import worker started');

gracefulShutdown({
  logger,
  // An import in flight may take a while; one cut short is picked up again as a stalled job.
  timeoutMs: 30_000,
  closers: [() => worker.close(), () => redis.quit(), () => connection.close()],
});
