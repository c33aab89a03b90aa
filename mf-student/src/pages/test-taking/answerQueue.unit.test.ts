import type { AnswerWriteResult } from '@ssc/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  AnswerQueue,
  type AnswerQueueOptions,
  type AnswerWrite,
  backoffMs,
  classifyFailure,
  coalesce,
  isSectionRefusal,
  type KeyValueStorage,
  parseEntries,
  pendingFirstAnswers,
  type QueueEntry,
  queueStorageKey,
} from './answerQueue';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const write = (
  questionId: string,
  clientTs: number,
  selectedAnswer: AnswerWrite['selectedAnswer'] = 'A',
) => ({
  questionId,
  selectedAnswer,
  attemptStatus: selectedAnswer ? ('ANSWERED' as const) : ('NOT_ATTEMPTED' as const),
  timeSpent: 5,
  clientTs,
});

const applied = (entry: QueueEntry): AnswerWriteResult => ({
  applied: true,
  questionAttempt: {
    id: `qa-${entry.questionId}`,
    testAttemptId: 'att-1',
    questionId: entry.questionId,
    section: 'GENERAL',
    selectedAnswer: entry.selectedAnswer,
    attemptStatus: entry.attemptStatus,
    timeSpent: entry.timeSpent,
    isCorrect: null,
    marksAwarded: null,
    clientTs: entry.clientTs,
    updatedAt: null,
    visited: true,
  },
});

const httpError = (status: number) => Object.assign(new Error(`status ${status}`), { status });

/** A send whose replies the test releases one by one. */
function manualSend() {
  const calls: Array<{ entry: QueueEntry; resolve: () => void; reject: (error: unknown) => void }> = [];
  const send = vi.fn(
    (entry: QueueEntry) =>
      new Promise<AnswerWriteResult>((resolve, reject) => {
        calls.push({ entry, resolve: () => resolve(applied(entry)), reject });
      }),
  );
  return { send, calls };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function makeQueue(over: Partial<AnswerQueueOptions> = {}) {
  const storage = over.storage ?? memoryStorage();
  let n = 0;
  const queue = new AnswerQueue({
    attemptId: 'att-1',
    storage,
    send: async (entry) => applied(entry),
    // A real timer, so a retry loop never starves the event loop.
    sleep: () => new Promise((resolve) => setTimeout(resolve, 0)),
    newId: () => `e${++n}`,
    ...over,
  });
  return { queue, storage };
}

describe('failure classification', () => {
  it.each([
    [new TypeError('Failed to fetch'), 'retry'],
    [httpError(500), 'retry'],
    [httpError(502), 'retry'],
    [httpError(503), 'retry'],
    [httpError(408), 'retry'],
    [httpError(429), 'retry'],
    [httpError(409), 'closed'],
    [httpError(401), 'auth'],
    [httpError(400), 'drop'],
    [httpError(403), 'drop'],
    [httpError(404), 'drop'],
    [httpError(422), 'drop'],
  ])('%s → %s', (error, kind) => {
    expect(classifyFailure(error)).toBe(kind);
  });

  it('a section timer’s 409 refuses that write only: it is dropped, the attempt goes on', () => {
    const refusal = (code: string) => Object.assign(httpError(409), { code });
    for (const code of ['SECTION_CLOSED', 'SECTION_NOT_OPEN']) {
      expect(isSectionRefusal(refusal(code))).toBe(true);
      expect(classifyFailure(refusal(code))).toBe('drop');
    }
    expect(isSectionRefusal(refusal('ATTEMPT_CLOSED'))).toBe(false);
    expect(classifyFailure(refusal('ATTEMPT_CLOSED'))).toBe('closed');
    // The code alone is not enough: only a 409 carrying it is a section's refusal.
    expect(isSectionRefusal(Object.assign(httpError(400), { code: 'SECTION_CLOSED' }))).toBe(false);
  });

  it('backs off exponentially up to 30 s, with jitter', () => {
    expect(backoffMs(1, () => 0.5)).toBe(1000);
    expect(backoffMs(2, () => 0.5)).toBe(2000);
    expect(backoffMs(4, () => 0.5)).toBe(8000);
    expect(backoffMs(20, () => 0.5)).toBe(30_000);
    expect(backoffMs(1, () => 0)).toBe(750);
    expect(backoffMs(1, () => 1)).toBe(1250);
  });
});

describe('coalescing', () => {
  const entry = (id: string, questionId: string, clientTs: number): QueueEntry => ({
    ...write(questionId, clientTs),
    id,
  });

  it('replaces an older pending write for the same question with the newer one', () => {
    const out = coalesce([entry('1', 'q1', 100), entry('2', 'q2', 150)], entry('3', 'q1', 200));
    expect(out.map((e) => e.id)).toEqual(['2', '3']);
  });

  it('never lets an older write replace a newer pending one', () => {
    const pending = [entry('1', 'q1', 300)];
    expect(coalesce(pending, entry('2', 'q1', 200)).map((e) => e.id)).toEqual(['1']);
    expect(coalesce(pending, entry('3', 'q1', 300)).map((e) => e.id)).toEqual(['1']);
  });

  it('keeps writes for other questions in order', () => {
    const out = coalesce([entry('1', 'q1', 1), entry('2', 'q2', 2)], entry('3', 'q3', 3));
    expect(out.map((e) => e.id)).toEqual(['1', '2', '3']);
  });

  it('remembers the first answer the replaced writes chose, so a change survives coalescing', () => {
    const answered = (id: string, clientTs: number, selectedAnswer: AnswerWrite['selectedAnswer']) => ({
      ...write('q6', clientTs, selectedAnswer),
      id,
    });
    // B, then C: only C is sent, remembering B.
    let pending = coalesce([], answered('1', 1, 'B'));
    pending = coalesce(pending, answered('2', 2, 'C'));
    expect(pending).toMatchObject([{ id: '2', selectedAnswer: 'C', firstAnswer: 'B' }]);
    // Cleared, then D: still B first.
    pending = coalesce(pending, answered('3', 3, null));
    pending = coalesce(pending, answered('4', 4, 'D'));
    expect(pending).toMatchObject([{ id: '4', selectedAnswer: 'D', firstAnswer: 'B' }]);
    // Back to B: no change to remember.
    expect(coalesce(pending, answered('5', 5, 'B'))[0]).not.toHaveProperty('firstAnswer');
    // A clear before any answer is no first answer.
    const cleared = coalesce(coalesce([], answered('6', 6, null)), answered('7', 7, 'A'));
    expect(cleared[0]).not.toHaveProperty('firstAnswer');
    expect(pendingFirstAnswers([...pending, ...coalesce([], { ...write('q7', 1, null), id: '8' })])).toEqual(
      new Map([['q6', 'B']]),
    );
  });
});

describe('answer queue', () => {
  it('sends writes one at a time, in order', async () => {
    const { send, calls } = manualSend();
    const { queue } = makeQueue({ send });
    queue.enqueue(write('q1', 1));
    queue.enqueue(write('q2', 2));
    queue.enqueue(write('q3', 3));
    await tick();
    expect(calls).toHaveLength(1);
    for (const expected of ['q1', 'q2', 'q3']) {
      const call = calls.at(-1);
      expect(call?.entry.questionId).toBe(expected);
      call?.resolve();
      await tick();
    }
    expect(calls).toHaveLength(3);
    expect(queue.status()).toEqual({ pending: 0, phase: 'idle' });
  });

  it('persists pending writes and sends them after a reload', async () => {
    const storage = memoryStorage();
    const first = makeQueue({ storage, send: async () => Promise.reject(new TypeError('offline')) });
    first.queue.enqueue(write('q1', 10, 'B'));
    first.queue.enqueue(write('q2', 11, 'C'));
    await tick();
    first.queue.stop(); // the tab closes
    await tick();
    expect(parseEntries(storage.getItem(queueStorageKey('att-1'))).map((e) => e.questionId)).toEqual([
      'q1',
      'q2',
    ]);

    // A new page load: same storage, fresh queue.
    const sent: QueueEntry[] = [];
    const second = makeQueue({
      storage,
      send: async (entry) => {
        sent.push(entry);
        return applied(entry);
      },
    });
    expect(second.queue.status().pending).toBe(2);
    await second.queue.start();
    expect(sent.map((e) => [e.questionId, e.selectedAnswer, e.clientTs])).toEqual([
      ['q1', 'B', 10],
      ['q2', 'C', 11],
    ]);
    expect(storage.getItem(queueStorageKey('att-1'))).toBeNull();
  });

  it('keeps attempts apart', () => {
    const storage = memoryStorage();
    const a = makeQueue({ storage, send: () => new Promise(() => undefined) });
    const b = new AnswerQueue({ attemptId: 'att-2', storage, send: () => new Promise(() => undefined) });
    a.queue.enqueue(write('q1', 1));
    expect(b.status().pending).toBe(0);
    expect(a.queue.status().pending).toBe(1);
  });

  it('a newer write made while an older one is in flight is still sent', async () => {
    const { send, calls } = manualSend();
    const { queue } = makeQueue({ send });
    queue.enqueue(write('q1', 100, 'A'));
    await tick();
    queue.enqueue(write('q1', 200, 'B'));
    calls[0]?.resolve();
    await tick();
    expect(calls.map((c) => c.entry.selectedAnswer)).toEqual(['A', 'B']);
    calls[1]?.resolve();
    await tick();
    expect(queue.status().pending).toBe(0);
  });

  it('coalesces writes waiting behind a failing one, sending only the newest per question', async () => {
    let online = false;
    const sent: QueueEntry[] = [];
    const { queue } = makeQueue({
      send: async (entry) => {
        if (!online) throw new TypeError('offline');
        sent.push(entry);
        return applied(entry);
      },
      sleep: () => new Promise((resolve) => setTimeout(resolve, 1)),
    });
    queue.enqueue(write('q1', 1, 'A'));
    queue.enqueue(write('q1', 2, 'B'));
    queue.enqueue(write('q2', 3, 'C'));
    queue.enqueue(write('q1', 4, null));
    await tick();
    expect(queue.status().phase).toBe('retrying');
    online = true;
    await queue.flush(1000);
    expect(sent.map((e) => [e.questionId, e.selectedAnswer, e.firstAnswer])).toEqual([
      ['q2', 'C', undefined],
      ['q1', null, 'A'],
    ]);
  });

  it('keeps a remembered first answer through a reload', () => {
    const storage = memoryStorage();
    const { queue } = makeQueue({ storage, send: () => new Promise(() => undefined) });
    queue.stop();
    queue.enqueue(write('q1', 1, 'A'));
    queue.enqueue(write('q1', 2, 'C'));
    expect(parseEntries(storage.getItem(queueStorageKey('att-1')))).toMatchObject([
      { questionId: 'q1', selectedAnswer: 'C', firstAnswer: 'A' },
    ]);
    // A damaged first answer makes the entry unreadable rather than refused by the server.
    const damaged = JSON.stringify([{ ...write('q1', 3, 'B'), id: 'x', firstAnswer: 'Z' }]);
    expect(parseEntries(damaged)).toEqual([]);
  });

  it('retries network errors, 5xx and 429 until they succeed', async () => {
    const failures = [new TypeError('Failed to fetch'), httpError(503), httpError(429)];
    const sleep = vi.fn(async (_ms: number) => undefined);
    const onResult = vi.fn();
    const { queue } = makeQueue({
      send: async (entry) => {
        const failure = failures.shift();
        if (failure) throw failure;
        return applied(entry);
      },
      sleep,
      random: () => 0.5,
      onResult,
    });
    queue.enqueue(write('q1', 1));
    await queue.flush(1000);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(queue.status().pending).toBe(0);
  });

  it('drops a write the server refuses (4xx) and goes on', async () => {
    const onDropped = vi.fn();
    const sent: string[] = [];
    const { queue } = makeQueue({
      send: async (entry) => {
        if (entry.questionId === 'bad') throw httpError(400);
        sent.push(entry.questionId);
        return applied(entry);
      },
      onDropped,
    });
    queue.enqueue(write('bad', 1));
    queue.enqueue(write('q2', 2));
    await queue.flush(1000);
    expect(onDropped).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['q2']);
  });

  it('stops and forgets everything on 409 (attempt closed), and takes no more writes', async () => {
    const onClosed = vi.fn();
    const send = vi.fn(async () => Promise.reject(httpError(409)));
    const { queue } = makeQueue({ send, onClosed });
    queue.enqueue(write('q1', 1));
    queue.enqueue(write('q2', 2));
    await queue.flush(1000);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.status()).toEqual({ pending: 0, phase: 'closed' });
    queue.enqueue(write('q3', 3));
    expect(queue.status().pending).toBe(0);
  });

  it('pauses on 401 and keeps the answers for after sign-in', async () => {
    const onAuthFailure = vi.fn();
    const { queue } = makeQueue({ send: async () => Promise.reject(httpError(401)), onAuthFailure });
    queue.enqueue(write('q1', 1));
    expect(await queue.flush(1000)).toBe(false);
    expect(onAuthFailure).toHaveBeenCalled();
    expect(queue.status()).toEqual({ pending: 1, phase: 'halted' });
  });

  it('reports replies, so a newer answer from another tab can be adopted', async () => {
    const onResult = vi.fn();
    const { queue } = makeQueue({
      send: async (entry) => ({
        applied: false,
        questionAttempt: {
          ...applied(entry).questionAttempt,
          selectedAnswer: 'D',
          clientTs: entry.clientTs + 50,
        },
      }),
      onResult,
    });
    queue.enqueue(write('q1', 1));
    await queue.flush(1000);
    expect(onResult.mock.calls[0]?.[1]).toMatchObject({
      applied: false,
      questionAttempt: { selectedAnswer: 'D' },
    });
  });

  it('flush gives up after its timeout while the network is down', async () => {
    const { queue } = makeQueue({
      send: async () => Promise.reject(new TypeError('offline')),
      sleep: (_ms, signal) =>
        new Promise((resolve) => {
          const timer = setTimeout(resolve, 5);
          signal.addEventListener('abort', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    });
    queue.enqueue(write('q1', 1));
    expect(await queue.flush(30)).toBe(false);
    expect(queue.status().pending).toBe(1);
    queue.stop();
  });

  it('runs each drain under the lock and sends nothing while stopped', async () => {
    let locked = 0;
    const withLock = <T>(task: () => Promise<T>) => {
      locked += 1;
      return task();
    };
    const send = vi.fn(async (entry: QueueEntry) => applied(entry));
    const { queue } = makeQueue({ withLock, send });
    queue.stop();
    queue.enqueue(write('q1', 1));
    await tick();
    expect(send).not.toHaveBeenCalled();
    expect(queue.status().pending).toBe(1);
    await queue.start();
    expect(send).toHaveBeenCalledTimes(1);
    expect(locked).toBeGreaterThan(0);
  });

  it('ignores a corrupt stored queue', () => {
    const storage = memoryStorage();
    storage.setItem(queueStorageKey('att-1'), '{not json');
    expect(makeQueue({ storage }).queue.status().pending).toBe(0);
    storage.setItem(queueStorageKey('att-1'), JSON.stringify([{ nope: true }]));
    expect(makeQueue({ storage }).queue.status().pending).toBe(0);
  });

  it('keeps answers in memory when storage refuses them', async () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { send, calls } = manualSend();
    const { queue } = makeQueue({ storage, send });
    queue.enqueue(write('q1', 1));
    expect(queue.status().pending).toBe(1);
    await tick();
    calls[0]?.resolve();
    await tick();
    expect(queue.status().pending).toBe(0);
    warn.mockRestore();
  });
});
