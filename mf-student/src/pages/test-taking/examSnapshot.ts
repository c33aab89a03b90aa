import type { Answer, AttemptStatus } from '@ssc/contracts';
import type { QueueStatus } from './answerQueue';
import { type CbtCounts, type CbtState, cbtStatesOf, countCbtStates } from './cbtPalette';
import type { Store } from './externalStore';
import { countStatuses, type StatusCounts, statusOf, UNTOUCHED } from './questionStatus';
import type { Sheet } from './resume';

/** Question ids opened on the screen (they tell Not Answered from Not Visited). */
export type Visited = Readonly<Record<string, true>>;

/** CBT mode: the option chosen on the question on screen and not yet saved. */
export interface Draft {
  readonly questionId: string;
  readonly selectedAnswer: Answer | null;
}

/** What the taking screen shows; a new object on every change, never mutated. */
export interface ExamSnapshot {
  readonly sheet: Sheet;
  readonly index: number;
  /** One per question, in order. */
  readonly statuses: readonly AttemptStatus[];
  readonly counts: StatusCounts;
  readonly visited: Visited;
  /** The CBT palette's state per question, and their counts. */
  readonly cbtStates: readonly CbtState[];
  readonly cbtCounts: CbtCounts;
  /** CBT mode: an unsaved selection on the question on screen; null when there is none. */
  readonly draft: Draft | null;
  /** Section timers: the open block's position (-1 without blocks, or once the last closed). */
  readonly activeBlock: number;
  readonly queue: QueueStatus;
  readonly online: boolean;
  /** A submission is under way: the guard against a second one, and the overlay. */
  readonly submitting: boolean;
  /** The attempt had progress to resume when the screen opened. */
  readonly resumed: boolean;
}

export type SheetFacts = Pick<
  ExamSnapshot,
  'sheet' | 'statuses' | 'counts' | 'visited' | 'cbtStates' | 'cbtCounts'
>;

/** A sheet and the visits with the statuses, palette states and counts derived from them, so they can never disagree. */
export function sheetFacts(questionIds: readonly string[], sheet: Sheet, visited: Visited): SheetFacts {
  const statuses = questionIds.map((id) => statusOf(sheet[id] ?? UNTOUCHED));
  const cbtStates = cbtStatesOf(questionIds, statuses, visited);
  return {
    sheet,
    statuses,
    counts: countStatuses(statuses),
    visited,
    cbtStates,
    cbtCounts: countCbtStates(cbtStates),
  };
}

/** A new snapshot with some fields changed; the old one is never mutated. */
export function patchSnapshot(store: Store<ExamSnapshot>, patch: Partial<ExamSnapshot>): void {
  store.set({ ...store.get(), ...patch });
}
