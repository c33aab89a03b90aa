import {
  attemptStartedData,
  attemptSubmittedData,
  recordAnswerRequest,
  submitAttemptRequest,
} from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { AttemptNotFound } from './attempt-errors';
import { ATTEMPT, answer, at, run, snapshot, started, T0, USER } from './attempt-fixtures';
import type { AttemptState } from './attempt-types';

const submit = (state: AttemptState, now: Date, updates = [] as Parameters<typeof answer>[1]) =>
  run(state, { type: 'SubmitAttempt', attemptId: state.id, userId: USER, reason: 'USER', updates }, now);

describe('StartAttempt', () => {
  it('freezes the snapshot with a server deadline of start + duration', () => {
    const { events, state } = run(
      null,
      {
        type: 'StartAttempt',
        compensatoryTime: false,
        language: 'ENGLISH',
        attemptId: ATTEMPT,
        userId: USER,
        testId: 'test-1',
        snapshot: snapshot(90),
        attemptNumber: 2,
      },
      T0,
    );
    const data = attemptStartedData.parse(events[0]?.data);
    expect(data).toMatchObject({
      startedAt: T0.toISOString(),
      deadline: at(90 * 60).toISOString(),
      attemptNumber: 2,
    });
    expect(state).toMatchObject({
      status: 'IN_PROGRESS',
      version: 1,
      lastActiveQuestionIndex: 0,
      answers: [null, null, null],
    });
  });

  it('leaves an existing stream alone', () => {
    const s = started();
    expect(
      run(
        s,
        {
          type: 'StartAttempt',
          compensatoryTime: false,
          language: 'ENGLISH',
          attemptId: ATTEMPT,
          userId: USER,
          testId: 'test-1',
          snapshot: snapshot(),
          attemptNumber: 1,
        },
        at(5),
      ).events,
    ).toEqual([]);
  });
});

describe('SubmitAttempt', () => {
  it('applies the updates first, then emits the answer sheet in test order (client scores ignored)', () => {
    const s1 = answer(
      started(),
      [{ questionId: 'q3', selectedAnswer: 'D', clientTs: 100, timeSpent: 9 }],
      at(60),
    ).state;
    const { events, state } = submit(s1, at(150), [
      {
        questionId: 'q1',
        selectedAnswer: 'B',
        attemptStatus: 'ANSWERED_AND_MARKED',
        timeSpent: 30,
        clientTs: 200,
      },
    ]);
    expect(events.map((e) => e.type)).toEqual(['AnswerRecorded', 'AttemptSubmitted']);
    const data = attemptSubmittedData.parse(events[1]?.data);
    expect(data).toMatchObject({
      reason: 'USER',
      submittedAt: at(150).toISOString(),
      durationTaken: 2.5,
      attemptNumber: 1,
    });
    expect(data.answers).toEqual([
      {
        questionId: 'q1',
        section: 'QUANTITATIVE_APTITUDE',
        selectedAnswer: 'B',
        attemptStatus: 'ANSWERED_AND_MARKED',
        timeSpent: 30,
        visited: true,
        firstAnswer: 'B',
      },
      {
        questionId: 'q2',
        section: 'QUANTITATIVE_APTITUDE',
        selectedAnswer: null,
        attemptStatus: 'NOT_ATTEMPTED',
        timeSpent: 0,
        visited: false,
        firstAnswer: null,
      },
      {
        questionId: 'q3',
        section: 'GENERAL_AWARENESS',
        selectedAnswer: 'D',
        attemptStatus: 'ANSWERED',
        timeSpent: 9,
        visited: true,
        firstAnswer: 'D',
      },
    ]);
    expect(state).toMatchObject({ status: 'SUBMITTED', submitReason: 'USER', durationTaken: 2.5 });
  });

  it('takes no scores from the client: the contract drops them before the command is built', () => {
    const body = submitAttemptRequest.parse({
      testAttemptUpdates: { totalScore: '999', percentage: 100 },
      questionUpdates: [
        { questionId: 'q1', selectedAnswer: 'A', isCorrect: true, marksAwarded: 2, clientTs: 5 },
      ],
    });
    const { events } = submit(started(), at(30), body.questionUpdates);
    expect(JSON.stringify(events)).not.toMatch(/isCorrect|marksAwarded|totalScore|999/);
  });

  it('is idempotent: a second submission changes nothing', () => {
    const s = submit(started(), at(60)).state;
    expect(submit(s, at(61), [{ questionId: 'q1', selectedAnswer: 'A' }]).events).toEqual([]);
  });

  it('after deadline + grace closes as DEADLINE with the answers as they were', () => {
    const s1 = answer(started(), [{ questionId: 'q2', selectedAnswer: 'A', clientTs: 1 }], at(60)).state;
    const { events, state } = submit(s1, at(3600), [{ questionId: 'q2', selectedAnswer: 'C', clientTs: 2 }]);
    expect(events.map((e) => e.type)).toEqual(['AttemptSubmitted']);
    const data = attemptSubmittedData.parse(events[0]?.data);
    expect(data).toMatchObject({ reason: 'DEADLINE', submittedAt: at(630).toISOString(), durationTaken: 10 });
    expect(data.answers[1]?.selectedAnswer).toBe('A');
    expect(state.status).toBe('SUBMITTED');
    // Within the grace the student's submission still counts.
    expect(submit(s1, at(625)).events[0]).toMatchObject({ data: { reason: 'USER', durationTaken: 10 } });
  });

  it('is the owner’s only', () => {
    expect(() =>
      run(
        started(),
        { type: 'SubmitAttempt', attemptId: ATTEMPT, userId: 'other', reason: 'USER', updates: [] },
        at(5),
      ),
    ).toThrow(AttemptNotFound);
  });
});

describe('answer writes at the contract', () => {
  it('accept snake_case and refuse a status that disagrees with the answer or an answer outside A-D', () => {
    expect(
      recordAnswerRequest.parse({
        test_attempt_id: 'a',
        question_id: 'q',
        selected_answer: ' b ',
        attempt_status: 'ANSWERED',
        time_spent: 3.4,
      }),
    ).toMatchObject({ testAttemptId: 'a', questionId: 'q', selectedAnswer: 'B', timeSpent: 3 });
    expect(
      recordAnswerRequest.safeParse({
        testAttemptId: 'a',
        questionId: 'q',
        selectedAnswer: null,
        attemptStatus: 'ANSWERED',
      }).success,
    ).toBe(false);
    expect(
      recordAnswerRequest.safeParse({
        testAttemptId: 'a',
        questionId: 'q',
        selectedAnswer: 'A',
        attemptStatus: 'NOT_ATTEMPTED',
      }).success,
    ).toBe(false);
    expect(
      recordAnswerRequest.safeParse({ testAttemptId: 'a', questionId: 'q', selectedAnswer: 'E' }).success,
    ).toBe(false);
  });
});
