import { ATTEMPT_MESSAGES, type QuestionUpdate, type TestSnapshot } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { SectionUnavailable } from './attempt-errors';
import { ATTEMPT, answer, at, run, snapshot, T0, USER } from './attempt-fixtures';
import { rowAt } from './attempt-rules';
import type { AttemptState } from './attempt-types';
import { blockAccess } from './section-windows';

/** Two 5-minute blocks from T0: q1, q2 (Quant) until at(300), then q3 (GA) until at(600). Grace 30 s. */
function timedAttempt(): AttemptState {
  const s = snapshot(10);
  const timed: TestSnapshot = {
    ...s,
    test: {
      ...s.test,
      sectionTimings: [
        { section: 'QUANTITATIVE_APTITUDE', durationMinutes: 5 },
        { section: 'GENERAL_AWARENESS', durationMinutes: 5 },
      ],
    },
  };
  return run(
    null,
    {
      type: 'StartAttempt',
      attemptId: ATTEMPT,
      userId: USER,
      testId: 'test-1',
      snapshot: timed,
      attemptNumber: 1,
      compensatoryTime: false,
      language: 'ENGLISH',
    },
    T0,
  ).state;
}

const write = (
  questionId: string,
  clientTs: number,
  selectedAnswer: QuestionUpdate['selectedAnswer'] = 'A',
) => ({
  questionId,
  selectedAnswer,
  clientTs,
});

const refusal = (code: 'SECTION_CLOSED' | 'SECTION_NOT_OPEN') =>
  expect.objectContaining({
    code,
    message: code === 'SECTION_CLOSED' ? ATTEMPT_MESSAGES.sectionClosed : ATTEMPT_MESSAGES.sectionNotOpen,
  });

describe('timed blocks refuse answer writes outside their window', () => {
  it('takes a write to the open block, refuses one to a block not open yet', () => {
    const s = timedAttempt();
    expect(answer(s, [write('q1', 1)], at(10)).events).toHaveLength(1);
    expect(() => answer(s, [write('q3', 1)], at(10))).toThrow(refusal('SECTION_NOT_OPEN'));
    expect(() => answer(s, [write('q3', 1)], at(299))).toThrow(SectionUnavailable);
    expect(answer(s, [write('q3', 1)], at(300)).events).toHaveLength(1);
  });

  it('keeps the grace after a block’s deadline, then refuses for good (a block never reopens)', () => {
    const s = timedAttempt();
    expect(answer(s, [write('q1', 1)], at(330)).events).toHaveLength(1);
    expect(() => answer(s, [write('q1', 2)], at(331))).toThrow(refusal('SECTION_CLOSED'));
    expect(() => answer(s, [write('q2', 2, null)], at(599))).toThrow(refusal('SECTION_CLOSED'));
    expect(blockAccess(s, 2, at(599), { graceMs: 30_000 })).toBe('open');
  });

  it('refuses a bulk write as a whole when one of its questions is outside its window', () => {
    const s = timedAttempt();
    expect(() => answer(s, [write('q3', 5), write('q1', 5)], at(400))).toThrow(refusal('SECTION_CLOSED'));
    // An unknown question is still a 400 first.
    expect(() => answer(s, [write('nope', 5), write('q1', 5)], at(400))).toThrow(
      expect.objectContaining({ name: 'InvalidAttemptCommand' }),
    );
  });

  it('a submit drops its updates to closed blocks and applies the rest', () => {
    const s = answer(timedAttempt(), [write('q1', 1, 'B')], at(10)).state;
    const { events, state } = run(
      s,
      {
        type: 'SubmitAttempt',
        attemptId: ATTEMPT,
        userId: USER,
        reason: 'USER',
        updates: [write('q1', 9, 'D'), write('q3', 9, 'C')],
      },
      at(400),
    );
    expect(events.map((e) => e.type)).toEqual(['AnswerRecorded', 'AttemptSubmitted']);
    expect(rowAt(state, 0).selectedAnswer).toBe('B');
    expect(rowAt(state, 2).selectedAnswer).toBe('C');
    expect(state.status).toBe('SUBMITTED');
  });

  it('leaves a test with one clock as it was', () => {
    const s = run(
      null,
      {
        type: 'StartAttempt',
        attemptId: ATTEMPT,
        userId: USER,
        testId: 'test-1',
        snapshot: snapshot(10),
        attemptNumber: 1,
        compensatoryTime: false,
        language: 'ENGLISH',
      },
      T0,
    ).state;
    expect(answer(s, [write('q3', 1), write('q1', 1)], at(590)).events).toHaveLength(2);
  });

  it('never opens a question whose section is in no block', () => {
    const s = timedAttempt();
    const orphan = {
      ...s,
      questions: [...s.questions.slice(0, 2), { questionId: 'q3', section: 'GENERAL' as const }],
    };
    expect(blockAccess(orphan, 2, at(400), { graceMs: 30_000 })).toBe('sectionClosed');
  });
});
