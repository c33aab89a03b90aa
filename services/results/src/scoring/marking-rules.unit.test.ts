import { describe, expect, it } from 'vitest';
import { blindGuessValue, schemeFor } from './marking-scheme';
import { scoreAttempt } from './score-attempt';
import { keyFor, submittedSheet } from './submitted-fixture';

const NOW = new Date('2025-03-01T10:41:00.000Z');

describe('marking rules of the real exam', () => {
  it('scores a section with its own marks, and totals follow', () => {
    // CGL Tier-2 style: +3/−1 for the paper, the computer module +1/−0.25.
    const sheet = submittedSheet({
      rows: [
        { section: 'QUANTITATIVE_APTITUDE', selectedAnswer: 'A' },
        { section: 'QUANTITATIVE_APTITUDE', selectedAnswer: 'B' },
        { section: 'COMPUTER_KNOWLEDGE', selectedAnswer: 'A' },
        { section: 'COMPUTER_KNOWLEDGE', selectedAnswer: 'C' },
        { section: 'COMPUTER_KNOWLEDGE' },
      ],
      test: {
        marksPerQuestion: 3,
        negativeMarks: 1,
        totalMarks: 15,
        sectionMarking: [{ section: 'COMPUTER_KNOWLEDGE', marksPerQuestion: 1, negativeMarks: 0.25 }],
      },
    });
    const result = scoreAttempt(sheet, keyFor(sheet), NOW);
    expect(result.questionAttempts.map((q) => q.marksAwarded)).toEqual([3, -1, 1, -0.25, 0]);
    expect(result.score).toBe(2.75);
    // 2 × 3 + 3 × 1, not the 15 the test's single scheme would give.
    expect(result.totalMarks).toBe(9);
    expect(result.percentage).toBe(30.56);
    expect(result.sections.map((s) => [s.section, s.score, s.totalMarks])).toEqual([
      ['QUANTITATIVE_APTITUDE', 2, 6],
      ['COMPUTER_KNOWLEDGE', 0.75, 3],
    ]);
    // The result's headline scheme stays the test's.
    expect(result).toMatchObject({ marksPerQuestion: 3, negativeMarks: 1 });
  });

  it('keeps the test total when no section has its own marks', () => {
    const sheet = submittedSheet({ rows: [{ selectedAnswer: 'A' }], test: { totalMarks: 5 } });
    expect(scoreAttempt(sheet, keyFor(sheet), NOW).totalMarks).toBe(5);
  });

  it('scores answered-and-marked as answered by default (SSC), and not at all when the scheme says so', () => {
    const rows = [
      { selectedAnswer: 'A' as const, attemptStatus: 'ANSWERED_AND_MARKED' as const },
      { selectedAnswer: 'B' as const, attemptStatus: 'ANSWERED_AND_MARKED' as const },
      { selectedAnswer: 'A' as const },
      { selectedAnswer: null, attemptStatus: 'MARKED_FOR_REVIEW' as const },
    ];
    const ssc = scoreAttempt(submittedSheet({ rows }), keyFor(submittedSheet({ rows })), NOW);
    expect(ssc.questionAttempts.map((q) => [q.outcome, q.evaluated])).toEqual([
      ['correct', true],
      ['incorrect', true],
      ['correct', true],
      ['unattempted', false],
    ]);
    expect(ssc.score).toBe(3.5);

    const other = submittedSheet({ rows, test: { evaluateAnsweredAndMarked: false } });
    const result = scoreAttempt(other, keyFor(other), NOW);
    expect(result.questionAttempts.map((q) => [q.outcome, q.marksAwarded, q.isCorrect, q.evaluated])).toEqual(
      [
        ['unattempted', 0, null, false],
        ['unattempted', 0, null, false],
        ['correct', 2, true, true],
        ['unattempted', 0, null, false],
      ],
    );
    expect(result).toMatchObject({ score: 2, attempted: 1, unattempted: 3, correct: 1, incorrect: 0 });
    // The answer stays on the sheet for the student to see.
    expect(result.questionAttempts[0]).toMatchObject({
      selectedAnswer: 'A',
      attemptStatus: 'ANSWERED_AND_MARKED',
    });
  });

  it('gives every answer its palette state, reading an older row without `visited` as opened when timed', () => {
    const sheet = submittedSheet({
      rows: [
        { visited: false, timeSpent: 0 },
        { visited: true, timeSpent: 0 },
        { selectedAnswer: 'A' },
        { attemptStatus: 'MARKED_FOR_REVIEW' },
        { selectedAnswer: 'C', attemptStatus: 'ANSWERED_AND_MARKED' },
        { timeSpent: 4 },
        { timeSpent: 0 },
      ],
    });
    expect(scoreAttempt(sheet, keyFor(sheet), NOW).questionAttempts.map((q) => q.cbtState)).toEqual([
      'NOT_VISITED',
      'NOT_ANSWERED',
      'ANSWERED',
      'MARKED_FOR_REVIEW',
      'ANSWERED_AND_MARKED',
      'NOT_ANSWERED',
      'NOT_VISITED',
    ]);
  });

  it('carries the mode and the compensatory minutes (0 when the submission has none)', () => {
    const cbt = submittedSheet({ rows: [{}], test: { mode: 'CBT' }, compensatoryMinutes: 20 });
    expect(scoreAttempt(cbt, keyFor(cbt), NOW)).toMatchObject({ mode: 'CBT', compensatoryMinutes: 20 });
    const plain = submittedSheet({ rows: [{}] });
    expect(scoreAttempt(plain, keyFor(plain), NOW)).toMatchObject({
      mode: 'PRACTICE',
      compensatoryMinutes: 0,
      sectionTimes: [],
    });
  });
});

describe('marking schemes', () => {
  it('falls back to the test marks for a section without its own', () => {
    const of = schemeFor({
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      sectionMarking: [{ section: 'GENERAL_AWARENESS', marksPerQuestion: 3, negativeMarks: 1 }],
    });
    expect(of('GENERAL_AWARENESS')).toEqual({ marksPerQuestion: 3, negativeMarks: 1 });
    expect(of('ENGLISH_COMPREHENSION')).toEqual({ marksPerQuestion: 2, negativeMarks: 0.5 });
  });

  it('values a blind guess at (m − 3n)/4', () => {
    expect(blindGuessValue({ marksPerQuestion: 2, negativeMarks: 0.5 })).toBe(0.125);
    expect(blindGuessValue({ marksPerQuestion: 3, negativeMarks: 1 })).toBe(0);
    expect(blindGuessValue({ marksPerQuestion: 3, negativeMarks: 0 })).toBe(0.75);
    expect(blindGuessValue({ marksPerQuestion: 1, negativeMarks: 1 })).toBe(-0.5);
  });
});
