import type { Answer, AnswerWriteResult } from '@ssc/contracts';
import type { RecordAnswerBody, SaveProgressBody, SubmitAttemptBody } from '@ssc/web-core';
import type { KeyValueStorage, WithLock } from './answerQueue';

/**
 * Everything the exam session does to the world, passed in (as answerQueue.ts does): the browser
 * gives the real ones (browserExamEffects.ts), unit tests give fakes they drive.
 */

/** Stops a timer or a subscription. */
export type Cancel = () => void;

export interface ExamClock {
  /** Device time in ms; the session adds the server offset itself. */
  now(): number;
  after(ms: number, run: () => void): Cancel;
  every(ms: number, run: () => void): Cancel;
}

/** The attempt calls of the API (attemptsApi has exactly this shape). */
export interface ExamNetwork {
  recordAnswer(body: RecordAnswerBody): Promise<AnswerWriteResult>;
  autoSave(attemptId: string, body: SaveProgressBody, opts?: { keepalive?: boolean }): Promise<unknown>;
  submit(attemptId: string, body: SubmitAttemptBody): Promise<unknown>;
}

export interface AttemptChannel {
  post(message: AttemptMessage): void;
  close(): void;
}

/** Opens the channel shared by the tabs of one attempt; null where there is none. */
export type OpenChannel = (name: string, onMessage: (data: unknown) => void) => AttemptChannel | null;

/** What the device tells the page. */
export interface ExamSignals {
  isOnline(): boolean;
  onOnlineChange(listener: (online: boolean) => void): Cancel;
  /** The page went to the background, where a phone may kill it. */
  onHidden(listener: () => void): Cancel;
  /** Another tab changed shared storage; `key` is null when it was cleared. */
  onStorage(listener: (key: string | null) => void): Cancel;
}

/** Outcomes the student has to be told about, or that take them elsewhere. */
export type ExamEvent =
  | { type: 'resumed' }
  /** Sent once per screen, however many answers arrive. */
  | { type: 'answer-from-other-tab' }
  | { type: 'answer-rejected'; error: unknown }
  /** A write refused because its section's block is closed (or not open yet). */
  | { type: 'section-closed'; error: unknown }
  /** Section timers: a block's time ran out and the next opened (block names). */
  | { type: 'block-opened'; closed: string; opened: string }
  /** 401: the sign-in has to be renewed. */
  | { type: 'auth-failed'; error: unknown }
  | { type: 'submitted' }
  | { type: 'submit-failed'; error: unknown }
  /** The attempt is over on the server (submitted elsewhere, or past its deadline). */
  | { type: 'closed' };

export interface ExamEffects {
  clock: ExamClock;
  storage: KeyValueStorage;
  /** Cross-tab mutual exclusion under a name. */
  lock: (name: string) => WithLock;
  network: ExamNetwork;
  openChannel: OpenChannel;
  signals: ExamSignals;
  notify: (event: ExamEvent) => void;
}

/** The queue's retry wait on the injected clock, cut short when `signal` aborts. */
export function clockSleep(clock: ExamClock): (ms: number, signal: AbortSignal) => Promise<void> {
  return (ms, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const cancel = clock.after(ms, resolve);
      signal.addEventListener(
        'abort',
        () => {
          cancel();
          resolve();
        },
        { once: true },
      );
    });
}

/**
 * What one tab tells the others about the same attempt, over a BroadcastChannel per attempt: a
 * change in one tab shows in the others at once, without a round trip. The server's clientTs rule
 * stays the referee; this only makes tabs agree sooner.
 */
export type AttemptMessage =
  | {
      type: 'answer';
      questionId: string;
      selectedAnswer: Answer | null;
      marked: boolean;
      clientTs: number;
      timeSpent: number;
    }
  | { type: 'submitted' };
