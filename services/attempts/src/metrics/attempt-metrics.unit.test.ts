import { describe, expect, it } from 'vitest';
import type { AttemptEvent } from '../domain/attempt-types';
import { type AttemptCounters, countEvents } from './attempt-metrics';

const tally = () => {
  const seen: string[] = [];
  const counters: AttemptCounters = {
    answerSaved: () => seen.push('answer'),
    started: () => seen.push('started'),
    submitted: (reason) => seen.push(`submitted:${reason}`),
  };
  return { seen, counters };
};

const event = (type: AttemptEvent['type'], data: Record<string, unknown> = {}) =>
  ({ type, data }) as unknown as AttemptEvent;

describe('countEvents', () => {
  it('counts answers, marks and clears as saved answers, starts and submissions by reason', () => {
    const { seen, counters } = tally();
    countEvents(
      [
        event('AttemptStarted'),
        event('AnswerRecorded', { selectedAnswer: 'A' }),
        event('AnswerRecorded', { selectedAnswer: null }),
        event('ReviewMarkToggled', { marked: true }),
        event('ProgressSaved'),
        event('AttemptSubmitted', { reason: 'TIMER' }),
        event('AttemptSubmitted', { reason: 'DEADLINE' }),
      ],
      counters,
    );
    expect(seen).toEqual(['started', 'answer', 'answer', 'answer', 'submitted:TIMER', 'submitted:DEADLINE']);
  });

  it('counts nothing for a command that appended nothing (a stale write)', () => {
    const { seen, counters } = tally();
    countEvents([], counters);
    expect(seen).toEqual([]);
  });
});
