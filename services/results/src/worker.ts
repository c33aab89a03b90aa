import { topicsFor } from '@ssc/contracts';
import {
  connectRedis,
  createEventBus,
  createMetrics,
  openServiceProcess,
  profileDocumentStore,
  runQueueWorkers,
  startOutboxRelay,
} from '@ssc/service-kit';
import { createQuestionBank } from './clients/question-bank';
import { createTestPapers } from './clients/test-papers';
import { loadResultsConfig } from './config';
import { createItemAnalysisWorker } from './item-analysis/job';
import { createItemAnalysisQueue, itemAnalysisTrigger } from './item-analysis/queue';
import { createScoreQueue } from './jobs/score-queue';
import { createScoreWorker, scoringCounters } from './jobs/score-worker';
import { groupKeys } from './normalisation/group-keys';
import { groupStore } from './normalisation/group-store';
import { createNormaliseQueue, normalisationTrigger } from './normalisation/normalise-queue';
import { createNormaliseWorker } from './normalisation/normalise-worker';
import { createShiftGroupClient } from './normalisation/shift-group-client';
import { resultOutbox } from './outbox/result-outbox';
import { ensureResultsCollections, resultsCollections } from './store/collections';
import { redisKeys } from './store/redis-keys';

const config = loadResultsConfig();
const { logger, connection } = await openServiceProcess('results-worker', config, ensureResultsCollections);
const cols = resultsCollections(connection);
// Packed result bodies and grouped inserts on FerretDB, plain documents one by one on MongoDB.
const documentStore = await profileDocumentStore(connection, config.STORE_WORKAROUNDS, logger);
const keys = redisKeys(config);
// BullMQ's worker blocks its connection while waiting for jobs; scoring and the relay use another.
const workerRedis = connectRedis(config.REDIS_URL, 'results-worker');
const redis = connectRedis(config.REDIS_URL, 'results-worker-writes');
const metrics = createMetrics('results-worker');
const bus = createEventBus({ clientId: 'results-worker', brokers: config.KAFKA_BROKERS, logger });
// Scoring appends ResultComputed to the outbox stream; one relay at a time publishes it.
const outbox = resultOutbox(redis, keys.outbox);
const relay = startOutboxRelay({
  sources: [outbox.source],
  lease: outbox.lease,
  bus,
  logger,
  publishTimeoutMs: 20_000,
});

// Live mocks sat in several shifts are normalised once every shift has released.
const clock = () => new Date();
const shiftGroups = groupStore(redis, groupKeys(config.RANK_KEY_PREFIX), keys.liveRank);
const normaliseQueue = createNormaliseQueue(config, redis);
const normaliseRedis = connectRedis(config.REDIS_URL, 'results-worker-normalise');
const normaliser = createNormaliseWorker({
  normalise: {
    shifts: createShiftGroupClient({ baseUrl: config.ATTEMPTS_URL, internalSecret: config.INTERNAL_SECRET }),
    store: shiftGroups,
    clock,
  },
  queue: normaliseQueue,
  redis: normaliseRedis,
  config,
  logger,
});

// Each test's item analysis, computed again a while after its first attempts are scored.
const itemAnalysisQueue = createItemAnalysisQueue(config, redis);
const itemAnalysisRedis = connectRedis(config.REDIS_URL, 'results-worker-item-analysis');
const itemAnalyser = createItemAnalysisWorker({
  analysis: { cols, storage: documentStore.storage, clock },
  redis: itemAnalysisRedis,
  config,
  logger,
});

const worker = createScoreWorker({
  scoring: {
    cols,
    redis,
    keys,
    questions: createQuestionBank({ baseUrl: config.CATALOG_URL, internalSecret: config.INTERNAL_SECRET }),
    resultsTopic: topicsFor(config.KAFKA_TOPIC_PREFIX).results,
    clock,
    storage: documentStore.storage,
  },
  cols,
  redis: workerRedis,
  config,
  logger,
  normalisation: normalisationTrigger(normaliseQueue, shiftGroups, clock),
  itemAnalysis: itemAnalysisTrigger(itemAnalysisQueue, config.ITEM_ANALYSIS_DELAY_MS),
  counters: scoringCounters(metrics.registry),
  papers: createTestPapers({ baseUrl: config.CATALOG_URL, internalSecret: config.INTERNAL_SECRET }),
});
runQueueWorkers({
  name: 'scoring worker',
  concurrency: config.SCORING_CONCURRENCY,
  config,
  logger,
  metrics,
  workers: [worker, normaliser, itemAnalyser],
  countedQueue: createScoreQueue(config, redis),
  closers: [
    () => normaliseQueue.close(),
    () => itemAnalysisQueue.close(),
    () => relay.stop(),
    () => bus.close(),
    () => workerRedis.quit(),
    () => normaliseRedis.quit(),
    () => itemAnalysisRedis.quit(),
    () => redis.quit(),
    () => connection.close(),
  ],
});
