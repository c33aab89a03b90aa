import { hostname } from 'node:os';
import { topicsFor } from '@ssc/contracts';
import {
  connectRedis,
  createEventBus,
  createMetrics,
  kafkaLagMetrics,
  openServiceProcess,
  profileDocumentStore,
  queueMetrics,
  serveUntilStopped,
  startOutboxRelay,
} from '@ssc/service-kit';
import { createCatalogApp } from './app';
import { ensureCatalogIndexes } from './catalog-indexes';
import { loadCatalogConfig } from './config';
import { createImportQueue } from './import/import-queue';
import { catalogOutbox } from './outbox/outbox';
import { createQuestionIndexSync } from './questions/question-index-sync';
import { listingSourceFor } from './questions/question-listing';
import { questionModel } from './questions/question-model';

const config = loadCatalogConfig();
const { logger, connection } = await openServiceProcess('catalog', config, ensureCatalogIndexes);
// The in-memory question index on FerretDB, the queries on MongoDB (questions/question-listing.ts).
const documentStore = await profileDocumentStore(connection, config.STORE_WORKAROUNDS, logger);
const listingSource = listingSourceFor(documentStore.workarounds);
logger.info({ listingSource }, 'admin question list');

const bus = createEventBus({ clientId: 'catalog', brokers: config.KAFKA_BROKERS, logger });
const relay = startOutboxRelay({ sources: [catalogOutbox(connection, logger).source], bus, logger });
const redis = connectRedis(config.REDIS_URL, 'catalog');
const importQueue = createImportQueue(config, redis);

// Each instance follows the catalog topic in a group of its own: every instance sees every change.
const questionIndex = createQuestionIndexSync({ questions: questionModel(connection), logger });
const followIndex = () =>
  questionIndex
    .follow({
      bus,
      topic: topicsFor(config.KAFKA_TOPIC_PREFIX).catalog,
      groupId: `catalog-question-index-${hostname()}-${process.pid}-${Date.now().toString(36)}`,
      resyncMs: config.QUESTION_INDEX_RESYNC_SECONDS * 1000,
    })
    .catch((err: unknown) => {
      // Kafka down at boot: serve from the database load and try following again shortly.
      logger.error({ err }, 'question index: cannot follow the catalog topic yet; retrying');
      void questionIndex.ready().catch(() => undefined);
      setTimeout(followIndex, 5_000).unref();
    });
// The index is the FerretDB workaround behind the admin list; on MongoDB nothing follows the topic.
if (listingSource === 'memory') void followIndex();

const metrics = createMetrics('catalog');
const queueGauges = queueMetrics({ registry: metrics.registry, queues: [importQueue], logger });
// The question index's group, once it follows the topic (none on MongoDB).
const lag = kafkaLagMetrics({
  registry: metrics.registry,
  groups: () => bus.subscriptions(),
  offsets: (groupId, topics) => bus.offsets(groupId, topics),
  logger,
});

const app = createCatalogApp({
  connection,
  config,
  logger,
  bus,
  importQueue,
  listingSource,
  questionIndex,
  metrics,
});
serveUntilStopped(app, {
  name: 'catalog',
  config,
  logger,
  closers: [
    async () => {
      lag.stop();
      queueGauges.stop();
    },
    async () => questionIndex.stop(),
    () => relay.stop(),
    () => bus.close(),
    () => importQueue.close(),
    () => redis.quit(),
    () => connection.close(),
  ],
});
