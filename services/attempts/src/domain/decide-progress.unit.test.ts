import { ATTEMPT_MESSAGES, progressSavedData } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { InvalidAttemptCommand } from './attempt-errors';
import { answer, at, run, started, USER } from './attempt-fixtures';
import { answerSheet, isVisited, rowAt } from './attempt-rules';
import type { AttemptState } from './attempt-types';

const submit = (state: AttemptState, now: Date) =>
  run(state, { type: 'SubmitAttempt', attemptId: state.id, userId: USER, reason: 'USER', updates: [] }, now);

describe('SaveProgress', () => {
  const save = (state: AttemptState, now: Date, extra: Record<string, unknown>) =>
    run(state, { type: 'SaveProgress', attemptId: state.id, userId: USER, ...extra }, now);

  it('records position and only the time that grew; keeps what was not sent', () => {
    const s1 = answer(
      started(),
      [{ questionId: 'q1', selectedAnswer: 'A', clientTs: 1, timeSpent: 50 }],
      at(60),
    ).state;
    const { events, state } = save(s1, at(90), {
      lastActiveQuestionIndex: 2,
      lastActiveSection: 'GENERAL_AWARENESS',
      timeSpent: { q1: 20, q2: 15 },
    });
    const data = progressSavedData.parse(events[0]?.data);
    expect(data.timeSpent).toEqual({ q2: 15 });
    expect(data.lastActiveAt).toBe(at(90).toISOString());
    expect(state).toMatchObject({ lastActiveQuestionIndex: 2, lastActiveSection: 'GENERAL_AWARENESS' });
    expect(rowAt(state, 0)).toMatchObject({ selectedAnswer: 'A', timeSpent: 50 });
    expect(rowAt(state, 1)).toMatchObject({
      selectedAnswer: null,
      attemptStatus: 'NOT_ATTEMPTED',
      timeSpent: 15,
      clientTs: 0,
    });
    const kept = save(state, at(100), { lastActiveAt: at(95).toISOString() }).state;
    expect(kept).toMatchObject({
      lastActiveQuestionIndex: 2,
      lastActiveSection: 'GENERAL_AWARENESS',
      lastActiveAt: at(95).toISOString(),
    });
    expect(save(kept, at(101), { lastActiveSection: null }).state.lastActiveSection).toBeNull();
    // A client clock in the future is clamped to the server's.
    expect(save(kept, at(102), { lastActiveAt: at(5000).toISOString() }).state.lastActiveAt).toBe(
      at(102).toISOString(),
    );
  });

  it('refuses an index beyond the last question, an unknown question, and late or submitted attempts', () => {
    const s = started();
    expect(() => save(s, at(1), { lastActiveQuestionIndex: 3 })).toThrow(InvalidAttemptCommand);
    expect(save(s, at(1), { lastActiveQuestionIndex: 2 }).events).toHaveLength(1);
    expect(() => save(s, at(1), { timeSpent: { nope: 3 } })).toThrow(
      expect.objectContaining({
        name: 'InvalidAttemptCommand',
        message: ATTEMPT_MESSAGES.questionNotInAttempt,
      }),
    );
    expect(() => save(s, at(700), {})).toThrow(
      expect.objectContaining({ why: 'timeUp', message: ATTEMPT_MESSAGES.timeUp }),
    );
    expect(() => save(submit(s, at(5)).state, at(6), {})).toThrow(
      expect.objectContaining({ why: 'submitted', message: ATTEMPT_MESSAGES.submitted }),
    );
  });
});

describe('SaveProgress: visited questions', () => {
  const save = (state: AttemptState, now: Date, extra: Record<string, unknown>) =>
    run(state, { type: 'SaveProgress', attemptId: state.id, userId: USER, ...extra }, now);

  it('records only the questions not visited yet, once each', () => {
    const s1 = answer(started(), [{ questionId: 'q1', selectedAnswer: 'A', clientTs: 1 }], at(5)).state;
    const first = save(s1, at(10), { visited: ['q1', 'q2', 'q2'] });
    expect(progressSavedData.parse(first.events[0]?.data).visited).toEqual(['q2']);
    expect([0, 1, 2].map((i) => isVisited(rowAt(first.state, i)))).toEqual([true, true, false]);
    const again = save(first.state, at(20), { visited: ['q2'] });
    expect(progressSavedData.parse(again.events[0]?.data).visited).toBeUndefined();
    const sheet = answerSheet(save(again.state, at(30), { visited: ['q3'] }).state);
    expect(sheet.map((r) => r.visited)).toEqual([true, true, true]);
  });

  it('refuses an id the attempt does not have, naming where it is', () => {
    expect(() => save(started(), at(1), { visited: ['q1', 'nope'] })).toThrow(
      expect.objectContaining({
        message: ATTEMPT_MESSAGES.questionNotInAttempt,
        issues: [{ path: 'visited.1', message: 'unknown' }],
      }),
    );
  });
});
