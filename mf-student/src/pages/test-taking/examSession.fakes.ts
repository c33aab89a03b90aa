import type { Answer, AnswerWriteResult, AttemptStatus, QuestionAttempt, Section } from '@ssc/contracts';
import type { RecordAnswerBody } from '@ssc/web-core';
import { vi } from 'vitest';
import type { KeyValueStorage } from './answerQueue';
import type {
  AttemptMessage,
  Cancel,
  ExamClock,
  ExamEvent,
  ExamNetwork,
  ExamSignals,
  OpenChannel,
} from './examEffects';
import type { QuestionRef, SessionAttempt } from './examLayout';
import { ExamSession } from './examSession';

/** Test doubles for every effect of the exam session; each test drives them by hand. */

export const START_MS = Date.parse('2025-03-01T10:00:00.000Z');

/**
 * Lets every settled promise run its callbacks: the fakes never wait on real time, so one turn of
 * the event loop is enough.
 */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface FakeClock extends ExamClock {
  /** Moves time on, running due timers in time order and letting promises settle after each. */
  advance(ms: number): Promise<void>;
  pendingTimers(): number;
}

export function fakeClock(startMs = START_MS): FakeClock {
  let now = startMs;
  let seq = 0;
  const timers = new Map<number, { at: number; every: number | null; run: () => void }>();
  const schedule = (ms: number, run: () => void, every: number | null): Cancel => {
    const id = ++seq;
    timers.set(id, { at: now + Math.max(0, ms), every, run });
    return () => void timers.delete(id);
  };
  const nextDue = (end: number) =>
    [...timers.entries()]
      .filter(([, timer]) => timer.at <= end)
      .sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
  return {
    now: () => now,
    after: (ms, run) => schedule(ms, run, null),
    every: (ms, run) => schedule(ms, run, Math.max(1, ms)),
    async advance(ms) {
      const end = now + ms;
      await settle();
      for (let due = nextDue(end); due; due = nextDue(end)) {
        const [id, timer] = due;
        now = timer.at;
        if (timer.every) timer.at += timer.every;
        else timers.delete(id);
        timer.run();
        await settle();
      }
      now = end;
      await settle();
    },
    pendingTimers: () => timers.size,
  };
}

export function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

export function savedAnswer(
  questionId: string,
  selectedAnswer: Answer | null,
  attemptStatus: AttemptStatus,
  { timeSpent = 0, clientTs = 1, section = 'GENERAL' as Section } = {},
): QuestionAttempt {
  return {
    id: `qa-${questionId}`,
    testAttemptId: 'att-1',
    questionId,
    section,
    selectedAnswer,
    attemptStatus,
    timeSpent,
    visited: attemptStatus !== 'NOT_ATTEMPTED',
    isCorrect: null,
    marksAwarded: null,
    clientTs,
    updatedAt: null,
  };
}

/** What the server replies to an answer it stored. */
export function appliedReply(body: RecordAnswerBody): AnswerWriteResult {
  return {
    applied: true,
    questionAttempt: savedAnswer(
      body.questionId,
      body.selectedAnswer,
      body.attemptStatus ?? 'NOT_ATTEMPTED',
      {
        timeSpent: body.timeSpent,
        clientTs: body.clientTs,
      },
    ),
  };
}

export function fakeNetwork() {
  return {
    recordAnswer: vi.fn<ExamNetwork['recordAnswer']>(async (body) => appliedReply(body)),
    autoSave: vi.fn<ExamNetwork['autoSave']>(async () => ({})),
    submit: vi.fn<ExamNetwork['submit']>(async () => ({})),
  };
}

export function fakeSignals(initiallyOnline = true) {
  let online = initiallyOnline;
  const onlineListeners = new Set<(online: boolean) => void>();
  const hiddenListeners = new Set<() => void>();
  const storageListeners = new Set<(key: string | null) => void>();
  const add =
    <T>(set: Set<T>) =>
    (listener: T): Cancel => {
      set.add(listener);
      return () => void set.delete(listener);
    };
  const signals: ExamSignals = {
    isOnline: () => online,
    onOnlineChange: add(onlineListeners),
    onHidden: add(hiddenListeners),
    onStorage: add(storageListeners),
  };
  const setOnline = (next: boolean) => {
    online = next;
    for (const listener of onlineListeners) listener(next);
  };
  return {
    signals,
    goOffline: () => setOnline(false),
    goOnline: () => setOnline(true),
    hide: () => {
      for (const listener of hiddenListeners) listener();
    },
    storageChanged: (key: string | null) => {
      for (const listener of storageListeners) listener(key);
    },
    listeners: () => onlineListeners.size + hiddenListeners.size + storageListeners.size,
  };
}

/** BroadcastChannel between fake tabs: delivery is asynchronous and never back to the sender. */
export function fakeBus() {
  const members = new Set<{ name: string; onMessage: (data: unknown) => void }>();
  const posted: AttemptMessage[] = [];
  const open: OpenChannel = (name, onMessage) => {
    const member = { name, onMessage };
    members.add(member);
    return {
      post(message) {
        posted.push(message);
        const copy = structuredClone(message);
        for (const other of members)
          if (other !== member && other.name === name) queueMicrotask(() => other.onMessage(copy));
      },
      close: () => void members.delete(member),
    };
  };
  /** A message from a tab the test plays itself. */
  const deliver = (data: unknown) => {
    for (const member of members) member.onMessage(data);
  };
  return { open, posted, deliver, openChannels: () => members.size };
}

/** Four questions by default; give sections for a sectioned full-length attempt. */
export function attemptFixture(
  over: Partial<SessionAttempt> = {},
  sections: readonly Section[] = ['GENERAL', 'GENERAL', 'GENERAL', 'GENERAL'],
): { attempt: SessionAttempt; questions: QuestionRef[] } {
  const questions = sections.map((section, i) => ({ id: `q${i + 1}`, section }));
  const attempt: SessionAttempt = {
    id: 'att-1',
    startedAt: new Date(START_MS).toISOString(),
    deadline: new Date(START_MS + 60 * 60_000).toISOString(),
    lastActiveAt: null,
    lastActiveQuestionIndex: 0,
    lastActiveSection: null,
    questions: questions.map((q) => ({ questionId: q.id, section: q.section })),
    questionAttempts: [],
    test: { testType: 'SECTIONAL', durationMinutes: 60 },
    ...over,
  };
  return { attempt, questions };
}

export const FULL_LENGTH_SECTIONS: readonly Section[] = [
  'QUANTITATIVE_APTITUDE',
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'GENERAL_INTELLIGENCE',
  'ENGLISH_COMPREHENSION',
  'ENGLISH_COMPREHENSION',
  'GENERAL_AWARENESS',
  'GENERAL_AWARENESS',
];

interface TabOptions {
  attempt?: Partial<SessionAttempt>;
  sections?: readonly Section[];
  clockOffsetMs?: number;
  online?: boolean;
  /** Shared by tabs of one browser. */
  storage?: KeyValueStorage;
  bus?: ReturnType<typeof fakeBus>;
  clock?: FakeClock;
}

/** One tab's exam session on fakes, not yet started. */
export function examTab(options: TabOptions = {}) {
  const { attempt, questions } = attemptFixture(options.attempt, options.sections);
  const clock = options.clock ?? fakeClock();
  const network = fakeNetwork();
  const signals = fakeSignals(options.online ?? true);
  const bus = options.bus ?? fakeBus();
  const storage = options.storage ?? memoryStorage();
  const events: ExamEvent[] = [];
  const session = new ExamSession(
    { attempt, questions, clockOffsetMs: options.clockOffsetMs ?? 0 },
    {
      clock,
      storage,
      lock: () => (task) => task(),
      network,
      openChannel: bus.open,
      signals: signals.signals,
      notify: (event) => events.push(event),
    },
  );
  return {
    session,
    clock,
    network,
    signals,
    bus,
    storage,
    events,
    eventTypes: () => events.map((event) => event.type),
    snapshot: () => session.getSnapshot(),
    /** The body of every answer write sent so far. */
    sentAnswers: () => network.recordAnswer.mock.calls.map(([body]) => body),
  };
}

/** A promise the test settles when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const httpError = (status: number, message = `status ${status}`) =>
  Object.assign(new Error(message), { status });
