import { setTimeout as sleep } from 'node:timers/promises';
import { topicsFor } from '@ssc/contracts';
import {
  connectRedis,
  createEventBus,
  createMetrics,
  kafkaLagMetrics,
  openServiceProcess,
  queueMetrics,
  serveUntilStopped,
} from '@ssc/service-kit';
import { createResultsApp } from './app';
import { loadResultsConfig, scoringGroupId } from './config';
import { type SubmittedConsumer, startSubmittedConsumer } from './consumer/submitted-consumer';
import { createScoreQueue } from './jobs/score-queue';
import { ensureResultsCollections, resultsCollections } from './store/collections';
import { redisKeys } from './store/redis-keys';
import { userAttempts } from './store/user-attempts';

const config = loadResultsConfig();
const topics = topicsFor(config.KAFKA_TOPIC_PREFIX);
const { logger, connection } = await openServiceProcess('results', config, ensureResultsCollections);
const redis = connectRedis(config.REDIS_URL, 'results');
const queue = createScoreQueue(config, redis);
const bus = createEventBus({ clientId: 'results', brokers: config.KAFKA_BROKERS, logger });

const metrics = createMetrics('results');
const queueGauges = queueMetrics({ registry: metrics.registry, queues: [queue], logger });
// The submissions consumer is this process's one group (started on the bus once Kafka answers).
const lag = kafkaLagMetrics({
  registry: metrics.registry,
  groups: () => [{ groupId: scoringGroupId(config), topics: [topics.attemptLifecycle], fromBeginning: true }],
  offsets: (groupId, groupTopics) => bus.offsets(groupId, groupTopics),
  logger,
});

const app = createResultsApp({ connection, config, logger, redis, bus, scoreQueue: queue, metrics });

// Results pages keep working while Kafka is away; submissions are consumed once it is back.
let consumer: SubmittedConsumer | undefined;
let stopping = false;
void (async () => {
  for (let delay = 1_000; !stopping; delay = Math.min(delay * 2, 30_000)) {
    try {
      // results.v1 is created here too, so the workers' relays never race its auto-creation.
      await bus.ensureTopics([topics.attemptLifecycle, topics.results], 12);
      consumer = await startSubmittedConsumer({
        bus,
        groupId: scoringGroupId(config),
        topic: topics.attemptLifecycle,
        queue,
        attempts: userAttempts(redis, redisKeys(config)),
        cols: resultsCollections(connection),
        logger,
      });
      logger.info({ groupId: scoringGroupId(config) }, `consuming ${topics.attemptLifecycle}`);
      return;
    } catch (err) {
      logger.warn({ err: String(err) }, 'could not start the submissions consumer yet; retrying');
      await sleep(delay);
    }
  }
})();

serveUntilStopped(app, {
  name: 'results',
  config,
  logger,
  closers: [
    async () => {
      lag.stop();
      queueGauges.stop();
    },
    async () => {
      stopping = true;
      await consumer?.stop();
    },
    () => bus.close(),
    () => queue.close(),
    () => redis.quit(),
    () => connection.close(),
  ],
});
