import type { QuestionUpdate, TestSnapshot } from '@ssc/contracts';
import type { AttemptCommand, AttemptEvent, AttemptPolicy, AttemptState } from './attempt-types';
import { decide } from './decide';
import { evolve } from './evolve';

/** Shared by the domain's unit tests: a three-question, 10-minute test started at T0. */
export const T0 = new Date('2025-03-01T10:00:00.000Z');
export const at = (seconds: number): Date => new Date(T0.getTime() + seconds * 1000);
export const POLICY: AttemptPolicy = { graceMs: 30_000 };
export const USER = 'user-1';
export const ATTEMPT = 'attempt-1';

export function snapshot(durationMinutes = 10): TestSnapshot {
  return {
    test: {
      id: 'test-1',
      title: 'Quant mock',
      testTitle: 'Quant mock',
      description: null,
      testType: 'SECTIONAL',
      examType: 'SSC_CGL',
      section: 'QUANTITATIVE_APTITUDE',
      sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_AWARENESS'],
      durationMinutes,
      totalQuestions: 3,
      totalMarks: 6,
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      negativeMarking: 0.5,
      mode: 'PRACTICE',
      sectionTimings: [],
      sectionMarking: [],
      evaluateAnsweredAndMarked: true,
    },
    questions: [
      { questionId: 'q1', section: 'QUANTITATIVE_APTITUDE' },
      { questionId: 'q2', section: 'QUANTITATIVE_APTITUDE' },
      { questionId: 'q3', section: 'GENERAL_AWARENESS' },
    ],
  };
}

/** Decides and folds, like the store does. */
export function run(
  state: AttemptState | null,
  command: AttemptCommand,
  now: Date,
): { events: AttemptEvent[]; state: AttemptState } {
  const events = decide(command, state, now, POLICY);
  const next = events.reduce<AttemptState | null>(evolve, state);
  if (!next) throw new Error('no state');
  return { events, state: next };
}

export function started(durationMinutes = 10): AttemptState {
  return run(
    null,
    {
      type: 'StartAttempt',
      compensatoryTime: false,
      language: 'ENGLISH',
      attemptId: ATTEMPT,
      userId: USER,
      testId: 'test-1',
      snapshot: snapshot(durationMinutes),
      attemptNumber: 1,
    },
    T0,
  ).state;
}

export const answer = (
  state: AttemptState,
  updates: QuestionUpdate[],
  now: Date,
  userId = USER,
): { events: AttemptEvent[]; state: AttemptState } =>
  run(state, { type: 'RecordAnswer', attemptId: state.id, userId, updates }, now);
