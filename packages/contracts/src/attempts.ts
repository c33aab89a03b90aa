import { z } from 'zod';
import { section, sectionMarking, sectionTiming, test, testMode } from './catalog';
import { ANSWERS, ATTEMPT_LIFECYCLE, ATTEMPT_STATUSES, LANGUAGES, SUBMIT_REASONS } from './constants';
import { idField } from './ids';
import { liveAttemptRef } from './live-mocks';

export const attemptStatus = z.enum(ATTEMPT_STATUSES, {
  error: `attemptStatus must be one of ${ATTEMPT_STATUSES.join(', ')}`,
});
export type AttemptStatus = z.infer<typeof attemptStatus>;

export type AttemptLifecycle = (typeof ATTEMPT_LIFECYCLE)[number];

export type SubmitReason = (typeof SUBMIT_REASONS)[number];

/** Selected option: A-D (any case, trimmed) or null/'' for "no answer". */
export const selectedAnswer = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v),
  z.enum(ANSWERS, { error: 'selectedAnswer must be one of A, B, C, D or null' }).nullable(),
);

/**
 * Whole seconds on one question, cumulative. Numbers in JSON bodies are JSON numbers, as the API
 * document says: no coercion of text, null or true into one.
 */
const seconds = (field: string) =>
  z
    .number({ error: `${field} must be a number of seconds` })
    .min(0, `${field} cannot be negative`)
    .max(86_400, `${field} must be at most 86400 seconds`)
    .transform((v) => Math.round(v));

/**
 * Ordering key of a write: milliseconds since the epoch on the server's clock, as the screen
 * estimates it (device time + the offset learned from `serverNow`), taken when the student
 * clicked. A write whose key is not newer than the stored one for that question is ignored, so
 * a late retry never overwrites a newer answer. Optional only for callers that do not retry.
 */
const clientTs = z
  .number({ error: 'clientTs must be a timestamp in milliseconds' })
  .int('clientTs must be a whole number of milliseconds')
  .positive('clientTs must be a timestamp in milliseconds')
  .optional();

/**
 * Accepts the spec's snake_case payloads and camelCase alike. The app's own client sends
 * camelCase, which passes through untouched (no copy on the answer hot path).
 */
const camelKeys = (v: unknown) => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
  if (!Object.keys(v).some((k) => k.includes('_'))) return v;
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(v))
    out[k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = val;
  return out;
};

/** Status must agree with the answer: ANSWERED* needs one, NOT_ATTEMPTED/MARKED_FOR_REVIEW must not have one. */
const statusAgrees = (v: { selectedAnswer: string | null; attemptStatus?: AttemptStatus }) =>
  v.attemptStatus === undefined ||
  (v.selectedAnswer === null) ===
    (v.attemptStatus === 'NOT_ATTEMPTED' || v.attemptStatus === 'MARKED_FOR_REVIEW');
const statusMessage = {
  message: 'attemptStatus does not match selectedAnswer (ANSWERED needs an answer; NOT_ATTEMPTED has none)',
  path: ['attemptStatus'],
};
/**
 * `statusAgrees` as the API document states it: no status (the server derives it), a status
 * without an answer and a null one, or a status with an answer and a letter.
 */
const statusAgreesSchema = {
  anyOf: [
    { properties: { attemptStatus: false } },
    {
      properties: {
        attemptStatus: { enum: ['NOT_ATTEMPTED', 'MARKED_FOR_REVIEW'] },
        selectedAnswer: { type: 'null' },
      },
      required: ['attemptStatus'],
    },
    {
      properties: {
        attemptStatus: { enum: ['ANSWERED', 'ANSWERED_AND_MARKED'] },
        selectedAnswer: { type: 'string' },
      },
      required: ['attemptStatus'],
    },
  ],
};

/** The answer part shared by every question-attempt write. */
const answerFields = {
  selectedAnswer,
  /** Defaults from the answer: ANSWERED or NOT_ATTEMPTED. */
  attemptStatus: attemptStatus.optional(),
  timeSpent: seconds('timeSpent').optional(),
  clientTs,
  /**
   * The first answer chosen on the device among earlier writes this one replaced unsent (a
   * screen's queue keeps only the newest write per question while offline). The server takes it
   * as the question's first answer when it has none, so the answer-change analysis sees the change.
   */
  firstAnswer: selectedAnswer.optional(),
};

/** POST /api/question-attempts (spec: {test_attempt_id, question_id, selected_answer, attempt_status, time_spent}). */
export const recordAnswerRequest = z.preprocess(
  camelKeys,
  z
    .object({
      testAttemptId: idField('test_attempt_id'),
      questionId: idField('question_id'),
      ...answerFields,
    })
    .refine(statusAgrees, statusMessage)
    .meta(statusAgreesSchema),
);
export type RecordAnswerRequest = z.infer<typeof recordAnswerRequest>;

/** PUT /api/question-attempts/{attemptId}/{questionId}. */
export const updateAnswerRequest = z.preprocess(
  camelKeys,
  z.object(answerFields).refine(statusAgrees, statusMessage).meta(statusAgreesSchema),
);
export type UpdateAnswerRequest = z.infer<typeof updateAnswerRequest>;

/** One row of a bulk write; isCorrect and marksAwarded may be sent (the spec's client does) and are ignored. */
export const questionUpdate = z.preprocess(
  camelKeys,
  z
    .object({
      questionId: idField('questionId'),
      ...answerFields,
      isCorrect: z.unknown().optional(),
      marksAwarded: z.unknown().optional(),
    })
    .refine(statusAgrees, statusMessage)
    .meta(statusAgreesSchema)
    .transform(({ isCorrect: _c, marksAwarded: _m, ...rest }) => rest),
);
export type QuestionUpdate = z.infer<typeof questionUpdate>;

const questionUpdates = z
  .array(questionUpdate, { error: 'questionUpdates must be a list' })
  .max(1000, 'at most 1000 questionUpdates');

/** PUT /api/question-attempts/bulk/{attemptId}. */
export const bulkAnswersRequest = z.preprocess(camelKeys, z.object({ questionUpdates }));

/** GET /api/question-attempts?testAttemptId={id}: the saved answers of one attempt. */
export const questionAttemptsQuery = z.object({ testAttemptId: idField('testAttemptId') });

/** PUT /api/test-attempts/{id}/auto-save and PUT /api/test-attempts/{id} (spec section 7). */
export const saveProgressRequest = z.preprocess(
  camelKeys,
  z.object({
    lastActiveAt: z.iso.datetime({ offset: true, error: 'lastActiveAt must be an ISO time' }).optional(),
    lastActiveQuestionIndex: z
      .number({ error: 'lastActiveQuestionIndex must be a number' })
      .int('lastActiveQuestionIndex must be a whole number')
      .min(0, 'lastActiveQuestionIndex cannot be negative')
      .optional(),
    lastActiveSection: section.nullish(),
    /** Whole minutes, as the spec's client sends it; the server keeps its own measure. */
    durationTaken: z
      .number({ error: 'durationTaken must be a number of minutes' })
      .min(0, 'durationTaken cannot be negative')
      .optional(),
    /** Cumulative seconds per question id, including questions only looked at. */
    timeSpent: z.record(z.string().max(100), seconds('timeSpent')).optional(),
    /** Questions opened on the screen (the CBT palette's Not Answered vs Not Visited). */
    visited: z.array(z.string().max(100)).max(1000, 'at most 1000 visited question ids').optional(),
  }),
);
export type SaveProgressRequest = z.infer<typeof saveProgressRequest>;

/** POST /api/test-attempts/{id}/submit: the spec's bulk payload; client scores are ignored. */
export const submitAttemptRequest = z.preprocess(
  (v) => camelKeys(v ?? {}),
  z.object({
    testAttemptUpdates: z.unknown().optional(),
    questionUpdates: questionUpdates.optional(),
    /** TIMER when the screen's countdown reached zero. */
    reason: z.enum(['USER', 'TIMER']).optional(),
  }),
);
export type SubmitAttemptRequest = z.infer<typeof submitAttemptRequest>;

/**
 * The language the candidate chose for the paper before starting (the instructions page's
 * "default language"). The attempt keeps it for answer-key rulings that drop a question for one
 * language's takers; the exam screen may still show the other language.
 */
export const attemptLanguage = z.enum(LANGUAGES, {
  error: `language must be one of ${LANGUAGES.join(', ')}`,
});
export type AttemptLanguage = z.infer<typeof attemptLanguage>;

/**
 * POST /api/test-attempts. With `liveMockId` it starts the caller's attempt at that live mock:
 * deadline = the mock's end, refused (409) before the start or after joining closes. `language`
 * is the paper's language for a new attempt (absent: ENGLISH); a resumed attempt keeps its own.
 */
export const startAttemptRequest = z.preprocess(
  camelKeys,
  z.object({
    testId: idField('testId'),
    liveMockId: idField('liveMockId').optional(),
    language: attemptLanguage.optional(),
  }),
);

/** The test as the attempt froze it when it started (spec: embedded test). */
export const attemptTest = test
  .pick({
    id: true,
    title: true,
    testTitle: true,
    description: true,
    testType: true,
    examType: true,
    section: true,
    sections: true,
    durationMinutes: true,
    totalQuestions: true,
    totalMarks: true,
    marksPerQuestion: true,
    negativeMarks: true,
    negativeMarking: true,
  })
  .extend({
    // Attempts frozen before these fields existed read as the spec's screen with one clock.
    mode: testMode.default('PRACTICE'),
    sectionTimings: z.array(sectionTiming).default([]),
    sectionMarking: z.array(sectionMarking).default([]),
    evaluateAnsweredAndMarked: z.boolean().default(true),
  });
export type AttemptTest = z.infer<typeof attemptTest>;

/** A timed block's clock in one attempt (exam-rules.ts `sectionWindows`). */
export const sectionDeadline = z.object({
  section,
  sections: z.array(section),
  durationMinutes: z.number(),
  opensAt: z.string(),
  deadline: z.string(),
});
export type SectionDeadline = z.infer<typeof sectionDeadline>;

export const attemptQuestionRef = z.object({ questionId: z.string(), section });
export type AttemptQuestionRef = z.infer<typeof attemptQuestionRef>;

/** GET /internal/tests/{id}/snapshot on catalog: what an attempt freezes at start. */
export const testSnapshot = z.object({ test: attemptTest, questions: z.array(attemptQuestionRef) });
export type TestSnapshot = z.infer<typeof testSnapshot>;

/** A saved answer (spec: question attempt). isCorrect/marksAwarded stay null until results scores it. */
export const questionAttempt = z.object({
  id: z.string(),
  testAttemptId: z.string(),
  questionId: z.string(),
  section,
  selectedAnswer: z.enum(ANSWERS).nullable(),
  attemptStatus,
  timeSpent: z.number(),
  isCorrect: z.boolean().nullable(),
  marksAwarded: z.number().nullable(),
  /** Ordering key of the write that set this answer (0 before any). */
  clientTs: z.number(),
  updatedAt: z.string().nullable(),
  /** Opened on the screen at least once (an answer or a mark implies it). */
  visited: z.boolean(),
});
export type QuestionAttempt = z.infer<typeof questionAttempt>;

/** Result of one answer write: `applied` is false when a newer write already holds (then `questionAttempt` is that one). */
export const answerWriteResult = z.object({ applied: z.boolean(), questionAttempt });
export type AnswerWriteResult = z.infer<typeof answerWriteResult>;
export const bulkAnswersResult = z.object({ results: z.array(answerWriteResult) });

/** GET /api/test-attempts/{id}: the attempt with its embedded test (spec section 3). */
export const testAttempt = z.object({
  id: z.string(),
  userId: z.string(),
  testId: z.string(),
  status: z.enum(ATTEMPT_LIFECYCLE),
  isCompleted: z.boolean(),
  startedAt: z.string(),
  /** Server-authoritative end: startedAt + duration (+ compensatory time; a live mock's end). */
  deadline: z.string(),
  /** Extra minutes the student's compensatory-time eligibility added (0 when none). */
  compensatoryMinutes: z.number(),
  /** The timed blocks' windows, in order; empty when the test has one clock. */
  sectionDeadlines: z.array(sectionDeadline),
  /** The server's clock when this response was built; the screen counts down from it. */
  serverNow: z.string(),
  submittedAt: z.string().nullable(),
  submitReason: z.enum(SUBMIT_REASONS).nullable(),
  /** Numeric string once results has scored the attempt (spec section 3). */
  totalScore: z.string().nullable(),
  percentage: z.number().nullable(),
  percentile: z.number().nullable(),
  /** Minutes, decimal: submit time (or now) minus start, capped at the duration. */
  durationTaken: z.number(),
  lastActiveQuestionIndex: z.number().int(),
  lastActiveSection: section.nullable(),
  lastActiveAt: z.string().nullable(),
  /** 1 for the student's first attempt at this test, 2 for the first reattempt, ... */
  attemptNumber: z.number().int(),
  test: attemptTest,
  /** The frozen, ordered question list with sections. */
  questions: z.array(attemptQuestionRef),
  /** One per question, in test order (NOT_ATTEMPTED rows for untouched questions). */
  questionAttempts: z.array(questionAttempt),
  /** Number of events in the attempt's stream. */
  version: z.number().int(),
  /** Set for an attempt at a live mock: its id, end and results release. */
  liveMock: liveAttemptRef.nullable(),
});
export type TestAttempt = z.infer<typeof testAttempt>;

/** GET /api/test-attempts/in-progress: the resume list (no answer sheets). */
export const attemptSummary = testAttempt
  .pick({
    id: true,
    testId: true,
    status: true,
    isCompleted: true,
    startedAt: true,
    deadline: true,
    submittedAt: true,
    lastActiveQuestionIndex: true,
    lastActiveSection: true,
    lastActiveAt: true,
    attemptNumber: true,
    test: true,
    liveMock: true,
  })
  .extend({ answeredCount: z.number().int() });
export type AttemptSummary = z.infer<typeof attemptSummary>;

/** PUT auto-save / update response. */
export const progressSaved = z.object({
  id: z.string(),
  lastActiveAt: z.string().nullable(),
  version: z.number().int(),
});

/** Internal: GET /internal/stats on the attempts service (admin identity). */
export const attemptStats = z.object({ total: z.number().int(), inProgress: z.number().int().optional() });
export type AttemptStats = z.infer<typeof attemptStats>;

/** Messages the screen and tests rely on. */
export const ATTEMPT_MESSAGES = {
  notFound: 'Test attempt not found',
  testNotFound: 'Test not found',
  submitted: 'This test has already been submitted; answers can no longer be changed',
  timeUp: 'Time is up for this test; answers can no longer be changed',
  questionNotInAttempt: 'This question is not part of this test attempt',
  sectionClosed: 'This section is closed; its answers can no longer be changed',
  sectionNotOpen: 'This section has not opened yet',
} as const;

/**
 * Internal: GET /internal/attempts/{id} on attempts — who an attempt belongs to, whether it is
 * submitted, and for an attempt at a live mock the mock (so a results page opened before the
 * server's close hears when the results appear, not "not found").
 */
export const internalAttemptStatus = z.object({
  attemptId: z.string(),
  userId: z.string(),
  status: z.enum(ATTEMPT_LIFECYCLE),
  liveMock: liveAttemptRef.optional(),
});
export type InternalAttemptStatus = z.infer<typeof internalAttemptStatus>;
