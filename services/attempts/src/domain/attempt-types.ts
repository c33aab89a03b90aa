import type {
  Answer,
  AttemptLanguage,
  AttemptLifecycle,
  AttemptQuestionRef,
  AttemptStatus,
  AttemptTest,
  answerRecordedData,
  attemptStartedData,
  attemptSubmittedData,
  LiveAttemptRef,
  progressSavedData,
  QuestionUpdate,
  reviewMarkToggledData,
  Section,
  SectionDeadline,
  SubmitReason,
  TestSnapshot,
} from '@ssc/contracts';
import type { z } from 'zod';

/** What is stored for one question once any write touched it. */
export type AnswerRow = {
  selectedAnswer: Answer | null;
  attemptStatus: AttemptStatus;
  /** Cumulative seconds; only grows. */
  timeSpent: number;
  /** Ordering key of the write that set the answer (0: only time was recorded). */
  clientTs: number;
  updatedAt: string | null;
  /** Opened on the screen (tells Not Answered from Not Visited); any answer write sets it. Absent: false. */
  visited?: boolean;
  /**
   * The first answer ever recorded (for the analysis's answer changes): null while none was; absent on
   * rows written before it was kept (unknown then, see attempt-rules.ts `firstAnswerOf`).
   */
  firstAnswer?: Answer | null;
};

/** The attempt as `evolve` folds it from its events; also the stored projection. */
export type AttemptState = {
  id: string;
  userId: string;
  testId: string;
  test: AttemptTest;
  questions: AttemptQuestionRef[];
  attemptNumber: number;
  startedAt: string;
  deadline: string;
  status: AttemptLifecycle;
  submittedAt: string | null;
  submitReason: SubmitReason | null;
  /** Minutes, decimal, fixed at submission. */
  durationTaken: number | null;
  lastActiveQuestionIndex: number;
  lastActiveSection: Section | null;
  lastActiveAt: string | null;
  /** Aligned with `questions`; null until a write touches that question. */
  answers: (AnswerRow | null)[];
  /** Number of events folded (= seq of the last one). */
  version: number;
  /** Set for an attempt at a live mock; absent (older snapshots) or null for practice. */
  liveMock?: LiveAttemptRef | null;
  /** Compensatory minutes granted, and the timed blocks' windows (absent: 0 and none). */
  compensatoryMinutes?: number;
  sectionDeadlines?: SectionDeadline[];
  /** The paper's language chosen before the start; absent for attempts started before it was kept. */
  language?: AttemptLanguage;
};

export type AttemptStarted = { type: 'AttemptStarted'; data: z.infer<typeof attemptStartedData> };
export type AnswerRecorded = { type: 'AnswerRecorded'; data: z.infer<typeof answerRecordedData> };
export type ReviewMarkToggled = { type: 'ReviewMarkToggled'; data: z.infer<typeof reviewMarkToggledData> };
export type ProgressSaved = { type: 'ProgressSaved'; data: z.infer<typeof progressSavedData> };
export type AttemptSubmitted = { type: 'AttemptSubmitted'; data: z.infer<typeof attemptSubmittedData> };
export type AttemptEvent =
  | AttemptStarted
  | AnswerRecorded
  | ReviewMarkToggled
  | ProgressSaved
  | AttemptSubmitted;

type Addressed = { attemptId: string; userId: string };

/** Built by the start route once it has the test snapshot and the attempt number. */
export type StartAttempt = Addressed & {
  type: 'StartAttempt';
  testId: string;
  snapshot: TestSnapshot;
  attemptNumber: number;
  /** An attempt at a live mock: its deadline is the mock's end, and its events carry the mock. */
  liveMock?: LiveAttemptRef;
  /** When the live mock started: its timed blocks run from then, the same for every taker. */
  liveStartsAt?: string;
  /** The student's compensatory-time eligibility (auth's profile flag) at this start. */
  compensatoryTime: boolean;
  /** The paper's language the candidate chose before starting. */
  language: AttemptLanguage;
};
/** One or more answer writes (single, update and bulk routes). */
export type RecordAnswer = Addressed & { type: 'RecordAnswer'; updates: QuestionUpdate[] };
export type SaveProgress = Addressed & {
  type: 'SaveProgress';
  lastActiveAt?: string;
  lastActiveQuestionIndex?: number;
  /** undefined: keep; null: no section. */
  lastActiveSection?: Section | null;
  timeSpent?: Record<string, number>;
  /** Question ids opened on the screen. */
  visited?: string[];
};
export type SubmitAttempt = Addressed & {
  type: 'SubmitAttempt';
  reason: SubmitReason;
  updates: QuestionUpdate[];
};
export type AttemptCommand = StartAttempt | RecordAnswer | SaveProgress | SubmitAttempt;

export type AttemptPolicy = {
  /** How long after the deadline writes and a submit are still accepted. */
  graceMs: number;
};
export const DEFAULT_POLICY: AttemptPolicy = { graceMs: 30_000 };

export function assertNever(value: never): never {
  throw new Error(`unexpected ${JSON.stringify(value)}`);
}
