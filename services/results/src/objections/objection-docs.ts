import type { ANSWERS, LANGUAGES, ObjectionReason } from '@ssc/contracts';

type Language = (typeof LANGUAGES)[number];

/**
 * One student's objection to one question of a test (docs/answer-key.md). `_id` =
 * `{userId}:{testId}:{questionId}`: "one per question per student per test" is the duplicate key,
 * so two racing submissions cannot both be stored. Every field is written once, at the objection;
 * its status and ruling are read from the answer-key revisions (revisions-reader.ts), never copied.
 */
export type ObjectionDoc = {
  _id: string;
  userId: string;
  /** The attempt it was made from (the student's other attempts of the test share it). */
  attemptId: string;
  testId: string;
  testTitle: string;
  /** The live mock of that attempt (null: a practice attempt): the admin list filters by it. */
  liveMockId: string | null;
  questionId: string;
  questionNumber: number;
  /** The key the student's result was scored with: the admin list shows it if the bank loses the question. */
  keyAtObjection?: (typeof ANSWERS)[number] | null;
  reason: ObjectionReason;
  language: Language | null;
  details: string | null;
  evidenceImageUrl: string | null;
  createdAt: string;
};

/**
 * A student's objections to one test's questions (`_id` = `{userId}:{testId}`), by
 * `mapKey(questionId)`: the solutions page reads them with one point read (FerretDB 1.24 uses an
 * index only for a lone `_id` equality). Written after the objection itself; a write lost between
 * the two is repaired when the student objects again (the 409 path rewrites it).
 */
export type TakerObjectionsDoc = {
  _id: string;
  items?: Record<string, Omit<ObjectionDoc, '_id'> & { id: string }>;
};

/** An evidence picture: re-encoded WebP, content-addressed per owner (objection-image.ts). */
export type ObjectionImageDoc = {
  _id: string;
  ownerId: string;
  contentType: string;
  bytes: Buffer;
  createdAt: string;
};

export const objectionId = (userId: string, testId: string, questionId: string): string =>
  `${userId}:${testId}:${questionId}`;
export const takerObjectionsId = (userId: string, testId: string): string => `${userId}:${testId}`;
