import { baseConfig, loadConfig, storeWorkaroundsSetting } from '@ssc/service-kit';
import { z } from 'zod';

export const resultsConfigSchema = baseConfig.extend({
  PORT: z.coerce.number().int().min(1).max(65_535).default(4004),
  MONGO_DB: z.string().min(1).default('ssc_results'),
  /** Prefix of BullMQ queue names, so test runs and deployments never share queues. */
  QUEUE_PREFIX: z.string().min(1).default('ssc'),
  /** Answer keys and question texts (`GET /internal/questions?ids=`). */
  CATALOG_URL: z.string().url().default('http://127.0.0.1:4002'),
  /** Display names of top rankers (`GET /internal/users/display-names?ids=`). */
  AUTH_URL: z.string().url().default('http://127.0.0.1:4001'),
  /**
   * Whether an attempt not heard of yet is submitted (`GET /internal/attempts/:id`); a live
   * mock's release time for its leaderboard (`GET /internal/live-mocks/:id`).
   */
  ATTEMPTS_URL: z.string().url().default('http://127.0.0.1:4003'),
  /** Kafka consumer group reading `attempts.lifecycle.v1`; every API instance joins it (`scoringGroupId`). */
  KAFKA_GROUP_ID: z.string().min(1).optional(),
  /**
   * Scoring jobs one worker process runs at once. Each waits mostly on I/O, and concurrent jobs
   * share database round trips, so more is faster: 8 → 397, 32 → 604 scored/s (bench/scoring-burst.ts).
   */
  SCORING_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(32),
  /**
   * A result's body packed and concurrent jobs' inserts grouped: `auto` does both when the server
   * is FerretDB and neither on MongoDB; `on`/`off` override (service-kit store-workarounds.ts).
   */
  STORE_WORKAROUNDS: storeWorkaroundsSetting,
  /** Tries per scoring job before it is dead-lettered. */
  SCORING_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  /** First retry delay; each further retry waits twice as long. */
  SCORING_BACKOFF_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
  /**
   * How long after a first attempt is scored its test's item analysis is computed; results
   * scored meanwhile share that computation (item-analysis/queue.ts).
   */
  ITEM_ANALYSIS_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Redis key prefix of the per-test rankings (`{prefix}{testId}`). */
  RANK_KEY_PREFIX: z.string().min(1).default('rank:'),
});
export type ResultsConfig = z.infer<typeof resultsConfigSchema>;

export const loadResultsConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(resultsConfigSchema, env);

/** The consumer group: KAFKA_GROUP_ID, or `results-scoring` after the deployment's topic prefix. */
export const scoringGroupId = (config: Pick<ResultsConfig, 'KAFKA_GROUP_ID' | 'KAFKA_TOPIC_PREFIX'>) =>
  config.KAFKA_GROUP_ID ?? `${config.KAFKA_TOPIC_PREFIX}results-scoring`;
