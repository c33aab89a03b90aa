import type { AttemptStatus } from '@ssc/contracts';
import { type CbtState, cbtStateOf } from '@ssc/contracts/exam-rules';
import { CBT_STATE_ORDER, CBT_STATES, type CbtStateCounts, countCbtStates } from '../../cbt/cbtStates';

export type { CbtState };
export { CBT_STATES, countCbtStates };

/** Each state's name on SSC's screen: message ids of the exam catalog (docs/glossary-hi.md). */
export const CBT_STATE_LABELS: Readonly<Record<CbtState, string>> = {
  ANSWERED: 'exam.cbtAnswered',
  NOT_ANSWERED: 'exam.cbtNotAnswered',
  NOT_VISITED: 'exam.cbtNotVisited',
  MARKED_FOR_REVIEW: 'exam.cbtMarked',
  ANSWERED_AND_MARKED: 'exam.cbtAnsweredMarked',
};
export type CbtCounts = CbtStateCounts;
/** The legend's order, as TCS iON prints it (shared with results). */
export const CBT_LEGEND_ORDER = CBT_STATE_ORDER;

/** The CBT palette's five states, one per question (the rule is exam-rules' cbtStateOf). */
export function cbtStatesOf(
  questionIds: readonly string[],
  statuses: readonly AttemptStatus[],
  visited: Readonly<Record<string, true>>,
): CbtState[] {
  return questionIds.map((id, i) =>
    cbtStateOf({ attemptStatus: statuses[i] ?? 'NOT_ATTEMPTED', visited: visited[id] === true }),
  );
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
