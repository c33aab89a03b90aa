import type { Answer, AttemptStatus, Section } from '@ssc/contracts';
import { type AnswerState, stateFromSaved } from './questionStatus';

/** One question on the screen's answer sheet: the two facts plus the ordering key of the write that set them. */
export interface SheetEntry extends AnswerState {
  /** Server-clock ms of the click that produced this state; 0 when nothing was ever written. */
  clientTs: number;
}

export type Sheet = Readonly<Record<string, SheetEntry>>;

interface SavedAnswer {
  questionId: string;
  selectedAnswer: Answer | null;
  attemptStatus: AttemptStatus;
  timeSpent: number;
  clientTs?: number | null;
}

export interface RestoredSheet {
  sheet: Sheet;
  /** Whole seconds per question. */
  timeSpent: Record<string, number>;
}

/** The saved answers, marks and times of the attempt's questions (spec section 4, Resume). */
export function restoreSheet(questionIds: readonly string[], saved: readonly SavedAnswer[]): RestoredSheet {
  const byId = new Map(saved.map((answer) => [answer.questionId, answer]));
  const sheet: Record<string, SheetEntry> = {};
  const timeSpent: Record<string, number> = {};
  for (const id of questionIds) {
    const answer = byId.get(id);
    sheet[id] = answer
      ? { ...stateFromSaved(answer.selectedAnswer, answer.attemptStatus), clientTs: answer.clientTs ?? 0 }
      : { selectedAnswer: null, marked: false, clientTs: 0 };
    if (answer && answer.timeSpent > 0) timeSpent[id] = answer.timeSpent;
  }
  return { sheet, timeSpent };
}

/**
 * The question to reopen: the saved index capped to the last question; if the saved section is
 * known and that question is not in it, the section's first question.
 */
export function resumeIndex(
  sections: readonly Section[],
  lastActiveQuestionIndex: number | null | undefined,
  lastActiveSection: Section | null | undefined,
): number {
  if (sections.length === 0) return 0;
  const saved = Number.isInteger(lastActiveQuestionIndex) ? Number(lastActiveQuestionIndex) : 0;
  const index = Math.min(Math.max(0, saved), sections.length - 1);
  if (!lastActiveSection || sections[index] === lastActiveSection) return index;
  const first = sections.indexOf(lastActiveSection);
  return first === -1 ? index : first;
}

/** Whether there is anything to resume (the toast is only shown then). */
export function hasProgress(
  sheet: Sheet,
  timeSpent: Record<string, number>,
  lastActiveQuestionIndex: number | null | undefined,
): boolean {
  if ((lastActiveQuestionIndex ?? 0) > 0) return true;
  if (Object.values(timeSpent).some((seconds) => seconds > 0)) return true;
  return Object.values(sheet).some((entry) => entry.selectedAnswer !== null || entry.marked);
}
