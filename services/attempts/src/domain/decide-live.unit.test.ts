import { attemptStartedData, attemptSubmittedData } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { closeAtDeadline } from './attempt-as-of';
import { ATTEMPT, at, run, snapshot, T0, USER } from './attempt-fixtures';

const live = { liveMockId: 'mock-1', endsAt: at(600).toISOString(), resultsReleaseAt: at(630).toISOString() };
const startLate = (seconds: number) =>
  run(
    null,
    {
      type: 'StartAttempt',
      compensatoryTime: false,
      language: 'ENGLISH',
      attemptId: ATTEMPT,
      userId: USER,
      testId: 'test-1',
      snapshot: snapshot(10),
      attemptNumber: 1,
      liveMock: live,
    },
    at(seconds),
  );

describe('a live attempt', () => {
  it('ends at the mock’s end for everyone: a late joiner gets only what is left', () => {
    const { events, state } = startLate(240);
    const data = attemptStartedData.parse(events[0]?.data);
    expect(data.deadline).toBe(live.endsAt);
    expect(data.liveMock).toEqual(live);
    expect(state?.liveMock).toEqual(live);
  });

  it('carries its mock on the submission, also when the server closes it', () => {
    const { state } = startLate(0);
    if (!state) throw new Error('not started');
    const closed = run(state, closeAtDeadline(ATTEMPT, USER), at(700));
    const data = attemptSubmittedData.parse(closed.events[0]?.data);
    expect(data).toMatchObject({ reason: 'DEADLINE', liveMock: live, submittedAt: at(630).toISOString() });
  });

  it('a practice start carries no live mock', () => {
    const { events } = run(
      null,
      {
        type: 'StartAttempt',
        compensatoryTime: false,
        language: 'ENGLISH',
        attemptId: ATTEMPT,
        userId: USER,
        testId: 'test-1',
        snapshot: snapshot(10),
        attemptNumber: 1,
      },
      T0,
    );
    expect(attemptStartedData.parse(events[0]?.data).liveMock).toBeUndefined();
  });
});
