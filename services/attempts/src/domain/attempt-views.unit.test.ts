import { testAttempt } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { answer, at, run, started, USER } from './attempt-fixtures';
import { durationTakenMinutes } from './attempt-rules';
import { savedQuestionAttempts, toSummary, toTestAttempt } from './attempt-views';
import { evolve } from './evolve';

describe('attempt views', () => {
  it('lists one row per question in test order, untouched ones NOT_ATTEMPTED, with time from progress saves', () => {
    let s = answer(
      started(),
      [{ questionId: 'q2', selectedAnswer: 'C', clientTs: 7, timeSpent: 11 }],
      at(30),
    ).state;
    s = run(s, { type: 'SaveProgress', attemptId: s.id, userId: USER, timeSpent: { q3: 4 } }, at(40)).state;
    const view = testAttempt.parse(toTestAttempt(s, at(90)));
    expect(
      view.questionAttempts.map((q) => [q.questionId, q.selectedAnswer, q.attemptStatus, q.timeSpent]),
    ).toEqual([
      ['q1', null, 'NOT_ATTEMPTED', 0],
      ['q2', 'C', 'ANSWERED', 11],
      ['q3', null, 'NOT_ATTEMPTED', 4],
    ]);
    expect(view).toMatchObject({
      serverNow: at(90).toISOString(),
      durationTaken: 1.5,
      isCompleted: false,
      version: 3,
    });
    expect(savedQuestionAttempts(s).map((q) => q.questionId)).toEqual(['q2', 'q3']);
    expect(toSummary(s)).toMatchObject({ answeredCount: 1, status: 'IN_PROGRESS' });
  });

  it('caps durationTaken at the duration and fixes it at submission', () => {
    const s = started(10);
    expect(durationTakenMinutes(s, at(-5))).toBe(0);
    expect(durationTakenMinutes(s, at(20))).toBe(0.33);
    expect(durationTakenMinutes(s, at(5000))).toBe(10);
    const submitted = run(
      s,
      { type: 'SubmitAttempt', attemptId: s.id, userId: USER, reason: 'TIMER', updates: [] },
      at(300),
    ).state;
    expect(durationTakenMinutes(submitted, at(9999))).toBe(5);
  });

  it('refuses to fold events before the start', () => {
    const s = answer(started(), [{ questionId: 'q1', selectedAnswer: 'A', clientTs: 1 }], at(3));
    const event = s.events[0];
    if (!event) throw new Error('no event');
    expect(() => evolve(null, event)).toThrow(/before AttemptStarted/);
  });
});
