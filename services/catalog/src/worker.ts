import { connectRedis, createMetrics, openServiceProcess, runQueueWorkers } from '@ssc/service-kit';
import { ensureCatalogIndexes } from './catalog-indexes';
import { loadCatalogConfig } from './config';
import { createImportQueue } from './import/import-queue';
import { createImportWorker, importRowCounter } from './import/import-worker';

const config = loadCatalogConfig();
// The unique contentHash index is what keeps imports from duplicating questions.
const { logger, connection } = await openServiceProcess('catalog-worker', config, ensureCatalogIndexes);
const redis = connectRedis(config.REDIS_URL, 'catalog-import-worker');

const metrics = createMetrics('catalog-worker');

const worker = createImportWorker({
  connection,
  redis,
  config,
  logger,
  countRows: importRowCounter(metrics.registry),
});

// An import in flight may take a while; one cut short is picked up again as a stalled job.
runQueueWorkers({
  name: 'import worker',
  concurrency: config.IMPORT_CONCURRENCY,
  config,
  logger,
  metrics,
  workers: [worker],
  countedQueue: createImportQueue(config, redis),
  closers: [() => redis.quit(), () => connection.close()],
});
