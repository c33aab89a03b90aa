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
import type { CatalogContext } from './catalog-context';
import type { CatalogConfig } from './config';
import { importRoutes } from './import/import-routes';
import { adminTestRoutes } from './mock-tests/admin-test-routes';
import { internalTestRoutes } from './mock-tests/internal-test-routes';
import { personalTestRoutes } from './mock-tests/personal-tests';
import { studentCaches } from './mock-tests/student-test-reads';
import { studentTestRoutes } from './mock-tests/student-test-routes';
import { personalTestModel, testModel } from './mock-tests/test-model';
import { catalogOutbox } from './outbox/outbox';
import { adminQuestionRoutes } from './questions/admin-question-routes';
import { internalQuestionRoutes } from './questions/internal-question-routes';
import { createQuestionIndexSync, type QuestionIndexSync } from './questions/question-index-sync';
import { type QuestionListingSource, questionListing } from './questions/question-listing';
import { questionModel } from './questions/question-model';
import { adminStatsRoutes } from './stats/admin-stats-routes';
import { imageModel } from './uploads/image-model';
import { imageUploadRoutes } from './uploads/image-upload-routes';
import { mediaRoutes } from './uploads/media-routes';

export type CatalogAppDeps = {
  connection: Connection;
  config: CatalogConfig;
  logger: Logger;
  bus: EventBus;
  importQueue: Queue;
  clock?: () => Date;
  fetchImpl?: typeof fetch;
  /** Where this app records its events; tests give each file a topic of its own. */
  topic?: string;
  /** Where the admin list answers from: `listingSourceFor` the server's store profile (main.ts). */
  listingSource: QuestionListingSource;
  /** The instance's question index; main.ts passes one that follows the catalog topic. */
  questionIndex?: QuestionIndexSync;
  /** This process's metrics (main.ts); by default a registry of the app's own. */
  metrics?: Metrics;
};

/**
 * Builds the catalog's HTTP app from its dependencies; never listens (see main.ts).
 * Call `ensureCatalogIndexes(connection)` before serving traffic.
 */
export function createCatalogApp(deps: CatalogAppDeps): Express {
  const { connection, config, logger, bus, importQueue } = deps;
  const questions = questionModel(connection);
  const tests = testModel(connection);
  const personalTests = personalTestModel(connection);
  const clock = deps.clock ?? (() => new Date());
  const questionIndex = deps.questionIndex ?? createQuestionIndexSync({ questions, logger });
  const ctx: CatalogContext = {
    questions,
    tests,
    personalTests,
    outbox: catalogOutbox(connection, logger),
    topic: deps.topic ?? topicsFor(config.KAFKA_TOPIC_PREFIX).catalog,
    clock,
    logger,
    questionIndex,
    listing: questionListing({ source: deps.listingSource, questions, sync: questionIndex }),
    caches: studentCaches({ tests, personalTests, questions }),
  };
  const health: Record<string, HealthCheck> = {
    mongo: () => pingMongo(connection),
    // BullMQ types its connection loosely; it is the ioredis client the queue was given.
    redis: async () => pingRedis((await importQueue.client) as unknown as Redis),
    kafka: () => bus.ping(),
  };
  const images = imageModel(connection);

  return createServiceApp({
    logger,
    internalSecret: config.INTERNAL_SECRET,
    health,
    // Events leave by the outbox and imports wait in the queue: only the store is needed to serve.
    ready: ['mongo'],
    // Question bodies may carry long Hindi text (3 bytes a character) in eight fields.
    jsonLimit: '512kb',
    routes: [
      studentTestRoutes(ctx),
      internalTestRoutes(ctx),
      personalTestRoutes(ctx),
      internalQuestionRoutes(ctx),
      // CSV import first: its /api/admin/questions/* paths are more specific than the bank's.
      importRoutes({ connection, queue: importQueue, logger, config }),
      adminQuestionRoutes(ctx, ctx.listing),
      adminTestRoutes(ctx),
      adminStatsRoutes({ ctx, connection, config, importQueue, health, fetchImpl: deps.fetchImpl ?? fetch }),
      imageUploadRoutes({ images, clock }),
      mediaRoutes({ images }),
    ],
    metrics: deps.metrics ?? createMetrics('catalog'),
    metricsAllow: config.METRICS_ALLOW,
  });
}
