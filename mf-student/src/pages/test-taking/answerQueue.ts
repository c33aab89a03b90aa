import type { Answer, AnswerWriteResult, AttemptStatus } from '@ssc/contracts';
import { ANSWERS, NOT_IN_ATTEMPT } from '@ssc/contracts/constants';

/**
 * The durable outbox of answer writes for one attempt (docs/attempts.md, "The screen"). A click
 * changes the screen at once and appends here; the queue lives in localStorage, so a reload, a
 * crash or a dead network loses nothing. One tab at a time drains it, oldest first. Every entry
 * carries `clientTs`, the server-clock moment of the click, and the server keeps only the newest
 * write per question, so a retry or a replay after reload can never overwrite a newer answer.
 */

export interface AnswerWrite {
  questionId: string;
  selectedAnswer: Answer | null;
  attemptStatus: AttemptStatus;
  /** Cumulative whole seconds on the question. */
  timeSpent: number;
  /** Server-clock ms at the click; the server's ordering key. */
  clientTs: number;
  /**
   * The first answer chosen among earlier writes of the question this one replaced before they
   * were sent (coalesce): the server's record of first answers, and so the answer-change
   * analysis, still sees the change. Absent when there was none, or it is this write's answer.
   */
  firstAnswer?: Answer;
}

export interface QueueEntry extends AnswerWrite {
  /** Unique per write: a reply removes exactly the entry that was sent, never a newer one. */
  id: string;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What to do after a failed write. */
export type FailureKind = 'retry' | 'drop' | 'closed' | 'auth';

/**
 * 409 codes that refuse one write, not close the attempt: a section timer's, and a question the
 * attempt does not hold.
 */
const SECTION_REFUSALS: ReadonlySet<string> = new Set(['SECTION_CLOSED', 'SECTION_NOT_OPEN', NOT_IN_ATTEMPT]);

function errorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object' || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

function httpStatus(error: unknown): number | undefined {
  if (!error || typeof error !== 'object' || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}

/** A write refused because its timed block is closed or not open yet (409 SECTION_CLOSED / SECTION_NOT_OPEN). */
export function isSectionRefusal(error: unknown): boolean {
  return httpStatus(error) === 409 && SECTION_REFUSALS.has(errorCode(error) ?? '');
}

/**
 * Network failures, timeouts, rate limits and server errors heal: retry. 409 means the attempt
 * is closed (submitted or past its deadline): stop; but 409 SECTION_CLOSED / SECTION_NOT_OPEN
 * refuses one write into a timed block that is shut: drop it and go on. 401 needs a new sign-in: keep the answers and
 * pause. Any other 4xx is a write the server will never take: drop it and go on.
 */
export function classifyFailure(error: unknown): FailureKind {
  const status = httpStatus(error);
  if (status === undefined) return 'retry';
  // One block closed (or not yet open) refuses that write only; the attempt goes on.
  if (isSectionRefusal(error)) return 'drop';
  if (status === 409) return 'closed';
  if (status === 401) return 'auth';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  if (status >= 400) return 'drop';
  return 'retry';
}

const BACKOFF_BASE_MS = 1000;
const BACKOFF_MAX_MS = 30_000;

/** Exponential backoff with ±25% jitter, so tabs and phones coming back online do not retry in step. */
export function backoffMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.75 + 0.5 * random()));
}

export function queueStorageKey(attemptId: string): string {
  return `ssc.answer-queue.v1.${attemptId}`;
}

/**
 * Adds a write, replacing older pending writes for the same question. A write that is not newer
 * than one already pending for its question is the stale one and is left out: coalescing never
 * loses the newest answer. The replacing write remembers the first answer the replaced ones
 * chose (`firstAnswer`), so a change made while they waited is not lost with them.
 */
export function coalesce(entries: readonly QueueEntry[], next: QueueEntry): QueueEntry[] {
  const sameQuestion = entries.filter((entry) => entry.questionId === next.questionId);
  if (sameQuestion.some((entry) => entry.clientTs >= next.clientTs)) return [...entries];
  const first = firstChosen([...sameQuestion, next]);
  const merged = first && first !== next.selectedAnswer ? { ...next, firstAnswer: first } : next;
  return [...entries.filter((entry) => entry.questionId !== next.questionId), merged];
}

/** The first answer chosen in writes of one question, oldest first (each may remember one it replaced). */
export function firstChosen(writes: readonly AnswerWrite[]): Answer | undefined {
  for (const write of writes) {
    const chosen = write.firstAnswer ?? write.selectedAnswer;
    if (chosen) return chosen;
  }
  return undefined;
}

/** Per question, the first answer its pending write remembers or carries (for a submission's answer sheet). */
export function pendingFirstAnswers(entries: readonly AnswerWrite[]): Map<string, Answer> {
  const firsts = new Map<string, Answer>();
  for (const entry of entries) {
    const first = firstChosen([entry]);
    if (first && !firsts.has(entry.questionId)) firsts.set(entry.questionId, first);
  }
  return firsts;
}

function isEntry(value: unknown): value is QueueEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.questionId === 'string' &&
    typeof entry.attemptStatus === 'string' &&
    typeof entry.clientTs === 'number' &&
    typeof entry.timeSpent === 'number' &&
    (entry.firstAnswer === undefined || ANSWERS.includes(entry.firstAnswer as Answer))
  );
}

export function parseEntries(raw: string | null): QueueEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** idle: nothing to do; sending: writing; retrying: the last write failed and waits; halted: needs sign-in; closed: attempt is over. */
export type QueuePhase = 'idle' | 'sending' | 'retrying' | 'halted' | 'closed';

export interface QueueStatus {
  pending: number;
  phase: QueuePhase;
}

export type WithLock = <T>(task: () => Promise<T>) => Promise<T>;

export interface AnswerQueueOptions {
  attemptId: string;
  storage: KeyValueStorage;
  send: (entry: QueueEntry) => Promise<AnswerWriteResult>;
  /** Cross-tab mutual exclusion around a drain; the default runs the task directly. */
  withLock?: WithLock;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  newId?: () => string;
  onResult?: (entry: QueueEntry, result: AnswerWriteResult) => void;
  onDropped?: (entry: QueueEntry, error: unknown) => void;
  onClosed?: (error: unknown) => void;
  onAuthFailure?: (error: unknown) => void;
  onStatus?: (status: QueueStatus) => void;
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

let idCounter = 0;
const defaultId = () =>
  `${Date.now().toString(36)}-${(idCounter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export class AnswerQueue {
  readonly key: string;
  private phase: QueuePhase = 'idle';
  private running: Promise<void> | null = null;
  private again = false;
  private waking = new AbortController();
  private stopped = false;
  /** Used only when storage refuses a write (quota, private mode), so the answers are still sent. */
  private memory: QueueEntry[] | null = null;

  constructor(private readonly options: AnswerQueueOptions) {
    this.key = queueStorageKey(options.attemptId);
  }

  entries(): QueueEntry[] {
    return this.memory ? [...this.memory] : parseEntries(this.options.storage.getItem(this.key));
  }

  status(): QueueStatus {
    return { pending: this.entries().length, phase: this.phase };
  }

  /** Records a write durably and starts sending it. */
  enqueue(write: AnswerWrite): void {
    if (this.phase === 'closed') return;
    const newId = this.options.newId ?? defaultId;
    this.write(coalesce(this.entries(), { ...write, id: newId() }));
    void this.drain();
  }

  /** Sends everything pending, in order; a call while draining makes the drain look again before it stops. */
  drain(): Promise<void> {
    if (this.stopped || this.phase === 'closed') return Promise.resolve();
    if (this.running) {
      this.again = true;
      this.wake();
      return this.running;
    }
    const withLock: WithLock = this.options.withLock ?? ((task) => task());
    const run = withLock(() => this.loop())
      .catch((error: unknown) => console.error('Answer queue stopped unexpectedly', error))
      .finally(() => {
        this.running = null;
        const again = this.again;
        this.again = false;
        if (again && this.phase !== 'halted' && this.entries().length > 0) void this.drain();
      });
    this.running = run;
    return run;
  }

  /** Cuts a retry wait short (the network is back, or a submission is waiting). */
  wake(): void {
    this.waking.abort();
    this.waking = new AbortController();
  }

  /** Drains until empty or `timeoutMs` passes; true when nothing is left. */
  async flush(timeoutMs: number): Promise<boolean> {
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        timedOut = true;
        resolve();
      }, timeoutMs);
    });
    const untilEmpty = async () => {
      while (!timedOut && !this.stopped && this.entries().length > 0) {
        if (this.phase === 'closed') return;
        this.wake();
        await this.drain();
        if (this.phase === 'halted') return;
      }
    };
    await Promise.race([untilEmpty(), timeout]);
    clearTimeout(timer);
    return this.entries().length === 0;
  }

  /** Forgets every pending write (after a successful submission, whose answer sheet carried them). */
  clear(): void {
    this.write([]);
  }

  /** (Re)starts draining in this tab, sending what a previous load or another tab left behind. */
  start(): Promise<void> {
    this.stopped = false;
    return this.drain();
  }

  /**
   * Stops draining in this tab (the screen unmounts); what is pending stays stored for the next
   * load. Writes enqueued while stopped are stored and sent on the next start().
   */
  stop(): void {
    this.stopped = true;
    this.wake();
  }

  private async loop(): Promise<void> {
    const sleep = this.options.sleep ?? abortableSleep;
    let failures = 0;
    while (!this.stopped) {
      const head = this.entries()[0];
      if (!head) {
        this.setPhase('idle');
        return;
      }
      if (failures === 0) this.setPhase('sending');
      try {
        const result = await this.options.send(head);
        failures = 0;
        this.remove(head.id);
        if (!this.stopped) this.options.onResult?.(head, result);
      } catch (error) {
        const kind = classifyFailure(error);
        if (kind === 'drop') {
          this.remove(head.id);
          if (!this.stopped) this.options.onDropped?.(head, error);
        } else if (kind === 'closed') {
          this.write([]);
          this.setPhase('closed');
          if (!this.stopped) this.options.onClosed?.(error);
          return;
        } else if (kind === 'auth') {
          this.setPhase('halted');
          if (!this.stopped) this.options.onAuthFailure?.(error);
          return;
        } else {
          failures += 1;
          this.setPhase('retrying');
          await sleep(backoffMs(failures, this.options.random), this.waking.signal);
        }
      }
    }
  }

  private remove(id: string): void {
    this.write(this.entries().filter((entry) => entry.id !== id));
  }

  private write(entries: QueueEntry[]): void {
    try {
      if (entries.length === 0) this.options.storage.removeItem(this.key);
      else this.options.storage.setItem(this.key, JSON.stringify(entries));
      this.memory = null;
    } catch (error) {
      console.warn('Answer queue could not be stored; keeping it in memory', error);
      this.memory = entries;
    }
    this.emit();
  }

  private setPhase(phase: QueuePhase): void {
    if (this.phase === phase) return;
    this.phase = phase;
    this.emit();
  }

  private emit(): void {
    if (!this.stopped) this.options.onStatus?.(this.status());
  }
}
