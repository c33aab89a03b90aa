import type { AttemptStatus } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AnswerState,
  answeredCount,
  countStatuses,
  markedCount,
  saveAndNext,
  selectOption,
  stateFromSaved,
  statusOf,
  toggleMark,
} from './questionStatus';

const s = (selectedAnswer: AnswerState['selectedAnswer'], marked: boolean): AnswerState => ({
  selectedAnswer,
  marked,
});

describe('per-question status (spec section 4)', () => {
  it('derives the four statuses from answer and mark', () => {
    expect(statusOf(s(null, false))).toBe('NOT_ATTEMPTED');
    expect(statusOf(s('A', false))).toBe('ANSWERED');
    expect(statusOf(s(null, true))).toBe('MARKED_FOR_REVIEW');
    expect(statusOf(s('C', true))).toBe('ANSWERED_AND_MARKED');
  });

  it.each<[string, AnswerState, AttemptStatus]>([
    ['unanswered, unmarked', s(null, false), 'ANSWERED'],
    ['unanswered, marked', s(null, true), 'ANSWERED_AND_MARKED'],
    ['answered B, unmarked', s('B', false), 'ANSWERED'],
    ['answered B, marked', s('B', true), 'ANSWERED_AND_MARKED'],
  ])('selecting a different option from %s answers it', (_name, state, expected) => {
    const next = selectOption(state, 'A');
    expect(next.selectedAnswer).toBe('A');
    expect(statusOf(next)).toBe(expected);
  });

  it('selecting the chosen option again clears it: NOT_ATTEMPTED, or MARKED_FOR_REVIEW if marked', () => {
    expect(statusOf(selectOption(s('A', false), 'A'))).toBe('NOT_ATTEMPTED');
    expect(selectOption(s('A', false), 'A').selectedAnswer).toBeNull();
    expect(statusOf(selectOption(s('A', true), 'A'))).toBe('MARKED_FOR_REVIEW');
  });

  it.each<[AnswerState, AttemptStatus]>([
    [s('A', false), 'ANSWERED_AND_MARKED'],
    [s('A', true), 'ANSWERED'],
    [s(null, false), 'MARKED_FOR_REVIEW'],
    [s(null, true), 'NOT_ATTEMPTED'],
  ])('toggling the mark on %o gives %s, keeping the answer', (state, expected) => {
    const next = toggleMark(state);
    expect(statusOf(next)).toBe(expected);
    expect(next.selectedAnswer).toBe(state.selectedAnswer);
  });

  it('Save & Next saves a marked answer as ANSWERED and leaves every other state alone', () => {
    expect(statusOf(saveAndNext(s('D', true)))).toBe('ANSWERED');
    expect(saveAndNext(s('D', true)).selectedAnswer).toBe('D');
    for (const state of [s('D', false), s(null, true), s(null, false)])
      expect(saveAndNext(state)).toBe(state);
  });

  it('restores saved rows, dropping an answer the status says is not there', () => {
    expect(stateFromSaved('B', 'ANSWERED_AND_MARKED')).toEqual(s('B', true));
    expect(stateFromSaved('B', 'ANSWERED')).toEqual(s('B', false));
    expect(stateFromSaved(null, 'MARKED_FOR_REVIEW')).toEqual(s(null, true));
    expect(stateFromSaved('B', 'NOT_ATTEMPTED')).toEqual(s(null, false));
  });

  it('counts statuses; answered and marked both include answered-and-marked', () => {
    const counts = countStatuses([
      'ANSWERED',
      'ANSWERED_AND_MARKED',
      'MARKED_FOR_REVIEW',
      'NOT_ATTEMPTED',
      'ANSWERED',
    ]);
    expect(counts).toEqual({ ANSWERED: 2, ANSWERED_AND_MARKED: 1, MARKED_FOR_REVIEW: 1, NOT_ATTEMPTED: 1 });
    expect(answeredCount(counts)).toBe(3);
    expect(markedCount(counts)).toBe(2);
  });
});
