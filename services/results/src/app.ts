import { topicsFor } from '@ssc/contracts';
import {
  createMetrics,
  createServiceApp,
  type EventBus,
  type HealthCheck,
  type Logger,
  type Metrics,
  pingMongo,
  pingRedis,
} from '@ssc/service-kit';
import type { Queue } from 'bullmq';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { createTimeMedians } from './analysis/time-medians';
import { createAttemptStatusClient } from './clients/attempt-status';
import { createDisplayNames } from './clients/display-names';
import { createLiveMocksClient } from './clients/live-mocks';
import { createPersonalTests } from './clients/personal-tests';
import { createQuestionBank } from './clients/question-bank';
import { createTestPapers } from './clients/test-papers';
import type { ResultsConfig } from './config';
import { createScoreQueue, type ScoreQueue } from './jobs/score-queue';
import { groupKeys } from './normalisation/group-keys';
import { groupStore } from './normalisation/group-store';
import {
  createNormaliseQueue,
  type NormaliseQueue,
  normalisationOnRead,
} from './normalisation/normalise-queue';
import { objectionImageRoutes } from './objections/objection-image';
import { objectionRoutes } from './objections/objection-routes';
import { revisionsReader } from './objections/revisions-reader';
import { createRanking } from './ranking/ranking';
import type { ResultsContext } from './results-context';
import type { RevisionJob } from './revisions/revision-jobs';
import { revisionRoutes } from './revisions/revision-routes';
import { readRulings } from './revisions/revision-store';
import { attemptListRoutes } from './routes/attempt-list-routes';
import { bookmarkRoutes } from './routes/bookmark-routes';
import { deadLetterRoutes } from './routes/dead-letter-routes';
import { itemAnalysisRoutes } from './routes/item-analysis-routes';
import { leaderboardRoutes } from './routes/leaderboard-routes';
import { mistakeDeckRoutes } from './routes/mistake-deck-routes';
import { reportRoutes } from './routes/report-routes';
import { resultRoutes } from './routes/result-routes';
import { resultsCollections } from './store/collections';
import { redisKeys } from './store/redis-keys';
import { userAttempts } from './store/user-attempts';

export type ResultsAppDeps = {
  connection: Connection;
  config: ResultsConfig;
  logger: Logger;
  /** Rankings and the users' attempt lists live here. */
  redis: Redis;
  /** Checked by /health when given (the instance consumes Kafka). */
  bus?: EventBus;
  clock?: () => Date;
  /** The scoring queue (main.ts shares the consumer's); made from `redis` when absent. */
  scoreQueue?: ScoreQueue;
  /** The normalisation queue a result read asks on (normalise-queue.ts); made from `redis` when absent. */
  normaliseQueue?: NormaliseQueue;
  /** How catalog and auth are reached (tests answer them themselves). */
  fetchImpl?: typeof fetch;
  /** This process's metrics (main.ts); by default a registry of the app's own. */
  metrics?: Metrics;
};

/**
 * Builds the results HTTP app from its dependencies; never listens (see main.ts). Call
 * `ensureResultsCollections(connection)` first. Scoring runs elsewhere (worker.ts).
 */
export function createResultsApp(deps: ResultsAppDeps): Express {
  const { connection, config, logger, redis } = deps;
  const clock = deps.clock ?? (() => new Date());
  const fetchImpl = deps.fetchImpl ? { fetchImpl: deps.fetchImpl } : {};
  const ranking = createRanking(redis, config.RANK_KEY_PREFIX, clock);
  const ctx: ResultsContext = {
    cols: resultsCollections(connection),
    ranking,
    attempts: userAttempts(redis, redisKeys(config)),
    scoreQueue: deps.scoreQueue ?? createScoreQueue(config, redis),
    questions: createQuestionBank({
      baseUrl: config.CATALOG_URL,
      internalSecret: config.INTERNAL_SECRET,
      ...fetchImpl,
    }),
    names: createDisplayNames({
      baseUrl: config.AUTH_URL,
      internalSecret: config.INTERNAL_SECRET,
      logger,
      ...fetchImpl,
    }),
    attemptStatus: createAttemptStatusClient({
      baseUrl: config.ATTEMPTS_URL,
      internalSecret: config.INTERNAL_SECRET,
      ...fetchImpl,
    }),
    liveMocks: createLiveMocksClient({
      baseUrl: config.ATTEMPTS_URL,
      internalSecret: config.INTERNAL_SECRET,
      now: () => clock().getTime(),
      ...fetchImpl,
    }),
    timeMedians: createTimeMedians(redis, redisKeys(config)),
    shiftGroups: groupStore(redis, groupKeys(config.RANK_KEY_PREFIX), ranking.liveKey),
    normalisation: normalisationOnRead(
      deps.normaliseQueue ?? createNormaliseQueue(config, redis),
      redis,
      groupKeys(config.RANK_KEY_PREFIX).asked,
      clock,
    ),
    rulingsOf: (testId) => readRulings(redis, redisKeys(config), testId),
    clock,
  };
  const health: Record<string, HealthCheck> = {
    mongo: () => pingMongo(connection),
    redis: () => pingRedis(redis),
  };
  const bus = deps.bus;
  if (bus) health.kafka = () => bus.ping();

  return createServiceApp({
    logger,
    internalSecret: config.INTERNAL_SECRET,
    health,
    // Results and lists are read from the store; Redis (ranks, caches) and Kafka are shared by
    // every instance, and their outage must not empty the pool.
    ready: ['mongo'],
    routes: [
      resultRoutes(ctx),
      attemptListRoutes(ctx),
      bookmarkRoutes(ctx),
      mistakeDeckRoutes(
        ctx,
        createPersonalTests({
          baseUrl: config.CATALOG_URL,
          internalSecret: config.INTERNAL_SECRET,
          ...fetchImpl,
        }),
      ),
      reportRoutes(ctx),
      objectionRoutes(ctx, {
        revisions: revisionsReader(connection),
      }),
      objectionImageRoutes(ctx),
      deadLetterRoutes(ctx),
      itemAnalysisRoutes(ctx),
      leaderboardRoutes(ctx),
      revisionRoutes({
        cols: ctx.cols,
        redis,
        keys: redisKeys(config),
        questions: ctx.questions,
        papers: createTestPapers({
          baseUrl: config.CATALOG_URL,
          internalSecret: config.INTERNAL_SECRET,
          ...fetchImpl,
        }),
        // The same queue as scoring: one worker, one set of retries and dead letters.
        queue: ctx.scoreQueue as unknown as Queue<RevisionJob>,
        resultsTopic: topicsFor(config.KAFKA_TOPIC_PREFIX).results,
        clock,
      }),
    ],
    metrics: deps.metrics ?? createMetrics('results'),
    metricsAllow: config.METRICS_ALLOW,
  });
}
