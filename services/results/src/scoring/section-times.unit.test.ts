import { sectionWindows } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { sectionTimes } from './section-times';
import { submittedSheet } from './submitted-fixture';

const STARTED = Date.parse('2025-03-01T10:00:00.000Z');
const timings = [
  {
    section: 'QUANTITATIVE_APTITUDE' as const,
    durationMinutes: 60,
    sections: ['QUANTITATIVE_APTITUDE' as const, 'GENERAL_INTELLIGENCE' as const],
  },
  { section: 'COMPUTER_KNOWLEDGE' as const, durationMinutes: 15 },
];
const rows = [
  { section: 'QUANTITATIVE_APTITUDE' as const, timeSpent: 1500 },
  { section: 'GENERAL_INTELLIGENCE' as const, timeSpent: 1200 },
  { section: 'COMPUTER_KNOWLEDGE' as const, timeSpent: 700 },
  { section: 'COMPUTER_KNOWLEDGE' as const, timeSpent: 400 },
];

describe('sectionTimes', () => {
  it('measures each block against its window, compensatory time included', () => {
    const sheet = submittedSheet({
      rows,
      test: { sectionTimings: timings },
      compensatoryMinutes: 25,
      sectionDeadlines: sectionWindows(STARTED, timings, true),
    });
    expect(sectionTimes(sheet, sheet.answers)).toEqual([
      {
        section: 'QUANTITATIVE_APTITUDE',
        sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'],
        limitSeconds: 80 * 60,
        usedSeconds: 2700,
      },
      // 15 min + 5 = 1200 s; 1100 s spent.
      {
        section: 'COMPUTER_KNOWLEDGE',
        sections: ['COMPUTER_KNOWLEDGE'],
        limitSeconds: 1200,
        usedSeconds: 1100,
      },
    ]);
  });

  it('caps the time used at the limit and falls back to the minutes when no windows were recorded', () => {
    const sheet = submittedSheet({ rows, test: { sectionTimings: timings } });
    expect(sectionTimes(sheet, sheet.answers).map((t) => [t.limitSeconds, t.usedSeconds])).toEqual([
      [3600, 2700],
      [900, 900],
    ]);
    const eligible = submittedSheet({ rows, test: { sectionTimings: timings }, compensatoryMinutes: 25 });
    expect(sectionTimes(eligible, eligible.answers).map((t) => t.limitSeconds)).toEqual([4800, 1200]);
  });

  it('is empty for a test with one clock', () => {
    const sheet = submittedSheet({ rows });
    expect(sectionTimes(sheet, sheet.answers)).toEqual([]);
  });
});
