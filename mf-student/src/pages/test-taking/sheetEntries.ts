import type { Answer } from '@ssc/contracts';
import type { SubmitQuestionUpdate } from '@ssc/web-core';
import { type AnswerState, sameState, statusOf, UNTOUCHED } from './questionStatus';
import type { Sheet, SheetEntry } from './resume';

/** A question the server holds nothing for. */
export const NEVER_WRITTEN: SheetEntry = { ...UNTOUCHED, clientTs: 0 };

/**
 * A click's new entry for one question, or null when the click changes nothing. It is stamped
 * with the server-clock moment of the click, and stamps only grow per question, so a later click
 * always outranks an earlier one, including one adopted from a tab whose clock runs ahead.
 */
export function stampChange(
  before: SheetEntry | undefined,
  update: (state: AnswerState) => AnswerState,
  serverNowMs: number,
): SheetEntry | null {
  const from = before ?? NEVER_WRITTEN;
  const after = update(from);
  if (sameState(from, after)) return null;
  return { ...after, clientTs: Math.max(Math.round(serverNowMs), from.clientTs + 1) };
}

/** Another tab's or the server's entry, when it is newer than ours; null when ours stands. */
export function adoptNewer(
  sheet: Sheet,
  questionIds: readonly string[],
  questionId: string,
  entry: SheetEntry,
): Sheet | null {
  const before = sheet[questionId];
  if (!questionIds.includes(questionId) || (before && before.clientTs >= entry.clientTs)) return null;
  return { ...sheet, [questionId]: entry };
}

/**
 * The final answer sheet: every question with a stamped answer, or time on it. Rows keep their
 * click stamps, so none can overwrite a newer answer from another tab; a row never written gets
 * stamp 1, which only beats the server's "nothing yet" (0). A row carries the first answer chosen
 * for it (`firstAnswers`) when that differs from the final one.
 */
export function finalAnswerSheet(
  questionIds: readonly string[],
  sheet: Sheet,
  secondsOn: (questionId: string) => number,
  firstAnswers: ReadonlyMap<string, Answer> = new Map(),
): SubmitQuestionUpdate[] {
  return questionIds.flatMap((questionId) => {
    const entry = sheet[questionId] ?? NEVER_WRITTEN;
    const timeSpent = secondsOn(questionId);
    if (entry.clientTs === 0 && timeSpent === 0) return [];
    const first = firstAnswers.get(questionId);
    return [
      {
        questionId,
        selectedAnswer: entry.selectedAnswer,
        attemptStatus: statusOf(entry),
        timeSpent,
        clientTs: Math.max(1, entry.clientTs),
        ...(first && first !== entry.selectedAnswer ? { firstAnswer: first } : {}),
      },
    ];
  });
}
