import type { AttemptSummary, DashboardStats } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { greetingFor, hasPractised, recalledPractice, rememberPractice } from './greeting';

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
    expect(greetingFor(hasPractised(fresh, []))).toBe('greeting.welcome');
  });

  it('welcomes back a student with an attempt, finished or in progress', () => {
    expect(hasPractised({ ...fresh, attemptCounts: { ...noCounts, SECTIONAL: 1 } }, [])).toBe(true);
    expect(hasPractised(fresh, started)).toBe(true);
    expect(greetingFor(true)).toBe('greeting.welcomeBack');
  });

  it('does not say "back" before it knows', () => {
    expect(hasPractised(undefined, [])).toBeUndefined();
    expect(hasPractised(fresh, undefined)).toBeUndefined();
    expect(hasPractised(undefined, started)).toBe(true);
    expect(greetingFor(undefined)).toBe('greeting.welcome');
  });
});

describe('practice remembered on this device', () => {
  const store = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    };
  };

  it('recalls a student seen practising, and nobody else', () => {
    const storage = store();
    expect(recalledPractice(storage, 'u1')).toBeUndefined();
    rememberPractice(storage, 'u1');
    expect(recalledPractice(storage, 'u1')).toBe(true);
    expect(recalledPractice(storage, 'u2')).toBeUndefined();
    expect(recalledPractice(storage, undefined)).toBeUndefined();
  });

  it('knows nothing when the store cannot be read or written', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => rememberPractice(broken, 'u1')).not.toThrow();
    expect(recalledPractice(broken, 'u1')).toBeUndefined();
    expect(recalledPractice(undefined, 'u1')).toBeUndefined();
  });
});
