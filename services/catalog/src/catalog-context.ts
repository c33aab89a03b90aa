import type { Test } from '@ssc/contracts';
import type { CollectionOutbox, Logger } from '@ssc/service-kit';
import type { TestModel } from './mock-tests/test-model';
import type { PreparedJson } from './prepared-json';
import type { QuestionIndexSync } from './questions/question-index-sync';
import type { QuestionListing } from './questions/question-listing';
import type { QuestionModel } from './questions/question-model';
import type { RevalidatingCache } from './revalidating-cache';

/** Serialised student views, cached per instance (see tests/student-test-reads.ts). */
export type StudentCaches = {
  /**
   * Key: test id. The StudentQuestion array, ready to send, the test version it was built from,
   * and when students may read it (ms; null: now), checked against the clock per request.
   */
  testQuestions: RevalidatingCache<{ version: number; prepared: PreparedJson; opensAt: number | null }>;
  /** One key ('all'): every test, newest first. */
  testList: RevalidatingCache<Test[]>;
};

/** What the catalog's route factories and write paths share. */
export type CatalogContext = {
  questions: QuestionModel;
  tests: TestModel;
  /** The mistake deck's generated tests (personal-tests.ts); read by id beside `tests`. */
  personalTests: TestModel;
  /** Where changes record their events (outbox/outbox.ts); the service's relay publishes them. */
  outbox: CollectionOutbox;
  /** Kafka topic of the catalog's events (`topicsFor(KAFKA_TOPIC_PREFIX).catalog`). */
  topic: string;
  clock: () => Date;
  logger: Logger;
  questionIndex: QuestionIndexSync;
  /** The admin list, counts and totals: the index or the database (questions/question-listing.ts). */
  listing: QuestionListing;
  caches: StudentCaches;
};

/** Tests changed through this instance: students see it on their next request. */
export function testsChanged(ctx: CatalogContext, testIds: readonly string[]): void {
  for (const id of testIds) ctx.caches.testQuestions.invalidate(id);
  ctx.caches.testList.clear();
}
