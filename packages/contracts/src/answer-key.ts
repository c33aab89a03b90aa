import { z } from 'zod';
import {
  ANSWER_KEY_DECISIONS,
  ANSWERS,
  LANGUAGES,
  OBJECTION_DETAILS_MAX,
  OBJECTION_REASONS,
  OBJECTION_STATUSES,
} from './constants';
import { idField } from './ids';
import { itemQuestionStats } from './item-analysis';
import { NOT_BLANK } from './text-rules';

/**
 * The answer-key challenge (docs/answer-key.md): students object to a question of a result
 * they can see; admins decide, and every affected result is re-scored. The lists and limits are in
 * constants.ts, which the browser bundles read without zod.
 */

const answer = z.enum(ANSWERS);
const language = z.enum(LANGUAGES);

/** Where POST /api/upload/objection-image stores a picture (a hash of its owner and bytes). */
export const OBJECTION_IMAGE_URL = /^\/media\/objections\/[a-f0-9]{32}\.webp$/;

/** POST /api/objections (201 with the objection). */
export const createObjectionBody = z.object({
  // Ids as everywhere else (ids.ts): a longer one is a 400, never a lookup another service refuses.
  attemptId: idField('attemptId'),
  questionId: idField('questionId'),
  reason: z.enum(OBJECTION_REASONS),
  /** Which language's text is wrong (required for TRANSLATION_ERROR, optional otherwise). */
  language: language.optional(),
  details: z.string().max(OBJECTION_DETAILS_MAX).optional(),
  /** From POST /api/upload/objection-image, same rules as the other image uploads. */
  evidenceImageUrl: z
    .string()
    .regex(OBJECTION_IMAGE_URL, 'evidenceImageUrl must be an image uploaded with /api/upload/objection-image')
    .optional(),
});
export type CreateObjectionBody = z.infer<typeof createObjectionBody>;

/** What students see of an admin's ruling (on their objection and on their result). */
export const answerKeyRuling = z.object({
  revisionId: z.string(),
  decision: z.enum(ANSWER_KEY_DECISIONS),
  /** CHANGE: the one new key; ACCEPT_MULTIPLE: every accepted option. */
  correctAnswers: z.array(answer),
  /** DROP_LANGUAGE: the language whose takers get the marks. */
  language: language.nullable(),
  note: z.string(),
  decidedAt: z.string(),
});
export type AnswerKeyRuling = z.infer<typeof answerKeyRuling>;

/** A student's objection (GET /api/objections?attemptId=, POST's answer). */
export const objection = z.object({
  id: z.string(),
  attemptId: z.string(),
  testId: z.string(),
  questionId: z.string(),
  /** 1-based position of the question in the test. */
  questionNumber: z.number().int(),
  reason: z.enum(OBJECTION_REASONS),
  language: language.nullable(),
  details: z.string().nullable(),
  evidenceImageUrl: z.string().nullable(),
  status: z.enum(OBJECTION_STATUSES),
  createdAt: z.string(),
  /** The ruling on the question, once there is one. */
  ruling: answerKeyRuling.nullable(),
});
export type Objection = z.infer<typeof objection>;

export const objectionList = z.object({
  items: z.array(objection),
  /** When objections to the test close for the caller (null: a practice attempt, never). */
  closesAt: z.string().nullable().optional(),
  /** Whether the caller may object now. */
  open: z.boolean().optional(),
});
export type ObjectionList = z.infer<typeof objectionList>;

/** One question with objections on the admin's Objections tab (GET /api/admin/objections). */
export const objectionQuestionRow = z.object({
  testId: z.string(),
  testTitle: z.string(),
  questionId: z.string(),
  questionNumber: z.number().int(),
  /** Live mocks whose takers objected to it. */
  liveMockIds: z.array(z.string()),
  status: z.enum(OBJECTION_STATUSES),
  total: z.number().int(),
  countsByReason: z.record(z.enum(OBJECTION_REASONS), z.number().int()),
  question: z.object({
    questionTextEnglish: z.string().nullable(),
    questionTextHindi: z.string().nullable(),
    options: z.array(
      z.object({ option: answer, english: z.string().nullable(), hindi: z.string().nullable() }),
    ),
    correctAnswer: answer,
  }),
  /** From the test's item analysis; null until it has been computed. */
  itemStats: itemQuestionStats.nullable(),
  objections: z.array(
    objection.pick({
      id: true,
      reason: true,
      language: true,
      details: true,
      evidenceImageUrl: true,
      createdAt: true,
    }),
  ),
  /** The latest ruling on the question, if any. */
  ruling: answerKeyRuling.nullable(),
});
export type ObjectionQuestionRow = z.infer<typeof objectionQuestionRow>;

export const adminObjectionsQuery = z.object({
  testId: z.string().optional(),
  liveMockId: z.string().optional(),
  status: z.enum(OBJECTION_STATUSES).optional(),
});
export const adminObjectionList = z.object({ items: z.array(objectionQuestionRow) });
export type AdminObjectionList = z.infer<typeof adminObjectionList>;

/** POST /api/admin/answer-key-revisions (202 {id}). */
export const createRevisionBody = z
  .object({
    testId: idField('testId'),
    questionId: idField('questionId'),
    decision: z.enum(ANSWER_KEY_DECISIONS),
    /** CHANGE: exactly one, different from the key; ACCEPT_MULTIPLE: two or more. */
    correctAnswers: z
      .array(answer)
      .max(ANSWERS.length)
      .refine(
        (answers) => new Set(answers).size === answers.length,
        'correctAnswers must not repeat an option',
      )
      .meta({ uniqueItems: true })
      .optional(),
    /** DROP_LANGUAGE only. */
    language: language.optional(),
    note: z
      .string()
      .regex(NOT_BLANK, 'Write a note for the students: they see it with the ruling')
      .trim()
      .max(OBJECTION_DETAILS_MAX),
  })
  .meta({
    // What each decision needs, so a client (and the API document) knows before asking.
    anyOf: [
      { properties: { decision: { enum: ['KEEP', 'DROP'] } } },
      {
        properties: { decision: { const: 'CHANGE' }, correctAnswers: { minItems: 1, maxItems: 1 } },
        required: ['correctAnswers'],
      },
      {
        properties: { decision: { const: 'ACCEPT_MULTIPLE' }, correctAnswers: { minItems: 2 } },
        required: ['correctAnswers'],
      },
      { properties: { decision: { const: 'DROP_LANGUAGE' } }, required: ['language'] },
    ],
  });
export type CreateRevisionBody = z.infer<typeof createRevisionBody>;

export const REVISION_STATUSES = ['RUNNING', 'DONE'] as const;

/** GET /api/admin/answer-key-revisions/{id}: the revision and its re-scoring's progress. */
export const answerKeyRevision = answerKeyRuling.extend({
  id: z.string(),
  testId: z.string(),
  questionId: z.string(),
  questionNumber: z.number().int(),
  status: z.enum(REVISION_STATUSES),
  /** Attempts of the test that the revision re-scores. */
  affected: z.number().int(),
  rescored: z.number().int(),
  failed: z.number().int(),
});
export type AnswerKeyRevision = z.infer<typeof answerKeyRevision>;

/** On a result: one revision that changed (or confirmed) its score; the page words it in the interface language. */
export const resultRevision = z.object({
  revisionId: z.string(),
  questionId: z.string(),
  questionNumber: z.number().int(),
  decision: z.enum(ANSWER_KEY_DECISIONS),
  decidedAt: z.string(),
  note: z.string(),
  scoreBefore: z.number(),
  scoreAfter: z.number(),
});
export type ResultRevision = z.infer<typeof resultRevision>;
