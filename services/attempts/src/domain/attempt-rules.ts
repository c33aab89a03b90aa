import type { Answer, AnswerSheetRow, AttemptStatus, QuestionUpdate } from '@ssc/contracts';
import { AttemptClosed, AttemptNotFound } from './attempt-errors';
import type { AnswerRow, AttemptPolicy, AttemptState } from './attempt-types';

export const EMPTY_ROW: AnswerRow = {
  selectedAnswer: null,
  attemptStatus: 'NOT_ATTEMPTED',
  timeSpent: 0,
  clientTs: 0,
  updatedAt: null,
  firstAnswer: null,
};

/** Position of a question in the attempt, or -1. Linear: a test has at most a few hundred. */
export function questionIndex(state: AttemptState, questionId: string): number {
  return state.questions.findIndex((q) => q.questionId === questionId);
}

export const rowAt = (state: AttemptState, index: number): AnswerRow => state.answers[index] ?? EMPTY_ROW;

/** The attempt as its owner sees it; anyone else is told it does not exist. */
export function ownedBy(state: AttemptState | null, userId: string): AttemptState {
  if (!state || state.userId !== userId) throw new AttemptNotFound();
  return state;
}

/** When the server stops accepting writes: deadline plus grace. */
export const closesAt = (state: AttemptState, policy: AttemptPolicy): number =>
  Date.parse(state.deadline) + policy.graceMs;

/**
 * The one "live attempt" rule: in progress and before its deadline. It is what the resume list
 * shows and what a second start returns; it reads an attempt or its entry in the user's index.
 */
export const isLive = (attempt: Pick<AttemptState, 'status' | 'deadline'>, now: Date): boolean =>
  attempt.status === 'IN_PROGRESS' && now.getTime() < Date.parse(attempt.deadline);

/** Answers, marks and time can change only while in progress and not past deadline + grace. */
export function assertWritable(state: AttemptState, now: Date, policy: AttemptPolicy): void {
  if (state.status === 'SUBMITTED') throw new AttemptClosed('submitted');
  if (now.getTime() > closesAt(state, policy)) throw new AttemptClosed('timeUp');
}

export const isMarked = (status: AttemptStatus): boolean =>
  status === 'MARKED_FOR_REVIEW' || status === 'ANSWERED_AND_MARKED';

/** The status a write asks for; without one it follows the answer. */
export const statusOf = (u: Pick<QuestionUpdate, 'selectedAnswer' | 'attemptStatus'>): AttemptStatus =>
  u.attemptStatus ?? (u.selectedAnswer === null ? 'NOT_ATTEMPTED' : 'ANSWERED');

/** The write's ordering key; callers that do not retry may omit it and get the server's time. */
export const writeTs = (u: Pick<QuestionUpdate, 'clientTs'>, now: Date): number =>
  u.clientTs ?? now.getTime();

/**
 * Minutes, decimal (2 places): end (submission or now) minus start, between 0 and the time the
 * attempt had: the duration plus compensatory time, or its own span when its blocks ran longer.
 */
export function durationTakenMinutes(state: AttemptState, now: Date): number {
  if (state.durationTaken !== null) return state.durationTaken;
  const end = state.submittedAt ? Date.parse(state.submittedAt) : now.getTime();
  const startedAt = Date.parse(state.startedAt);
  const allowed = Math.max(
    (state.test.durationMinutes + (state.compensatoryMinutes ?? 0)) * 60_000,
    Date.parse(state.deadline) - startedAt,
  );
  const ms = Math.min(Math.max(0, end - startedAt), allowed);
  return Math.round(ms / 600) / 100;
}

/** The final answer sheet: one row per question, test order. */
export function answerSheet(state: AttemptState): AnswerSheetRow[] {
  return state.questions.map((q, i) => {
    const row = rowAt(state, i);
    return {
      questionId: q.questionId,
      section: q.section,
      selectedAnswer: row.selectedAnswer,
      attemptStatus: row.attemptStatus,
      timeSpent: row.timeSpent,
      visited: isVisited(row),
      ...firstAnswerField(row),
    };
  });
}

/**
 * The first answer ever recorded for a row. A row from before first answers were kept that was
 * never answered (clientTs 0) had none (null); one that was answered is unknown (undefined).
 */
export function firstAnswerOf(row: AnswerRow): Answer | null | undefined {
  if (row.firstAnswer !== undefined) return row.firstAnswer;
  return row.clientTs === 0 ? null : undefined;
}

const firstAnswerField = (row: AnswerRow): { firstAnswer?: Answer | null } => {
  const first = firstAnswerOf(row);
  return first === undefined ? {} : { firstAnswer: first };
};

/** Opened on the screen: recorded as such, or (rows from before visits were recorded) written or timed. */
export const isVisited = (row: AnswerRow): boolean =>
  row.visited ?? (row.updatedAt !== null || row.timeSpent > 0);

export const answeredCount = (state: AttemptState): number =>
  state.answers.reduce((n, row) => n + (row?.selectedAnswer ? 1 : 0), 0);
