import type { ItemQuestionStats } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { nextSort, sortQuestions } from './sortQuestions';

const q = (n: number, facility: number, discrimination: number | null, optionA = 0): ItemQuestionStats => ({
  questionId: `q${n}`,
  questionNumber: n,
  section: 'GENERAL_AWARENESS',
  correctAnswer: 'A',
  responses: 10,
  facility,
  discrimination,
  discriminationIndex: null,
  unattemptedShare: 0,
  medianTimeSeconds: null,
  options: (['A', 'B', 'C', 'D'] as const).map((option) => ({
    option,
    isKey: option === 'A',
    count: option === 'A' ? optionA : 0,
    topCount: 0,
    bottomCount: 0,
    share: 0,
    pointBiserial: null,
  })),
  flags: [],
});

describe('sortQuestions', () => {
  const qs = [q(1, 0.5, 0.2, 3), q(2, 0.9, null, 9), q(3, 0.1, -0.1, 1), q(4, 0.5, 0.4, 5)];
  const numbers = (list: ItemQuestionStats[]) => list.map((x) => x.questionNumber);

  it('orders by a figure either way, ties in test order', () => {
    expect(numbers(sortQuestions(qs, { column: 'facility', direction: 'ascending' }))).toEqual([3, 1, 4, 2]);
    expect(numbers(sortQuestions(qs, { column: 'facility', direction: 'descending' }))).toEqual([2, 1, 4, 3]);
  });

  it('puts a missing figure last in both directions', () => {
    expect(numbers(sortQuestions(qs, { column: 'discrimination', direction: 'ascending' }))).toEqual([
      3, 1, 4, 2,
    ]);
    expect(numbers(sortQuestions(qs, { column: 'discrimination', direction: 'descending' }))).toEqual([
      4, 1, 3, 2,
    ]);
  });

  it('sorts an option column by how many chose it', () => {
    expect(numbers(sortQuestions(qs, { column: 'optionA', direction: 'descending' }))).toEqual([2, 4, 1, 3]);
  });

  it('turns the sorted column round and starts a figure from the highest', () => {
    expect(nextSort({ column: 'number', direction: 'ascending' }, 'number').direction).toBe('descending');
    expect(nextSort({ column: 'number', direction: 'ascending' }, 'facility')).toEqual({
      column: 'facility',
      direction: 'descending',
    });
    expect(nextSort({ column: 'facility', direction: 'descending' }, 'section').direction).toBe('ascending');
  });
});
