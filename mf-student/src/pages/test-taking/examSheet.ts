import type { Answer, Section } from '@ssc/contracts';
import type { SaveProgressBody, SubmitQuestionUpdate } from '@ssc/web-core';
import type { AnswerWrite } from './answerQueue';
import { indexInBlock, isReachable } from './examBlocks';
import type { Cancel, ExamClock } from './examEffects';
import type { ExamLayout } from './examLayout';
import { type ExamSnapshot, patchSnapshot, sheetFacts } from './examSnapshot';
import type { Store } from './externalStore';
import { MAX_VISITED, progressBody } from './progress';
import {
  type AnswerState,
  saveAndNext,
  selectOption,
  statusOf,
  toggleMark,
  UNTOUCHED,
} from './questionStatus';
import type { SheetEntry } from './resume';
import { firstIndexOf } from './sections';
import { adoptNewer, finalAnswerSheet, NEVER_WRITTEN, stampChange } from './sheetEntries';
import type { TimeTracker } from './timeTracker';

/** Spec section 9: marking advances to the next question after about 100 ms. */
export const MARK_ADVANCE_MS = 100;

/**
 * What the question card shows for a question: its saved state, with the CBT draft's selection
 * in place of the saved one while the student has chosen an option without saving it.
 */
export function onScreenState(
  snapshot: Pick<ExamSnapshot, 'sheet' | 'draft'>,
  questionId: string,
): AnswerState {
  const saved = snapshot.sheet[questionId] ?? UNTOUCHED;
  const draft = snapshot.draft?.questionId === questionId ? snapshot.draft : null;
  return draft ? { selectedAnswer: draft.selectedAnswer, marked: saved.marked } : saved;
}

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
 *
 * CBT mode: choosing an option only drafts it; Save & Next and Mark for Review & Next
 * save the draft (and the mark), Clear Response clears the answer, and moving away by any other
 * way drops the draft, as on the real screen. Section timers: only the open block's questions can
 * be reached or changed.
 */
export class ExamSheet {
  private cancelAdvance: Cancel | null = null;

  constructor(private readonly options: ExamSheetOptions) {}

  readonly select = (option: Answer): void => {
    if (!this.writable()) return;
    if (!this.cbt()) {
      this.change((state) => selectOption(state, option));
      return;
    }
    const questionId = this.currentId();
    if (questionId) this.update({ draft: { questionId, selectedAnswer: option } });
  };

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

  /** Practice: the spec's Save & Next. CBT: saves the selection on screen, unmarked, and moves on. */
  readonly saveAndNext = (): void => {
    if (this.cbt()) this.commit(false);
    else this.change(saveAndNext);
    this.goTo(this.index() + 1);
  };

  /** CBT: saves the selection on screen with the review mark, and moves on. */
  readonly markAndNext = (): void => {
    this.commit(true);
    this.goTo(this.index() + 1);
  };

  /** CBT: clears the answer (saved and drafted); the review mark stays. */
  readonly clearResponse = (): void => {
    if (!this.writable()) return;
    this.update({ draft: null });
    this.change((state) => ({ selectedAnswer: null, marked: state.marked }));
  };

  readonly previous = (): void => this.goTo(this.index() - 1);

  /** Opens a question; a question outside the open block stays shut. An unsaved CBT draft is dropped. */
  readonly goTo = (index: number): void => {
    const { layout, store } = this.options;
    const clamped = Math.min(Math.max(0, index), layout.questionIds.length - 1);
    if (!isReachable(layout.blocks, store.get().activeBlock, clamped)) return;
    if (clamped !== this.index()) this.update({ index: clamped, draft: null });
    this.enterCurrent();
  };

  /**
   * Section timers: a block opened (or, -1, the last closed). The screen moves to the new block's
   * first question unless it is in it already; a draft in the closed block is dropped unsaved.
   */
  openBlock(active: number): void {
    const { layout, store } = this.options;
    const { activeBlock, index } = store.get();
    if (active === activeBlock) return;
    this.update({ activeBlock: active, index: indexInBlock(layout.blocks, active, index), draft: null });
    this.enterCurrent();
  }

  /** Spec section 4: switching section goes to that section's first question. */
  readonly switchSection = (section: Section): void => {
    const first = firstIndexOf(this.options.layout.groups, section);
    if (first !== null) this.goTo(first);
  };

  /**
   * Undoes a write the server refused for good (a section timer's 409): the question goes back to
   * what the server holds, unless the student has changed it again since (then that change stands
   * and is sent on its own). False when nothing changed.
   */
  revert(questionId: string, refusedClientTs: number, serverHolds: SheetEntry | undefined): boolean {
    const { store, layout } = this.options;
    const { sheet, visited } = store.get();
    if (sheet[questionId]?.clientTs !== refusedClientTs) return false;
    this.update(
      sheetFacts(layout.questionIds, { ...sheet, [questionId]: serverHolds ?? NEVER_WRITTEN }, visited),
    );
    return true;
  }

  /** Takes a newer answer from another tab or device; false when ours is as new. Time only grows. */
  adopt(questionId: string, entry: SheetEntry, timeSpent: number | undefined): boolean {
    const { tracker, store, layout } = this.options;
    if (timeSpent) tracker.raiseTo(questionId, timeSpent);
    const sheet = adoptNewer(store.get().sheet, layout.questionIds, questionId, entry);
    if (sheet) this.update(sheetFacts(layout.questionIds, sheet, store.get().visited));
    return sheet !== null;
  }

  /** Starts timing the question on screen, if time runs now, and records it as visited. */
  enterCurrent(): void {
    const id = this.currentId();
    if (!id || !this.options.timing()) return;
    this.options.tracker.enter(id, this.options.clock.now());
    const { visited, sheet } = this.options.store.get();
    if (!visited[id]) {
      this.update(sheetFacts(this.options.layout.questionIds, sheet, { ...visited, [id]: true }));
    }
  }

  pauseTime(): void {
    this.options.tracker.leave(this.options.clock.now());
  }

  stopAdvance(): void {
    this.cancelAdvance?.();
    this.cancelAdvance = null;
  }

  /**
   * The position, times and opened questions for auto-save. Only questions the server does not
   * know were opened (`known`) are listed: it adds them to those it has, so the save every 30 s
   * stays a few bytes however long the paper.
   */
  progress(known: ReadonlySet<string> = new Set()): SaveProgressBody {
    const { layout, clock, clockOffsetMs, tracker, store } = this.options;
    const index = this.index();
    const now = clock.now();
    const { visited } = store.get();
    return {
      ...progressBody({
        window: layout.window,
        serverNowMs: now + clockOffsetMs,
        index,
        section: layout.sectioned ? (layout.sections[index] ?? null) : null,
        timeSpent: tracker.snapshot(now),
      }),
      visited: layout.questionIds.filter((id) => visited[id] && !known.has(id)).slice(0, MAX_VISITED),
    };
  }

  /** `firstAnswers`: answers chosen before the final one that the server may not have had. */
  finalAnswerSheet(firstAnswers: ReadonlyMap<string, Answer> = new Map()): SubmitQuestionUpdate[] {
    const { layout, store, tracker, clock } = this.options;
    const now = clock.now();
    return finalAnswerSheet(
      layout.questionIds,
      store.get().sheet,
      (id) => tracker.seconds(id, now),
      firstAnswers,
    );
  }

  /** CBT: the selection on screen becomes the saved answer, with or without the mark. */
  private commit(marked: boolean): void {
    if (!this.writable()) return;
    const questionId = this.currentId();
    if (!questionId) return;
    const { selectedAnswer } = onScreenState(this.options.store.get(), questionId);
    this.update({ draft: null });
    this.change(() => ({ selectedAnswer, marked }));
  }

  private change(update: (state: AnswerState) => AnswerState): AnswerState | null {
    if (!this.writable()) return null;
    const { layout, store, clock, clockOffsetMs, tracker } = this.options;
    const { sheet, index, visited } = store.get();
    const questionId = layout.questionIds[index];
    if (!questionId) return null;
    const now = clock.now();
    const entry = stampChange(sheet[questionId], update, now + clockOffsetMs);
    if (!entry) return null;
    this.update(sheetFacts(layout.questionIds, { ...sheet, [questionId]: entry }, visited));
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

  private currentId(): string | undefined {
    return this.options.layout.questionIds[this.index()];
  }

  private cbt(): boolean {
    return this.options.layout.mode === 'CBT';
  }

  /** The question on screen may be changed: always without blocks, with them while its block is open. */
  private writable(): boolean {
    const { layout, store } = this.options;
    return isReachable(layout.blocks, store.get().activeBlock, this.index());
  }

  private update(patch: Partial<ExamSnapshot>): void {
    patchSnapshot(this.options.store, patch);
  }
}
