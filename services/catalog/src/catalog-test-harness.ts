import { randomBytes } from 'node:crypto';
import { type Question, type QuestionInput, question as questionSchema } from '@ssc/contracts';
import {
  connectMongo,
  connectRedis,
  createEventBus,
  createLogger,
  type EventBus,
  type Identity,
  startOutboxRelay,
  storeProfile,
} from '@ssc/service-kit';
import { type Callers, callersFor, type ServiceTestEnv, serviceTestEnv, uniqueName } from '@ssc/test-kit';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { expect } from 'vitest';
import { createCatalogApp } from './app';
import { ensureCatalogIndexes } from './catalog-indexes';
import { type CatalogConfig, loadCatalogConfig } from './config';
import { createImportQueue, type ImportQueue } from './import/import-queue';
import { catalogOutbox } from './outbox/outbox';
import { createQuestionIndexSync, type QuestionIndexSync } from './questions/question-index-sync';
import { listingSourceFor } from './questions/question-listing';
import { questionModel } from './questions/question-model';

export type CatalogHarness = Pick<Callers, 'asService'> & {
  app: Express;
  /** The environment this instance was configured from (a second instance reuses it). */
  env: ServiceTestEnv;
  connection: Connection;
  config: CatalogConfig;
  bus: EventBus;
  queue: ImportQueue;
  /** This file's own Kafka topic for catalog events. */
  topic: string;
  questionIndex: QuestionIndexSync;
  /** The signed header the gateway would forward (a user of that role, random unless named). */
  as(role: Identity['role'], userId?: string): Record<string, string>;
  /** POST /api/admin/questions as an admin, expecting 201. */
  createQuestion(
    overrides?: Partial<Record<keyof QuestionInput | 'addToTest' | 'targetTestId', unknown>>,
  ): Promise<Question>;
  /** Publishes every pending outbox event now. */
  flushOutbox(): Promise<number>;
  close(): Promise<void>;
};

export type HarnessOptions = {
  fetchImpl?: typeof fetch;
  authUrl?: string;
  /** Share another harness's database and topic (a second instance of the service). */
  sameDataAs?: CatalogHarness;
  clock?: () => Date;
  /** More configuration. */
  env?: Record<string, string>;
  /** The store's workarounds (the admin list's source); by default what the server calls for. */
  workarounds?: boolean;
};

let counter = 0;
/** A valid question body; every call gets distinct text, so never a duplicate. */
export function questionBody(overrides: Partial<Record<string, unknown>> = {}): Record<string, unknown> {
  counter += 1;
  const n = `${Date.now().toString(36)}-${counter}-${randomBytes(3).toString('hex')}`;
  return {
    section: 'QUANTITATIVE_APTITUDE',
    questionTextEnglish: `What is the value of x in question ${n}?`,
    questionTextHindi: `प्रश्न ${n} में x का मान क्या है?`,
    optionAEnglish: '1',
    optionBEnglish: '2',
    optionCEnglish: '3',
    optionDEnglish: '4',
    optionAHindi: 'एक',
    optionBHindi: 'दो',
    optionCHindi: 'तीन',
    optionDHindi: 'चार',
    correctAnswer: 'B',
    explanationEnglish: 'Because two is the answer.',
    explanationHindi: 'क्योंकि उत्तर दो है।',
    difficulty: 'MEDIUM',
    topicTags: ['Algebra'],
    ...overrides,
  };
}

/** A valid sectional test body over the given questions. */
export function testBody(questionIds: string[], overrides: Partial<Record<string, unknown>> = {}) {
  return {
    title: `Sectional mock ${randomBytes(3).toString('hex')}`,
    description: 'Practice set',
    testType: 'SECTIONAL',
    examType: 'SSC_CGL',
    section: 'QUANTITATIVE_APTITUDE',
    sections: ['QUANTITATIVE_APTITUDE'],
    durationMinutes: 30,
    totalQuestions: questionIds.length,
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    totalMarks: questionIds.length * 2,
    questionIds,
    ...overrides,
  };
}

/**
 * The real app on the real Mongo-wire, Redis and Kafka servers (from the int project's global
 * setup), isolated by its own database, queue prefix and event topic.
 */
export async function startCatalogHarness(opts: HarnessOptions = {}): Promise<CatalogHarness> {
  const shared = opts.sameDataAs;
  const env = serviceTestEnv('catalog_test', shared?.env);
  const config = loadCatalogConfig({
    ...env,
    // Nothing listens here: the stats tests see auth and attempts as unreachable.
    AUTH_URL: opts.authUrl ?? 'http://127.0.0.1:9',
    ATTEMPTS_URL: 'http://127.0.0.1:9',
    ...opts.env,
  });
  const topic = shared?.topic ?? uniqueName('catalog_events');
  const logger = createLogger('catalog-test', 'silent');
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  await ensureCatalogIndexes(connection);
  const workarounds =
    opts.workarounds ?? (await storeProfile(connection, config.STORE_WORKAROUNDS)).workarounds;
  const bus = createEventBus({ clientId: uniqueName('catalog-test'), brokers: config.KAFKA_BROKERS, logger });
  const redis: Redis = connectRedis(config.REDIS_URL, 'catalog-test');
  const queue = createImportQueue(config, redis);
  const questionIndex = createQuestionIndexSync({ questions: questionModel(connection), logger });
  // Long interval: the tests flush explicitly, so they wait on events rather than on timers.
  const relay = startOutboxRelay({
    sources: [catalogOutbox(connection, logger).source],
    bus,
    logger,
    intervalMs: 60_000,
  });
  const app = createCatalogApp({
    connection,
    config,
    logger,
    bus,
    importQueue: queue,
    topic,
    listingSource: listingSourceFor(workarounds),
    questionIndex,
    ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}),
    ...(opts.clock ? { clock: opts.clock } : {}),
  });

  const callers = callersFor(config.INTERNAL_SECRET);
  const as = (role: Identity['role'], userId = `${role}-${randomBytes(3).toString('hex')}`) =>
    callers.as(userId, role);

  return {
    app,
    env,
    connection,
    config,
    bus,
    queue,
    topic,
    questionIndex,
    as,
    asService: callers.asService,
    async createQuestion(overrides = {}) {
      const res = await request(app)
        .post('/api/admin/questions')
        .set(as('admin'))
        .send(questionBody(overrides));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return questionSchema.parse(res.body);
    },
    flushOutbox: () => relay.flush(),
    async close() {
      questionIndex.stop();
      await relay.stop();
      await bus.close();
      await queue.close();
      await redis.quit();
      if (!shared) {
        await queue.obliterate({ force: true }).catch(() => undefined);
        await connection.dropDatabase();
      }
      await connection.close();
    },
  };
}
