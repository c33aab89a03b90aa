import type { AnswerWriteResult } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import {
  appliedReply,
  deferred,
  examTab,
  fakeBus,
  fakeClock,
  httpError,
  memoryStorage,
  savedAnswer,
  settle,
} from './examSession.fakes';

/** The answer queue, the network coming and going, and tabs of one attempt agreeing (docs/attempts.md). */

const offlineFailure = () => Promise.reject(new TypeError('Failed to fetch'));

describe('answers while offline', () => {
  it('are kept and counted, and drain in click order when the network returns', async () => {
    const tab = examTab({ online: false });
    tab.network.recordAnswer.mockImplementation(offlineFailure);
    tab.session.start();
    await settle();
    for (const option of ['B', 'C', 'D'] as const) {
      tab.session.select(option);
      tab.session.saveAndNext();
      await settle();
    }
    expect(tab.snapshot()).toMatchObject({ online: false, queue: { pending: 3, phase: 'retrying' } });

    tab.network.recordAnswer.mockClear();
    tab.network.recordAnswer.mockImplementation(async (body) => ({
      applied: true,
      questionAttempt: savedAnswer(
        body.questionId,
        body.selectedAnswer,
        body.attemptStatus ?? 'NOT_ATTEMPTED',
      ),
    }));
    tab.signals.goOnline();
    await settle();
    expect(tab.snapshot()).toMatchObject({ online: true, queue: { pending: 0, phase: 'idle' } });
    expect(tab.sentAnswers().map((body) => `${body.questionId}=${body.selectedAnswer}`)).toEqual([
      'q1=B',
      'q2=C',
      'q3=D',
    ]);
  });

  it('an answer changed while offline is sent once, remembering the first answer chosen', async () => {
    const tab = examTab({ online: false });
    tab.network.recordAnswer.mockImplementation(offlineFailure);
    tab.session.start();
    tab.session.goTo(2);
    tab.session.select('B');
    await tab.clock.advance(1_000);
    tab.session.select('C');
    await settle();
    expect(tab.snapshot().queue.pending).toBe(1);

    tab.network.recordAnswer.mockClear();
    tab.network.recordAnswer.mockImplementation(async (body) => appliedReply(body));
    tab.signals.goOnline();
    await settle();
    expect(tab.sentAnswers()).toMatchObject([{ questionId: 'q3', selectedAnswer: 'C', firstAnswer: 'B' }]);
    expect(tab.snapshot().queue.pending).toBe(0);
  });

  it('a queue left by an earlier load is sent on start', async () => {
    const storage = memoryStorage();
    const first = examTab({ storage, online: false });
    first.network.recordAnswer.mockImplementation(offlineFailure);
    first.session.start();
    first.session.select('A');
    await settle();
    first.session.dispose();

    const second = examTab({ storage });
    expect(second.snapshot().queue.pending).toBe(1);
    second.session.start();
    await settle();
    expect(second.sentAnswers()).toMatchObject([{ questionId: 'q1', selectedAnswer: 'A' }]);
    expect(second.snapshot().queue.pending).toBe(0);
  });

  it('follows the pending count when another tab changes the stored queue', () => {
    const tab = examTab();
    tab.session.start();
    const entry = {
      id: 'e1',
      questionId: 'q2',
      selectedAnswer: 'B',
      attemptStatus: 'ANSWERED',
      timeSpent: 0,
      clientTs: 5,
    };
    tab.storage.setItem('ssc.answer-queue.v1.att-1', JSON.stringify([entry]));
    tab.signals.storageChanged('some-other-key');
    expect(tab.snapshot().queue.pending).toBe(0);
    tab.signals.storageChanged('ssc.answer-queue.v1.att-1');
    expect(tab.snapshot().queue.pending).toBe(1);
  });

  it('a 409 on an answer closes the screen; a 400 drops that answer and says so', async () => {
    const tab = examTab();
    tab.session.start();
    tab.network.recordAnswer.mockRejectedValueOnce(httpError(400));
    tab.session.select('A');
    await settle();
    expect(tab.eventTypes()).toEqual(['answer-rejected']);
    tab.network.recordAnswer.mockRejectedValueOnce(httpError(409));
    tab.session.select('B');
    await settle();
    expect(tab.eventTypes()).toEqual(['answer-rejected', 'closed']);
  });
});

/** Two tabs of one browser: shared storage and clock, one channel. */
function twoTabs() {
  const storage = memoryStorage();
  const bus = fakeBus();
  const clock = fakeClock();
  const a = examTab({ storage, bus, clock });
  const b = examTab({ storage, bus, clock });
  a.session.start();
  b.session.start();
  return { a, b, bus, clock };
}

describe('another tab of the same attempt', () => {
  it('shows a newer answer from the other tab at once, and says so once', async () => {
    const { a, b, clock } = twoTabs();
    a.session.select('A');
    await settle();
    expect(b.snapshot().sheet.q1?.selectedAnswer).toBe('A');
    await clock.advance(1_000);
    a.session.toggleMark();
    await settle();
    expect(b.snapshot().statuses[0]).toBe('ANSWERED_AND_MARKED');
    expect(b.eventTypes()).toEqual(['answer-from-other-tab']);
    expect(a.eventTypes()).toEqual([]);
  });

  it('an older answer from another tab loses to ours', async () => {
    const { b, bus } = twoTabs();
    b.session.select('C');
    const ours = b.snapshot().sheet.q1?.clientTs ?? 0;
    bus.deliver({
      type: 'answer',
      questionId: 'q1',
      selectedAnswer: 'A',
      marked: false,
      clientTs: ours - 1,
      timeSpent: 0,
    });
    expect(b.snapshot().sheet.q1?.selectedAnswer).toBe('C');
    expect(b.eventTypes()).toEqual([]);
  });

  it('ignores messages it does not understand and questions it does not have', () => {
    const { b, bus } = twoTabs();
    bus.deliver({ type: 'answer', questionId: 'q1', selectedAnswer: 'A' });
    bus.deliver({ type: 'answer', questionId: 'q1', selectedAnswer: 'A', clientTs: 9e12 });
    bus.deliver('hello');
    bus.deliver({
      type: 'answer',
      questionId: 'elsewhere',
      selectedAnswer: 'A',
      marked: false,
      clientTs: 9e12,
      timeSpent: 0,
    });
    expect(b.snapshot().sheet.q1?.selectedAnswer).toBeNull();
    expect(b.eventTypes()).toEqual([]);
  });

  it('a submission in one tab closes the other', async () => {
    const { a, b } = twoTabs();
    await a.session.submit('USER');
    await settle();
    expect(a.eventTypes()).toEqual(['submitted']);
    expect(b.eventTypes()).toEqual(['closed']);
  });
});

describe('a reply saying the server holds a newer answer (applied: false)', () => {
  const notApplied = (selectedAnswer: 'A' | 'C', clientTs: number, timeSpent = 0) => ({
    applied: false,
    questionAttempt: savedAnswer('q1', selectedAnswer, 'ANSWERED', { clientTs, timeSpent }),
  });

  it('takes the newer answer and passes it to the other tabs', async () => {
    const tab = examTab();
    tab.session.start();
    tab.network.recordAnswer.mockImplementationOnce(async (body) =>
      notApplied('C', (body.clientTs ?? 0) + 500, 40),
    );
    tab.session.select('A');
    await settle();
    expect(tab.snapshot().sheet.q1?.selectedAnswer).toBe('C');
    expect(tab.eventTypes()).toEqual(['answer-from-other-tab']);
    expect(tab.bus.posted.at(-1)).toMatchObject({
      type: 'answer',
      questionId: 'q1',
      selectedAnswer: 'C',
      timeSpent: 40,
    });
    tab.signals.hide();
    expect(tab.network.autoSave.mock.calls.at(-1)?.[1].timeSpent?.q1).toBe(40);
  });

  it('leaves a newer local answer alone when the stored one is older', async () => {
    const tab = examTab();
    tab.session.start();
    const late = deferred<AnswerWriteResult>();
    tab.network.recordAnswer.mockImplementationOnce(() => late.promise);
    tab.session.select('A');
    const firstStamp = tab.snapshot().sheet.q1?.clientTs ?? 0;
    tab.session.select('B');
    late.resolve(notApplied('C', firstStamp - 10));
    await settle();
    expect(tab.snapshot().sheet.q1?.selectedAnswer).toBe('B');
    expect(tab.eventTypes()).toEqual([]);
  });
});

describe('dispose', () => {
  it('stops every timer, listener and channel; start picks up again', async () => {
    const tab = examTab();
    tab.session.start();
    tab.session.toggleMark();
    tab.session.dispose();
    expect(tab.clock.pendingTimers()).toBe(0);
    expect(tab.signals.listeners()).toBe(0);
    expect(tab.bus.openChannels()).toBe(0);
    tab.session.start();
    expect(tab.bus.openChannels()).toBe(1);
    expect(tab.clock.pendingTimers()).toBe(2);
  });
});
