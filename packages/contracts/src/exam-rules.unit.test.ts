import { describe, expect, it } from 'vitest';
import {
  cbtStateOf,
  compensatoryMinutes,
  isEvaluated,
  openWindowAt,
  sectionWindows,
  windowIndexOf,
} from './exam-rules';

const T0 = Date.parse('2026-01-10T09:00:00.000Z');

describe('compensatory time', () => {
  it('is 20 minutes an hour, and nothing when not eligible', () => {
    expect(compensatoryMinutes(60, true)).toBe(20);
    expect(compensatoryMinutes(45, true)).toBe(15);
    expect(compensatoryMinutes(15, true)).toBe(5);
    expect(compensatoryMinutes(130, true)).toBeCloseTo(43.333, 3);
    expect(compensatoryMinutes(60, false)).toBe(0);
  });
});

describe('section windows', () => {
  const tier2 = [
    {
      section: 'QUANTITATIVE_APTITUDE',
      durationMinutes: 60,
      sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'],
    },
    {
      section: 'ENGLISH_COMPREHENSION',
      durationMinutes: 60,
      sections: ['ENGLISH_COMPREHENSION', 'GENERAL_AWARENESS'],
    },
    { section: 'COMPUTER_KNOWLEDGE', durationMinutes: 15 },
  ] as const;

  it('opens blocks back to back in order', () => {
    const windows = sectionWindows(T0, tier2, false);
    expect(windows.map((w) => [w.opensAt, w.deadline])).toEqual([
      ['2026-01-10T09:00:00.000Z', '2026-01-10T10:00:00.000Z'],
      ['2026-01-10T10:00:00.000Z', '2026-01-10T11:00:00.000Z'],
      ['2026-01-10T11:00:00.000Z', '2026-01-10T11:15:00.000Z'],
    ]);
    expect(windows[2]?.sections).toEqual(['COMPUTER_KNOWLEDGE']);
    expect(windowIndexOf(windows, 'GENERAL_INTELLIGENCE')).toBe(0);
    expect(windowIndexOf(windows, 'GENERAL_AWARENESS')).toBe(1);
    expect(windowIndexOf(windows, 'GENERAL')).toBe(-1);
  });

  it('lengthens every block in proportion for compensatory time', () => {
    const windows = sectionWindows(T0, tier2, true);
    expect(windows.map((w) => w.deadline)).toEqual([
      '2026-01-10T10:20:00.000Z',
      '2026-01-10T11:40:00.000Z',
      '2026-01-10T12:00:00.000Z',
    ]);
  });

  it('names the open block at a moment', () => {
    const windows = sectionWindows(T0, tier2, false);
    expect(openWindowAt(windows, T0 - 1)).toBe(-1);
    expect(openWindowAt(windows, T0)).toBe(0);
    expect(openWindowAt(windows, T0 + 60 * 60_000)).toBe(1);
    expect(openWindowAt(windows, T0 + 135 * 60_000)).toBe(-1);
    expect(sectionWindows(T0, [], true)).toEqual([]);
  });
});

describe('palette states', () => {
  it('tells Not Visited from Not Answered by the visit, and keeps the marked states', () => {
    expect(cbtStateOf({ attemptStatus: 'NOT_ATTEMPTED' })).toBe('NOT_VISITED');
    expect(cbtStateOf({ attemptStatus: 'NOT_ATTEMPTED', visited: true })).toBe('NOT_ANSWERED');
    expect(cbtStateOf({ attemptStatus: 'ANSWERED', visited: false })).toBe('ANSWERED');
    expect(cbtStateOf({ attemptStatus: 'MARKED_FOR_REVIEW' })).toBe('MARKED_FOR_REVIEW');
    expect(cbtStateOf({ attemptStatus: 'ANSWERED_AND_MARKED' })).toBe('ANSWERED_AND_MARKED');
  });

  it('evaluates answered-and-marked as answered unless the scheme says not, and a mark alone never', () => {
    expect(isEvaluated('ANSWERED', false)).toBe(true);
    expect(isEvaluated('ANSWERED_AND_MARKED', true)).toBe(true);
    expect(isEvaluated('ANSWERED_AND_MARKED', false)).toBe(false);
    expect(isEvaluated('MARKED_FOR_REVIEW', true)).toBe(false);
    expect(isEvaluated('NOT_ATTEMPTED', true)).toBe(false);
  });
});
