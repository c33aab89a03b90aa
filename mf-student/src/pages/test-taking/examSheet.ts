import type { Answer, Section } from '@ssc/contracts';
import type { SaveProgressBody, SubmitQuestionUpdate } from '@ssc/web-core';
import type { AnswerWrite } from './answerQueue';
import type { Cancel, ExamClock } from './examEffects';
import type { ExamLayout } from './examLayout';
import { type ExamSnapshot, patchSnapshot, sheetFacts } from './examSnapshot';
import type { Store } from './externalStore';
import { progressBody } from './progress';
import { type AnswerState, saveAndNext, selectOption, statusOf, toggleMark } from './questionStatus';
import type { SheetEntry } from './resume';
import { firstIndexOf } from './sections';
import { adoptNewer, finalAnswerSheet, stampChange } from './sheetEntries';
import type { TimeTracker } from './timeTracker';

/** Spec section 9: marking advances to the next question after about 100 ms. */
export const MARK_ADVANCE_MS = 100;

interface ExamSheetOptions {
  layout: ExamLayout;
  /** The session's snapshot; this part writes the sheet, its statuses and the index. */
  store: Store<ExamSnapshot>;
  tracker: TimeTracker;
  clock: ExamClock;
  clockOffsetMs: number;
  /** Whether time runs on the question on screen (the session runs, no submission is under way). */
  timing: () => boolean;
  /** A click changed the current question: the write to send, and whether it is marked. */
  onLocalChange: (write: AnswerWrite, marked: boolean) => void;
}

/**
 * The answer sheet, the question on screen and the time on each (spec section 4). Every click
 * updates the snapshot at once and goes out through `onLocalChange`, stamped with the server-clock
 * moment of the click.
 */
export class ExamSheet {
  private cancelAdvance: Cancel | null = null;

  constructor(private readonly options: ExamSheetOptions) {}

  readonly select = (option: Answer): void => void this.change((state) => selectOption(state, option));

  /** Marking (not unmarking) moves on after a moment, unless the student has moved already. */
  readonly toggleMark = (): void => {
    const from = this.index();
    const after = this.change(toggleMark);
    if (!after?.marked || from >= this.options.layout.questionIds.length - 1) return;
    this.stopAdvance();
    this.cancelAdvance = this.options.clock.after(MARK_ADVANCE_MS, () => {
      this.cancelAdvance = null;
      if (this.index() === from) this.goTo(from + 1);
    });
  };

  readonly saveAndNext = (): void => {
    this.change(saveAndNext);
    this.goTo(this.index() + 1);
  };

  readonly previous = (): void => this.goTo(this.index() - 1);

  readonly goTo = (index: number): void => {
    const clamped = Math.min(Math.max(0, index), this.options.layout.questionIds.length - 1);
    if (clamped !== this.index()) this.update({ index: clamped });
    this.enterCurrent();
  };

  /** Spec section 4: switching section goes to that section's first question. */
  readonly switchSection = (section: Section): void => {
    const first = firstIndexOf(this.options.layout.groups, section);
    if (first !== null) this.goTo(first);
  };

  /** Takes a newer answer from another tab or device; false when ours is as new. Time only grows. */
  adopt(questionId: string, entry: SheetEntry, timeSpent: number | undefined): boolean {
    const { tracker, store, layout } = this.options;
    if (timeSpent) tracker.raiseTo(questionId, timeSpent);
    const sheet = adoptNewer(store.get().sheet, layout.questionIds, questionId, entry);
    if (sheet) this.update(sheetFacts(layout.questionIds, sheet));
    return sheet !== null;
  }

  /** Starts timing the question on screen, if time runs now. */
  enterCurrent(): void {
    const id = this.options.layout.questionIds[this.index()];
    if (id && this.options.timing()) this.options.tracker.enter(id, this.options.clock.now());
  }

  pauseTime(): void {
    this.options.tracker.leave(this.options.clock.now());
  }

  stopAdvance(): void {
    this.cancelAdvance?.();
    this.cancelAdvance = null;
  }

  /** The position and times for auto-save. */
  progress(): SaveProgressBody {
    const { layout, clock, clockOffsetMs, tracker } = this.options;
    const index = this.index();
    const now = clock.now();
    return progressBody({
      window: layout.window,
      serverNowMs: now + clockOffsetMs,
      index,
      section: layout.sectioned ? (layout.sections[index] ?? null) : null,
      timeSpent: tracker.snapshot(now),
    });
  }

  finalAnswerSheet(): SubmitQuestionUpdate[] {
    const { layout, store, tracker, clock } = this.options;
    const now = clock.now();
    return finalAnswerSheet(layout.questionIds, store.get().sheet, (id) => tracker.seconds(id, now));
  }

  private change(update: (state: AnswerState) => AnswerState): AnswerState | null {
    const { layout, store, clock, clockOffsetMs, tracker } = this.options;
    const { sheet, index } = store.get();
    const questionId = layout.questionIds[index];
    if (!questionId) return null;
    const now = clock.now();
    const entry = stampChange(sheet[questionId], update, now + clockOffsetMs);
    if (!entry) return null;
    this.update(sheetFacts(layout.questionIds, { ...sheet, [questionId]: entry }));
    const write: AnswerWrite = {
      questionId,
      selectedAnswer: entry.selectedAnswer,
      attemptStatus: statusOf(entry),
      timeSpent: tracker.seconds(questionId, now),
      clientTs: entry.clientTs,
    };
    this.options.onLocalChange(write, entry.marked);
    return entry;
  }

  private index(): number {
    return this.options.store.get().index;
  }

  private update(patch: Partial<ExamSnapshot>): void {
    patchSnapshot(this.options.store, patch);
  }
}
