import type { AttemptStatus } from '@ssc/contracts';
import type { QueueStatus } from './answerQueue';
import type { Store } from './externalStore';
import { countStatuses, type StatusCounts, statusOf, UNTOUCHED } from './questionStatus';
import type { Sheet } from './resume';

/** What the taking screen shows; a new object on every change, never mutated. */
export interface ExamSnapshot {
  readonly sheet: Sheet;
  readonly index: number;
  /** One per question, in order. */
  readonly statuses: readonly AttemptStatus[];
  readonly counts: StatusCounts;
  readonly queue: QueueStatus;
  readonly online: boolean;
  /** A submission is under way: the guard against a second one, and the overlay. */
  readonly submitting: boolean;
  /** The attempt had progress to resume when the screen opened. */
  readonly resumed: boolean;
}

/** A sheet with the statuses and counts derived from it, so they can never disagree. */
export function sheetFacts(
  questionIds: readonly string[],
  sheet: Sheet,
): Pick<ExamSnapshot, 'sheet' | 'statuses' | 'counts'> {
  const statuses = questionIds.map((id) => statusOf(sheet[id] ?? UNTOUCHED));
  return { sheet, statuses, counts: countStatuses(statuses) };
}

/** A new snapshot with some fields changed; the old one is never mutated. */
export function patchSnapshot(store: Store<ExamSnapshot>, patch: Partial<ExamSnapshot>): void {
  store.set({ ...store.get(), ...patch });
}
