import type { Answer, AttemptStatus } from '@ssc/contracts';

/**
 * Per-question status (spec section 4) as two facts, the chosen option and the review mark;
 * the four statuses are derived from them, so they can never disagree.
 */
export interface AnswerState {
  selectedAnswer: Answer | null;
  marked: boolean;
}

export const UNTOUCHED: AnswerState = { selectedAnswer: null, marked: false };

export function statusOf({ selectedAnswer, marked }: AnswerState): AttemptStatus {
  if (selectedAnswer) return marked ? 'ANSWERED_AND_MARKED' : 'ANSWERED';
  return marked ? 'MARKED_FOR_REVIEW' : 'NOT_ATTEMPTED';
}

export function isMarkedStatus(status: AttemptStatus): boolean {
  return status === 'MARKED_FOR_REVIEW' || status === 'ANSWERED_AND_MARKED';
}

export function isAnsweredStatus(status: AttemptStatus): boolean {
  return status === 'ANSWERED' || status === 'ANSWERED_AND_MARKED';
}

/** A saved answer back into the two facts; an answer is only kept where the status says answered. */
export function stateFromSaved(selectedAnswer: Answer | null, status: AttemptStatus): AnswerState {
  return {
    selectedAnswer: isAnsweredStatus(status) ? selectedAnswer : null,
    marked: isMarkedStatus(status),
  };
}

/** Choosing an option answers; choosing the chosen option again clears it. The mark stays. */
export function selectOption(state: AnswerState, option: Answer): AnswerState {
  return { selectedAnswer: state.selectedAnswer === option ? null : option, marked: state.marked };
}

/** Mark for Review / Unmark. */
export function toggleMark(state: AnswerState): AnswerState {
  return { selectedAnswer: state.selectedAnswer, marked: !state.marked };
}

/** Save & Next saves a marked answer as plainly ANSWERED; anything else is left as it is. */
export function saveAndNext(state: AnswerState): AnswerState {
  return state.selectedAnswer && state.marked
    ? { selectedAnswer: state.selectedAnswer, marked: false }
    : state;
}

export function sameState(a: AnswerState, b: AnswerState): boolean {
  return a.selectedAnswer === b.selectedAnswer && a.marked === b.marked;
}

export type StatusCounts = Record<AttemptStatus, number>;

export function countStatuses(statuses: Iterable<AttemptStatus>): StatusCounts {
  const counts: StatusCounts = {
    NOT_ATTEMPTED: 0,
    ANSWERED: 0,
    MARKED_FOR_REVIEW: 0,
    ANSWERED_AND_MARKED: 0,
  };
  for (const status of statuses) counts[status] += 1;
  return counts;
}

/** Answered includes answered-and-marked; marked includes both marked statuses (the submit dialog's counts). */
export function answeredCount(counts: StatusCounts): number {
  return counts.ANSWERED + counts.ANSWERED_AND_MARKED;
}

export function markedCount(counts: StatusCounts): number {
  return counts.MARKED_FOR_REVIEW + counts.ANSWERED_AND_MARKED;
}

/** Words for the navigator's labels and legend. */
export const STATUS_LABELS: Readonly<Record<AttemptStatus, string>> = {
  ANSWERED: 'exam.statusAnswered',
  MARKED_FOR_REVIEW: 'exam.statusMarked',
  ANSWERED_AND_MARKED: 'exam.statusAnsweredMarked',
  NOT_ATTEMPTED: 'exam.statusNotAttempted',
};
