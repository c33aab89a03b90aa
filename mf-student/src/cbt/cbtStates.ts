import type { ScoredAnswer } from '@ssc/contracts';
import { CBT_STATE_LABELS, CBT_STATES } from '@ssc/contracts/constants';
import { type CbtState, cbtStateOf } from '@ssc/contracts/exam-rules';

export type { CbtState };
export { CBT_STATE_LABELS, CBT_STATES };

/**
 * A scored answer's palette state: the one results recorded at submission, else
 * derived by exam-rules' cbtStateOf; an older result has no visits, so time on a question
 * stands for having opened it.
 */
export function scoredCbtState(
  answer: Pick<ScoredAnswer, 'attemptStatus' | 'timeSpent'> & { cbtState?: CbtState },
): CbtState {
  return (
    answer.cbtState ?? cbtStateOf({ attemptStatus: answer.attemptStatus, visited: answer.timeSpent > 0 })
  );
}

export type CbtStateCounts = Record<CbtState, number>;

/** How many questions are in each state (every state present, 0 when none). */
export function countCbtStates(states: Iterable<CbtState>): CbtStateCounts {
  const counts = Object.fromEntries(CBT_STATES.map((state) => [state, 0])) as CbtStateCounts;
  for (const state of states) counts[state] += 1;
  return counts;
}

export function countScoredCbtStates(
  answers: ReadonlyArray<Parameters<typeof scoredCbtState>[0]>,
  totalQuestions = answers.length,
): CbtStateCounts {
  const counts = countCbtStates(answers.map(scoredCbtState));
  // Questions with no row on the sheet were never opened.
  counts.NOT_VISITED += Math.max(0, totalQuestions - answers.length);
  return counts;
}

/** The real screen's order (TCS iON's legend). */
export const CBT_STATE_ORDER: readonly CbtState[] = [
  'ANSWERED',
  'NOT_ANSWERED',
  'NOT_VISITED',
  'MARKED_FOR_REVIEW',
  'ANSWERED_AND_MARKED',
];
