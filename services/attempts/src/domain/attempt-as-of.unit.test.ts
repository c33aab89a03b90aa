import { describe, expect, it } from 'vitest';
import { attemptAsOf } from './attempt-as-of';
import { answer, at, POLICY, run, started, USER } from './attempt-fixtures';

describe('attemptAsOf', () => {
  it('reads an attempt within deadline + grace as it is stored', () => {
    const s = started();
    expect(attemptAsOf(s, at(630), POLICY)).toBe(s);
  });

  it('reads an abandoned attempt past deadline + grace as the deadline close will leave it', () => {
    const s = answer(started(), [{ questionId: 'q2', selectedAnswer: 'C' }], at(60)).state;
    const read = attemptAsOf(s, at(900), POLICY);
    expect(read).toMatchObject({
      status: 'SUBMITTED',
      submitReason: 'DEADLINE',
      submittedAt: at(630).toISOString(),
      durationTaken: 10,
      version: s.version + 1,
    });
    expect(read.answers[1]).toMatchObject({ selectedAnswer: 'C' });
    // The stored state is not touched.
    expect(s.status).toBe('IN_PROGRESS');
  });

  it('leaves a submitted attempt as it is', () => {
    const s = started();
    const submitted = run(
      s,
      { type: 'SubmitAttempt', attemptId: s.id, userId: USER, reason: 'USER', updates: [] },
      at(100),
    ).state;
    expect(attemptAsOf(submitted, at(5_000), POLICY)).toBe(submitted);
  });
});
