import type { AttemptSummary, DashboardStats } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { greetingFor, hasPractised } from './greeting';

const noCounts: DashboardStats['attemptCounts'] = {
  FULL_LENGTH: 0,
  PREVIOUS_YEAR: 0,
  SECTIONAL: 0,
  CHAPTER_WISE: 0,
  MINI_QUIZ: 0,
};
const fresh = { attemptCounts: noCounts, recentAttempts: [] };
const started = [{ id: 'a1' } as AttemptSummary];

describe('greeting', () => {
  it('welcomes a new account without "back"', () => {
    expect(greetingFor('Meera', hasPractised(fresh, []))).toBe('Welcome, Meera!');
  });

  it('welcomes back a student with an attempt, finished or in progress', () => {
    expect(hasPractised({ ...fresh, attemptCounts: { ...noCounts, SECTIONAL: 1 } }, [])).toBe(true);
    expect(hasPractised(fresh, started)).toBe(true);
    expect(greetingFor('Meera', true)).toBe('Welcome back, Meera!');
  });

  it('does not say "back" before it knows', () => {
    expect(hasPractised(undefined, [])).toBeUndefined();
    expect(hasPractised(fresh, undefined)).toBeUndefined();
    expect(hasPractised(undefined, started)).toBe(true);
    expect(greetingFor('Meera', undefined)).toBe('Welcome, Meera!');
  });
});
