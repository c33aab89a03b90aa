import type { Answer, Section, TestAttempt } from '@ssc/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerWrite } from './answerQueue';
import {
  type AnswerState,
  sameState,
  saveAndNext as saveAndNextState,
  selectOption,
  statusOf,
  toggleMark,
  UNTOUCHED,
} from './questionStatus';
import { hasProgress, restoreSheet, resumeIndex, type Sheet, type SheetEntry } from './resume';
import { createTimeTracker, type TimeTracker } from './timeTracker';

/** Spec section 9: marking advances to the next question after about 100 ms. */
export const MARK_ADVANCE_MS = 100;

export interface ExamSheetOptions {
  attempt: TestAttempt;
  questionIds: readonly string[];
  sections: readonly Section[];
  clockOffsetMs: number;
  /** Every local change (answer, clear, mark toggle), ready to be written. */
  onLocalChange: (write: AnswerWrite) => void;
}

export interface ExamSheet {
  sheet: Sheet;
  index: number;
  tracker: TimeTracker;
  /** Whether the attempt had progress to resume when the screen opened. */
  resumed: boolean;
  /** The latest values, for callbacks that run outside a render (timers, submit). */
  current: () => { sheet: Sheet; index: number };
  select: (option: Answer) => void;
  toggleMark: () => void;
  saveAndNext: () => void;
  goTo: (index: number) => void;
  /** Takes a newer answer from another tab or device; false when ours is as new. */
  adopt: (questionId: string, entry: SheetEntry, timeSpent?: number) => boolean;
}

/**
 * The answer sheet and the current question. State changes on the click; the write goes out
 * through `onLocalChange`, stamped with the server-clock moment of the click. Stamps only grow
 * per question, so a later click always outranks an earlier one, including one adopted from
 * another tab with a slightly faster clock.
 */
export function useExamSheet({
  attempt,
  questionIds,
  sections,
  clockOffsetMs,
  onLocalChange,
}: ExamSheetOptions): ExamSheet {
  const [initial] = useState(() => {
    const restored = restoreSheet(questionIds, attempt.questionAttempts);
    return {
      ...restored,
      index: resumeIndex(sections, attempt.lastActiveQuestionIndex, attempt.lastActiveSection),
      resumed: hasProgress(restored.sheet, restored.timeSpent, attempt.lastActiveQuestionIndex),
    };
  });
  const [tracker] = useState(() => createTimeTracker(initial.timeSpent));
  const [sheet, setSheet] = useState<Sheet>(initial.sheet);
  const [index, setIndex] = useState(initial.index);
  const sheetRef = useRef(sheet);
  const indexRef = useRef(index);
  const onLocalChangeRef = useRef(onLocalChange);
  onLocalChangeRef.current = onLocalChange;
  const lastIndex = questionIds.length - 1;

  // Time on a question runs while it is on screen; moving on adds it up (spec section 4).
  const currentId = questionIds[index];
  useEffect(() => {
    if (currentId) tracker.enter(currentId, Date.now());
  }, [currentId, tracker]);
  useEffect(() => () => tracker.leave(Date.now()), [tracker]);

  const goTo = useCallback(
    (next: number) => {
      const clamped = Math.min(Math.max(0, next), lastIndex);
      indexRef.current = clamped;
      setIndex(clamped);
    },
    [lastIndex],
  );

  const change = useCallback(
    (update: (state: AnswerState) => AnswerState) => {
      const questionId = questionIds[indexRef.current];
      if (!questionId) return;
      const before = sheetRef.current[questionId] ?? { ...UNTOUCHED, clientTs: 0 };
      const after = update(before);
      if (sameState(before, after)) return;
      const clientTs = Math.max(Math.round(Date.now() + clockOffsetMs), before.clientTs + 1);
      sheetRef.current = { ...sheetRef.current, [questionId]: { ...after, clientTs } };
      setSheet(sheetRef.current);
      onLocalChangeRef.current({
        questionId,
        selectedAnswer: after.selectedAnswer,
        attemptStatus: statusOf(after),
        timeSpent: tracker.seconds(questionId, Date.now()),
        clientTs,
      });
      return after;
    },
    [questionIds, clockOffsetMs, tracker],
  );

  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(advanceTimer.current), []);

  const select = useCallback(
    (option: Answer) => void change((state) => selectOption(state, option)),
    [change],
  );

  const toggle = useCallback(() => {
    const from = indexRef.current;
    const after = change(toggleMark);
    if (after?.marked && from < lastIndex) {
      clearTimeout(advanceTimer.current);
      advanceTimer.current = setTimeout(() => {
        // Only if the student is still on the question just marked.
        if (indexRef.current === from) goTo(from + 1);
      }, MARK_ADVANCE_MS);
    }
  }, [change, goTo, lastIndex]);

  const saveAndNext = useCallback(() => {
    change(saveAndNextState);
    goTo(indexRef.current + 1);
  }, [change, goTo]);

  const adopt = useCallback(
    (questionId: string, entry: SheetEntry, timeSpent?: number) => {
      if (timeSpent) tracker.raiseTo(questionId, timeSpent);
      const before = sheetRef.current[questionId];
      if (!questionIds.includes(questionId) || (before && before.clientTs >= entry.clientTs)) return false;
      sheetRef.current = { ...sheetRef.current, [questionId]: entry };
      setSheet(sheetRef.current);
      return true;
    },
    [questionIds, tracker],
  );

  const current = useCallback(() => ({ sheet: sheetRef.current, index: indexRef.current }), []);

  return {
    sheet,
    index,
    tracker,
    resumed: initial.resumed,
    current,
    select,
    toggleMark: toggle,
    saveAndNext,
    goTo,
    adopt,
  };
}
