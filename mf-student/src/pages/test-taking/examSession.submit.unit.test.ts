import { afterEach, describe, expect, it, vi } from 'vitest';
import { appliedReply, deferred, examTab, httpError, START_MS, settle } from './examSession.fakes';
import { AUTO_SAVE_MS } from './progress';

/** Spec section 4: the timer, submission and its guard, auto-save. */

afterEach(() => vi.useRealTimers());

const oneMinute = {
  test: { testType: 'SECTIONAL' as const, durationMinutes: 1 },
  deadline: new Date(START_MS + 60_000).toISOString(),
};

describe('the deadline clock', () => {
  it('counts down from the server deadline using the clock offset', async () => {
    const tab = examTab({ attempt: oneMinute, clockOffsetMs: 15_000 });
    tab.session.start();
    expect(tab.session.secondsLeft.get()).toBe(45);
    await tab.clock.advance(1_000);
    expect(tab.session.secondsLeft.get()).toBe(44);
  });

  it('ticks without changing the screen snapshot (only the countdown re-renders)', async () => {
    const tab = examTab({ attempt: oneMinute });
    tab.session.start();
    const before = tab.snapshot();
    const ticks = vi.fn();
    tab.session.secondsLeft.subscribe(ticks);
    await tab.clock.advance(3_000);
    expect(ticks).toHaveBeenCalledTimes(3);
    expect(tab.snapshot()).toBe(before);
  });

  it('submits by itself exactly once at zero, even when that submission fails', async () => {
    const tab = examTab({ attempt: oneMinute });
    tab.network.submit.mockRejectedValueOnce(new Error('Gateway down'));
    tab.session.start();
    await tab.clock.advance(59_000);
    expect(tab.network.submit).not.toHaveBeenCalled();
    await tab.clock.advance(1_000);
    expect(tab.network.submit).toHaveBeenCalledTimes(1);
    expect(tab.network.submit.mock.calls[0]?.[1].reason).toBe('TIMER');
    await tab.clock.advance(10_000);
    expect(tab.network.submit).toHaveBeenCalledTimes(1);
    expect(tab.session.secondsLeft.get()).toBe(0);
  });

  it('an attempt opened after its deadline submits at once', async () => {
    const tab = examTab({ attempt: oneMinute, clockOffsetMs: 120_000 });
    tab.session.start();
    await settle();
    expect(tab.network.submit).toHaveBeenCalledTimes(1);
  });
});

describe('submission', () => {
  it('sends the final answer sheet with click stamps and times, then clears the queue and says so', async () => {
    const tab = examTab();
    tab.session.start();
    tab.session.select('B');
    await tab.clock.advance(4_000);
    tab.session.goTo(2);
    await tab.clock.advance(2_000);
    const stamp = tab.snapshot().sheet.q1?.clientTs;
    await tab.session.submit('USER');
    expect(tab.network.submit).toHaveBeenCalledWith('att-1', {
      reason: 'USER',
      questionUpdates: [
        { questionId: 'q1', selectedAnswer: 'B', attemptStatus: 'ANSWERED', timeSpent: 4, clientTs: stamp },
        { questionId: 'q3', selectedAnswer: null, attemptStatus: 'NOT_ATTEMPTED', timeSpent: 2, clientTs: 1 },
      ],
    });
    expect(tab.eventTypes()).toEqual(['submitted']);
    expect(tab.bus.posted.at(-1)).toEqual({ type: 'submitted' });
    expect(tab.snapshot().queue.pending).toBe(0);
    expect(tab.snapshot().submitting).toBe(true);
  });

  it('sends queued answers and saves the position before submitting', async () => {
    const tab = examTab();
    const reply = deferred<void>();
    tab.session.start();
    await settle();
    tab.network.recordAnswer.mockImplementationOnce((body) => reply.promise.then(() => appliedReply(body)));
    tab.session.select('A');
    tab.session.goTo(3);
    const done = tab.session.submit('USER');
    await settle();
    expect(tab.network.submit).not.toHaveBeenCalled();
    expect(tab.network.autoSave.mock.calls.at(-1)?.[1]).toMatchObject({ lastActiveQuestionIndex: 3 });
    reply.resolve();
    await done;
    expect(tab.network.submit).toHaveBeenCalledTimes(1);
  });

  it('does not wait more than 8 s for a queue that cannot drain', async () => {
    // The queue times its flush on the global timer (answerQueue.ts), so that one is faked here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tab = examTab();
    tab.network.recordAnswer.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    tab.session.start();
    tab.session.select('A');
    const done = tab.session.submit('USER');
    await vi.advanceTimersByTimeAsync(7_999);
    expect(tab.network.submit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(tab.network.submit.mock.calls[0]?.[1].questionUpdates?.[0]).toMatchObject({ selectedAnswer: 'A' });
    // The answer sheet carried it: nothing is left to replay after a reload.
    expect(tab.snapshot().queue.pending).toBe(0);
    expect(tab.storage.getItem('ssc.answer-queue.v1.att-1')).toBeNull();
  });

  it('an answer changed while its writes could not be sent still counts as changed on the answer sheet', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tab = examTab();
    tab.network.recordAnswer.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    tab.session.start();
    tab.session.select('B');
    tab.session.select('C');
    tab.session.goTo(1);
    tab.session.select('D');
    const done = tab.session.submit('USER');
    await vi.advanceTimersByTimeAsync(8_000);
    await done;
    expect(tab.network.submit.mock.calls[0]?.[1].questionUpdates).toMatchObject([
      { questionId: 'q1', selectedAnswer: 'C', firstAnswer: 'B' },
      { questionId: 'q2', selectedAnswer: 'D' },
    ]);
    expect(tab.network.submit.mock.calls[0]?.[1].questionUpdates?.[1]).not.toHaveProperty('firstAnswer');
  });

  it('is guarded: a double click, or the timer during a manual submit, sends once', async () => {
    const tab = examTab({ attempt: oneMinute });
    const pending = deferred<unknown>();
    tab.network.submit.mockImplementationOnce(() => pending.promise);
    tab.session.start();
    const first = tab.session.submit('USER');
    await tab.session.submit('USER');
    await tab.clock.advance(60_000);
    pending.resolve({});
    await first;
    expect(tab.network.submit).toHaveBeenCalledTimes(1);
    expect(tab.eventTypes()).toEqual(['submitted']);
  });

  it('a failure releases the guard, restarts the question clock and lets the student retry', async () => {
    const tab = examTab();
    tab.network.submit.mockRejectedValueOnce(new Error('Gateway down'));
    tab.session.start();
    await tab.session.submit('USER');
    expect(tab.snapshot().submitting).toBe(false);
    expect(tab.events).toEqual([{ type: 'submit-failed', error: new Error('Gateway down') }]);
    await tab.clock.advance(3_000);
    await tab.session.submit('USER');
    expect(tab.network.submit).toHaveBeenCalledTimes(2);
    expect(tab.network.submit.mock.calls[1]?.[1].questionUpdates).toEqual([
      expect.objectContaining({ questionId: 'q1', timeSpent: 3 }),
    ]);
    expect(tab.eventTypes()).toEqual(['submit-failed', 'submitted']);
  });

  it('409 means the attempt is closed already; 401 asks for a new sign-in instead of a failure toast', async () => {
    const tab = examTab();
    tab.network.submit.mockRejectedValueOnce(httpError(409)).mockRejectedValueOnce(httpError(401));
    tab.session.start();
    await tab.session.submit('USER');
    await tab.session.submit('USER');
    expect(tab.eventTypes()).toEqual(['submit-failed', 'closed', 'auth-failed']);
  });
});

describe('auto-save', () => {
  it('saves at once when the last save is over 10 s old, then every 30 s, and with keepalive when hidden', async () => {
    const tab = examTab({ attempt: { lastActiveAt: new Date(START_MS - 11_000).toISOString() } });
    tab.session.start();
    expect(tab.network.autoSave).toHaveBeenCalledTimes(1);
    await tab.clock.advance(AUTO_SAVE_MS);
    expect(tab.network.autoSave).toHaveBeenCalledTimes(2);
    tab.signals.hide();
    expect(tab.network.autoSave.mock.calls.at(-1)?.[2]).toEqual({ keepalive: true });
    expect(tab.network.autoSave.mock.calls[0]?.[1]).toMatchObject({
      lastActiveAt: new Date(START_MS).toISOString(),
      lastActiveQuestionIndex: 0,
      lastActiveSection: null,
      durationTaken: 0,
    });
  });

  it('skips the opening save when the last one is recent, and a failure is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tab = examTab({ attempt: { lastActiveAt: new Date(START_MS - 5_000).toISOString() } });
    tab.network.autoSave.mockRejectedValue(new Error('offline'));
    tab.session.start();
    expect(tab.network.autoSave).not.toHaveBeenCalled();
    await tab.clock.advance(AUTO_SAVE_MS);
    expect(tab.network.autoSave).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Auto-save failed', expect.any(Error));
    expect(tab.events).toEqual([]);
  });

  it('stops once submission starts, and runs again if it fails', async () => {
    const tab = examTab();
    const pending = deferred<unknown>();
    tab.network.submit.mockImplementationOnce(() => pending.promise);
    tab.session.start();
    await settle();
    const done = tab.session.submit('USER');
    await settle();
    const calls = tab.network.autoSave.mock.calls.length;
    await tab.clock.advance(3 * AUTO_SAVE_MS);
    tab.signals.hide();
    expect(tab.network.autoSave).toHaveBeenCalledTimes(calls);

    pending.reject(new Error('Gateway down'));
    await done;
    await tab.clock.advance(AUTO_SAVE_MS);
    expect(tab.network.autoSave).toHaveBeenCalledTimes(calls + 1);
  });
});
