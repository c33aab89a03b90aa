import { describe, expect, it } from 'vitest';
import { countScoredCbtStates, scoredCbtState } from './cbtStates';

describe('palette states on results', () => {
  it('take the state results recorded, else derive it, counting time on a question as a visit', () => {
    expect(scoredCbtState({ attemptStatus: 'NOT_ATTEMPTED', timeSpent: 0, cbtState: 'NOT_ANSWERED' })).toBe(
      'NOT_ANSWERED',
    );
    expect(scoredCbtState({ attemptStatus: 'NOT_ATTEMPTED', timeSpent: 12 })).toBe('NOT_ANSWERED');
    expect(scoredCbtState({ attemptStatus: 'NOT_ATTEMPTED', timeSpent: 0 })).toBe('NOT_VISITED');
    expect(scoredCbtState({ attemptStatus: 'ANSWERED_AND_MARKED', timeSpent: 0 })).toBe(
      'ANSWERED_AND_MARKED',
    );
  });

  it('count every question, those with no row as not visited', () => {
    const counts = countScoredCbtStates(
      [
        { attemptStatus: 'ANSWERED', timeSpent: 5, cbtState: 'ANSWERED' },
        { attemptStatus: 'MARKED_FOR_REVIEW', timeSpent: 5 },
        { attemptStatus: 'NOT_ATTEMPTED', timeSpent: 3 },
      ],
      5,
    );
    expect(counts).toEqual({
      NOT_VISITED: 2,
      NOT_ANSWERED: 1,
      ANSWERED: 1,
      MARKED_FOR_REVIEW: 1,
      ANSWERED_AND_MARKED: 0,
    });
  });
});
