import type { AnswerWriteResult } from '@ssc/contracts';
import {
  type AnswerQueue,
  classifyFailure,
  isSectionRefusal,
  pendingFirstAnswers,
  type QueueStatus,
} from './answerQueue';
import { AutoSaver } from './autoSaver';
import { BlockClock } from './blockClock';
import { CrossTabSync } from './crossTab';
import { DeadlineClock } from './deadlineClock';
import { blockLabel, indexInBlock } from './examBlocks';
import type { Cancel, ExamEffects, ExamEvent } from './examEffects';
import { type ExamLayout, examLayout, type QuestionRef, type SessionAttempt } from './examLayout';
import { ExamSheet } from './examSheet';
import { type ExamSnapshot, patchSnapshot, sheetFacts, type Visited } from './examSnapshot';
import { createStore, type Readable, type Store } from './externalStore';
import { ProgressRecord, resumeProgress } from './progressRecord';
import { stateFromSaved } from './questionStatus';
import { hasProgress, restoreSheet, resumeIndex, type SheetEntry } from './resume';
import { sessionQueue } from './sessionQueue';
import { type ClientSubmitReason, sendSubmission } from './submission';
import { createTimeTracker } from './timeTracker';

export interface ExamSessionInput {
  attempt: SessionAttempt;
  questions: readonly QuestionRef[];
  /** serverNow − device clock when the attempt was loaded. */
  clockOffsetMs: number;
}

/**
 * The taking screen's logic in one framework-free object (spec sections 2 and 4): the answer sheet
 * and each question's status, time per question, the durable answer queue, cross-tab sync,
 * auto-save, the deadline and submission. Every effect comes in through `effects`; the screen reads
 * `getSnapshot()` and `secondsLeft` and calls the commands, which are bound (safe to pass as props).
 */
export class ExamSession {
  readonly layout: ExamLayout;
  /** Its own store: only the countdown re-renders every second. */
  readonly secondsLeft: Readable<number>;
  /** Section timers: seconds left in the open block (0 without blocks), also its own store. */
  readonly blockSecondsLeft: Readable<number>;
  readonly select: ExamSheet['select'];
  readonly toggleMark: ExamSheet['toggleMark'];
  readonly saveAndNext: ExamSheet['saveAndNext'];
  readonly markAndNext: ExamSheet['markAndNext'];
  readonly clearResponse: ExamSheet['clearResponse'];
  readonly previous: ExamSheet['previous'];
  readonly goTo: ExamSheet['goTo'];
  readonly switchSection: ExamSheet['switchSection'];
  private readonly attemptId: string;
  private readonly state: Store<ExamSnapshot>;
  private readonly sheet: ExamSheet;
  private readonly queue: AnswerQueue;
  /** Position, opened questions and times kept on this device until a save carries them. */
  private readonly progress: ProgressRecord;
  private readonly tabs: CrossTabSync;
  private readonly autoSaver: AutoSaver;
  private readonly deadline: DeadlineClock;
  private readonly blockClock: BlockClock;
  /** Questions the server knows were opened (loaded, or carried by an auto-save it took). */
  private readonly visitedKnown: Set<string>;
  /** Each question's answer as the server last said it holds it (loaded, or in a write's reply). */
  private readonly serverHolds: Map<string, SheetEntry>;
  private listening: Cancel[] = [];
  private running = false;
  private startedOnce = false;
  private toldOtherTab = false;

  constructor(
    { attempt, questions, clockOffsetMs }: ExamSessionInput,
    private readonly effects: ExamEffects,
  ) {
    const { clock, signals } = effects;
    this.attemptId = attempt.id;
    this.layout = examLayout(attempt, questions);
    const restored = restoreSheet(this.layout.questionIds, attempt.questionAttempts);
    this.serverHolds = new Map(Object.entries(restored.sheet));
    const serverVisited = visitedOf(attempt.questionAttempts);
    this.visitedKnown = new Set(Object.keys(serverVisited));
    this.queue = sessionQueue(attempt.id, effects, {
      onResult: (result) => this.takeReply(result),
      onDropped: (write, error) => {
        console.warn('Answer rejected by the server', error);
        if (!isSectionRefusal(error)) return this.notify({ type: 'answer-rejected', error });
        // The block is shut: the screen shows what the server holds, not the refused change.
        this.sheet.revert(write.questionId, write.clientTs, this.serverHolds.get(write.questionId));
        this.notify({ type: 'section-closed', error });
      },
      onClosed: () => {
        this.progress.clear();
        this.notify({ type: 'closed' });
      },
      onAuthFailure: (error) => this.notify({ type: 'auth-failed', error }),
      onStatus: (queue) => this.setQueueStatus(queue),
    });
    // What this device showed and no save carried (the tab was closed or killed, or offline, or
    // the reload outran the hidden page's keepalive save) is merged into the server's record.
    this.progress = new ProgressRecord(effects.storage, attempt.id);
    const kept = this.progress.read();
    const resumed = resumeProgress(
      this.layout.questionIds,
      {
        lastActiveAt: attempt.lastActiveAt,
        lastActiveQuestionIndex: attempt.lastActiveQuestionIndex,
        lastActiveSection: attempt.lastActiveSection,
        visited: serverVisited,
        timeSpent: restored.timeSpent,
      },
      kept,
    );
    this.blockClock = new BlockClock({
      blocks: this.layout.blocks,
      clockOffsetMs,
      clock,
      onBlockChange: (active) => this.blockChanged(active),
    });
    const activeBlock = this.blockClock.activeBlock();
    const resumeAt = resumeIndex(
      this.layout.sections,
      resumed.lastActiveQuestionIndex,
      resumed.lastActiveSection,
    );
    this.state = createStore<ExamSnapshot>({
      ...sheetFacts(this.layout.questionIds, restored.sheet, resumed.visited),
      index: indexInBlock(this.layout.blocks, activeBlock, resumeAt),
      draft: null,
      activeBlock,
      queue: this.queue.status(),
      online: signals.isOnline(),
      submitting: false,
      resumed: hasProgress(restored.sheet, resumed.timeSpent, resumed.lastActiveQuestionIndex),
    });
    // Kept at once, not at the next auto-save: a tab may close at any moment.
    let shown = this.state.get();
    this.state.subscribe(() => {
      const now = this.state.get();
      if (now.index === shown.index && now.visited === shown.visited) return;
      shown = now;
      this.progress.keep(this.sheet.progress(this.visitedKnown));
    });
    this.sheet = new ExamSheet({
      layout: this.layout,
      store: this.state,
      tracker: createTimeTracker(resumed.timeSpent),
      clock,
      clockOffsetMs,
      timing: () => this.running && !this.getSnapshot().submitting,
      onLocalChange: (write, marked) => {
        this.queue.enqueue(write);
        this.tabs.post({ type: 'answer', ...write, marked });
      },
    });
    this.select = this.sheet.select;
    this.toggleMark = this.sheet.toggleMark;
    this.saveAndNext = this.sheet.saveAndNext;
    this.markAndNext = this.sheet.markAndNext;
    this.clearResponse = this.sheet.clearResponse;
    this.previous = this.sheet.previous;
    this.goTo = this.sheet.goTo;
    this.switchSection = this.sheet.switchSection;
    this.tabs = new CrossTabSync(attempt.id, effects.openChannel, {
      onAnswer: ({ questionId, selectedAnswer, marked, clientTs, timeSpent }) =>
        void this.adopt(questionId, { selectedAnswer, marked, clientTs }, timeSpent),
      onSubmitted: () => this.notify({ type: 'closed' }),
    });
    this.autoSaver = new AutoSaver({
      clock,
      signals,
      lastActiveAt: attempt.lastActiveAt,
      unsavedAtOpen: kept !== null,
      serverNow: () => clock.now() + clockOffsetMs,
      save: (keepalive) => void this.saveProgress(keepalive),
    });
    this.deadline = new DeadlineClock({
      window: this.layout.window,
      clockOffsetMs,
      clock,
      onZero: () => void this.submit('TIMER'),
    });
    this.secondsLeft = this.deadline;
    this.blockSecondsLeft = this.blockClock;
  }

  readonly subscribe = (listener: () => void): (() => void) => this.state.subscribe(listener);
  readonly getSnapshot = (): ExamSnapshot => this.state.get();

  /**
   * Begins timing, saving, syncing and sending. Pairs with dispose(); a start after dispose() picks
   * up again (React StrictMode runs an effect, its cleanup and the effect again).
   */
  start(): void {
    if (this.running) return;
    this.running = true;
    const { signals } = this.effects;
    this.tabs.open();
    this.listening = [
      signals.onOnlineChange(this.setOnline),
      signals.onStorage((key) => {
        if (key === this.queue.key || key === null) this.setQueueStatus(this.queue.status());
      }),
    ];
    this.setQueueStatus(this.queue.status());
    void this.queue.start();
    if (!this.getSnapshot().submitting) this.autoSaver.start();
    this.deadline.start();
    this.blockClock.start();
    this.sheet.enterCurrent();
    if (!this.startedOnce && this.getSnapshot().resumed) this.notify({ type: 'resumed' });
    this.startedOnce = true;
  }

  /** Stops every timer, listener and send; what is queued stays stored for the next load. */
  dispose(): void {
    if (!this.running) return;
    this.running = false;
    for (const cancel of this.listening) cancel();
    this.listening = [];
    this.sheet.stopAdvance();
    this.tabs.close();
    this.queue.stop();
    this.autoSaver.stop();
    this.deadline.stop();
    this.blockClock.stop();
    this.sheet.pauseTime();
  }

  /**
   * Spec section 4: one submission at a time (a double click, or the timer during a manual
   * submit, sends once). Auto-save and the question clock stop while it is under way; a failure
   * releases the guard and starts them again, so the student can retry.
   */
  readonly submit = async (reason: ClientSubmitReason): Promise<void> => {
    if (this.getSnapshot().submitting) return;
    this.update({ submitting: true });
    this.autoSaver.stop();
    this.sheet.pauseTime();
    try {
      await sendSubmission(
        {
          attemptId: this.attemptId,
          network: this.effects.network,
          flush: (timeoutMs) => this.queue.flush(timeoutMs),
          progress: () => this.sheet.progress(this.visitedKnown),
          // Writes still queued may remember an answer chosen before theirs (a change offline).
          answerSheet: () => this.sheet.finalAnswerSheet(pendingFirstAnswers(this.queue.entries())),
        },
        reason,
      );
      this.queue.clear();
      this.progress.clear();
      this.tabs.post({ type: 'submitted' });
      this.notify({ type: 'submitted' });
    } catch (error) {
      this.update({ submitting: false });
      this.sheet.enterCurrent();
      if (this.running) this.autoSaver.start();
      const failure = classifyFailure(error);
      this.notify(failure === 'auth' ? { type: 'auth-failed', error } : { type: 'submit-failed', error });
      if (failure === 'closed') this.notify({ type: 'closed' });
    }
  };

  /**
   * Auto-save; the opened questions it carried are then known to the server and not sent again,
   * and the device forgets what it kept for it (unless it changed meanwhile).
   */
  private async saveProgress(keepalive: boolean): Promise<void> {
    const body = this.sheet.progress(this.visitedKnown);
    const version = this.progress.keep(body);
    try {
      await this.effects.network.autoSave(this.attemptId, body, { keepalive });
      for (const id of body.visited ?? []) this.visitedKnown.add(id);
      this.progress.settle(version);
    } catch (error) {
      // Spec section 8: an auto-save failure is only logged (its questions go with the next one).
      console.warn('Auto-save failed', error);
    }
  }

  /** Section timers: a block closed on the server's clock; the screen moves to the next one. */
  private blockChanged(active: number): void {
    const closed = this.getSnapshot().activeBlock;
    this.sheet.openBlock(active);
    const [from, to] = [this.layout.blocks[closed], this.layout.blocks[active]];
    if (from && to) this.notify({ type: 'block-opened', closed: blockLabel(from), opened: blockLabel(to) });
  }

  /** Takes a newer answer from another tab or device, and says so the first time. */
  private adopt(questionId: string, entry: SheetEntry, timeSpent: number | undefined): boolean {
    if (!this.sheet.adopt(questionId, entry, timeSpent)) return false;
    if (!this.toldOtherTab) {
      this.toldOtherTab = true;
      this.notify({ type: 'answer-from-other-tab' });
    }
    return true;
  }

  /** applied: false means the server holds a newer answer: take it, and tell the other tabs. */
  private takeReply(result: AnswerWriteResult): void {
    const saved = result.questionAttempt;
    const entry = { ...stateFromSaved(saved.selectedAnswer, saved.attemptStatus), clientTs: saved.clientTs };
    this.serverHolds.set(saved.questionId, entry);
    if (result.applied) return;
    if (this.adopt(saved.questionId, entry, saved.timeSpent)) {
      this.tabs.post({ type: 'answer', questionId: saved.questionId, ...entry, timeSpent: saved.timeSpent });
    }
  }

  private readonly setOnline = (online: boolean): void => {
    this.update({ online });
    if (!online) return;
    this.queue.wake();
    void this.queue.drain();
  };

  private setQueueStatus(queue: QueueStatus): void {
    const current = this.getSnapshot().queue;
    if (current.pending !== queue.pending || current.phase !== queue.phase) this.update({ queue });
  }

  private update(patch: Partial<ExamSnapshot>): void {
    patchSnapshot(this.state, patch);
  }

  private notify(event: ExamEvent): void {
    this.effects.notify(event);
  }
}

/** Questions the server knows were opened: flagged visited, or carrying an answer or a mark. */
function visitedOf(saved: SessionAttempt['questionAttempts']): Visited {
  const visited: Record<string, true> = {};
  for (const row of saved)
    if (row.visited || row.attemptStatus !== 'NOT_ATTEMPTED') visited[row.questionId] = true;
  return visited;
}
