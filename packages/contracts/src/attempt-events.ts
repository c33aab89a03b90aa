import { z } from 'zod';
import { attemptQuestionRef, attemptStatus, attemptTest, sectionDeadline, selectedAnswer } from './attempts';
import { section } from './catalog';
import { LANGUAGES, SUBMIT_REASONS } from './constants';
import { eventEnvelope } from './events';
import { liveAttemptRef } from './live-mocks';

/**
 * The attempt's event stream (ARCHITECTURE.md "Events and jobs"). Stored in the attempts
 * database, one document per event, and published to Kafka topic `attempts.v1` with
 * key = attemptId; the lifecycle events (ATTEMPT_LIFECYCLE_EVENT_TYPES) also go to
 * `attempts.lifecycle.v1`, so their consumers never read an answer. Each `data` carries
 * `attemptId` and `userId` so consumers need no lookups.
 */
const base = { attemptId: z.string(), userId: z.string() };

export const attemptStartedData = z.object({
  ...base,
  testId: z.string(),
  test: attemptTest,
  questions: z.array(attemptQuestionRef),
  startedAt: z.iso.datetime(),
  deadline: z.iso.datetime(),
  attemptNumber: z.number().int().min(1),
  /** An attempt at a live mock; absent for practice. */
  liveMock: liveAttemptRef.optional(),
  /** Compensatory minutes granted and the timed blocks' windows (absent: none). */
  compensatoryMinutes: z.number().optional(),
  sectionDeadlines: z.array(sectionDeadline).optional(),
  /** The paper's language, chosen before the start (absent in events older than it). */
  language: z.enum(LANGUAGES).optional(),
});

/** An answer chosen, changed or cleared (status carries the review mark along). */
export const answerRecordedData = z.object({
  ...base,
  questionId: z.string(),
  selectedAnswer: selectedAnswer,
  attemptStatus,
  timeSpent: z.number(),
  clientTs: z.number(),
  recordedAt: z.iso.datetime(),
  /**
   * An earlier answer the writer chose and replaced before it reached the server (the write's
   * `firstAnswer`); present only when the question had no first answer yet and it differs.
   */
  firstAnswer: selectedAnswer.optional(),
});

/** Only the review mark changed; the answer stayed. */
export const reviewMarkToggledData = answerRecordedData.extend({ marked: z.boolean() });

export const progressSavedData = z.object({
  ...base,
  lastActiveAt: z.iso.datetime({ offset: true }),
  lastActiveQuestionIndex: z.number().int().min(0).nullable(),
  lastActiveSection: section.nullable(),
  /** Cumulative seconds per question that grew with this save. */
  timeSpent: z.record(z.string(), z.number()),
  /** Questions first opened since the last save (absent in older events). */
  visited: z.array(z.string()).optional(),
  savedAt: z.iso.datetime(),
});

/** The final answer sheet: one row per question of the attempt, in test order. */
export const answerSheetRow = z.object({
  questionId: z.string(),
  section,
  selectedAnswer: selectedAnswer,
  attemptStatus,
  timeSpent: z.number(),
  /** Opened at least once (absent in older events: read as opened when touched). */
  visited: z.boolean().optional(),
  /** The first answer ever chosen for it (for the answer-change analysis; absent: unknown). */
  firstAnswer: selectedAnswer.optional(),
});
export type AnswerSheetRow = z.infer<typeof answerSheetRow>;

export const attemptSubmittedData = z.object({
  ...base,
  testId: z.string(),
  test: attemptTest,
  attemptNumber: z.number().int().min(1),
  startedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime(),
  reason: z.enum(SUBMIT_REASONS),
  /** Minutes, decimal. */
  durationTaken: z.number(),
  answers: z.array(answerSheetRow),
  /** An attempt at a live mock: results rank it among live takers and release it at `resultsReleaseAt`. */
  liveMock: liveAttemptRef.optional(),
  /** As started. */
  compensatoryMinutes: z.number().optional(),
  sectionDeadlines: z.array(sectionDeadline).optional(),
  /**
   * The language the paper was read in, as chosen before the start, for an answer-key ruling
   * that drops a question for one language's takers. Absent for attempts started before it was
   * recorded: results treats the language as unknown then (docs/answer-key.md).
   */
  language: z.enum(LANGUAGES).optional(),
});
export type AttemptSubmittedData = z.infer<typeof attemptSubmittedData>;

export const attemptEvents = {
  AttemptStarted: eventEnvelope('AttemptStarted', 1, attemptStartedData),
  AnswerRecorded: eventEnvelope('AnswerRecorded', 1, answerRecordedData),
  ReviewMarkToggled: eventEnvelope('ReviewMarkToggled', 1, reviewMarkToggledData),
  ProgressSaved: eventEnvelope('ProgressSaved', 1, progressSavedData),
  AttemptSubmitted: eventEnvelope('AttemptSubmitted', 1, attemptSubmittedData),
} as const;
export const ATTEMPT_EVENT_TYPES = Object.keys(attemptEvents) as (keyof typeof attemptEvents)[];
export type AttemptEventType = keyof typeof attemptEvents;
/** An attempt started, or submitted (by the aspirant or closed by the server at its deadline). */
export const ATTEMPT_LIFECYCLE_EVENT_TYPES: readonly AttemptEventType[] = [
  'AttemptStarted',
  'AttemptSubmitted',
];
