import type { AttemptStatus } from '@ssc/contracts';
import { CBT_STATE_LABELS, CBT_STATES } from '@ssc/contracts/constants';
import { type CbtState, cbtStateOf } from '@ssc/contracts/exam-rules';

export type { CbtState };
export { CBT_STATE_LABELS, CBT_STATES };

/** The CBT palette's five states, one per question (issue 15; the rule is exam-rules' cbtStateOf). */
export function cbtStatesOf(
  questionIds: readonly string[],
  statuses: readonly AttemptStatus[],
  visited: Readonly<Record<string, true>>,
): CbtState[] {
  return questionIds.map((id, i) =>
    cbtStateOf({ attemptStatus: statuses[i] ?? 'NOT_ATTEMPTED', visited: visited[id] === true }),
  );
}

export type CbtCounts = Record<CbtState, number>;

export function countCbtStates(states: Iterable<CbtState>): CbtCounts {
  const counts = Object.fromEntries(CBT_STATES.map((state) => [state, 0])) as CbtCounts;
  for (const state of states) counts[state] += 1;
  return counts;
}

/**
 * Class per state: colour and shape together (testTaking.css), as on the real screen — a grey
 * square, a red tab pointing down, a green tab pointing up, a violet circle, and a violet circle
 * with a green tick — plus a glyph, so no state is told by colour alone.
 */
export const CBT_STATE_CLASS: Readonly<Record<CbtState, string>> = {
  NOT_VISITED: 'cbt-not-visited',
  NOT_ANSWERED: 'cbt-not-answered',
  ANSWERED: 'cbt-answered',
  MARKED_FOR_REVIEW: 'cbt-marked',
  ANSWERED_AND_MARKED: 'cbt-answered-marked',
};

/** The legend's order, as TCS iON prints it. */
export const CBT_LEGEND_ORDER: readonly CbtState[] = [
  'ANSWERED',
  'NOT_ANSWERED',
  'NOT_VISITED',
  'MARKED_FOR_REVIEW',
  'ANSWERED_AND_MARKED',
];
