import { gradeFor } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { scoreAttempt } from './score-attempt';
import { keyFor, submittedSheet } from './submitted-fixture';

const NOW = new Date('2025-03-01T10:41:00.000Z');
const score = (sheet: ReturnType<typeof submittedSheet>, key = keyFor(sheet)) =>
  scoreAttempt(sheet, key, NOW);

describe('scoreAttempt', () => {
  it('awards +marks for correct, −negative for wrong, 0 for unanswered, from the frozen scheme', () => {
    const sheet = submittedSheet({
      rows: [{ selectedAnswer: 'A' }, { selectedAnswer: 'A' }, { selectedAnswer: 'B' }, {}],
    });
    const result = score(sheet);
    expect(result.questionAttempts.map((q) => [q.outcome, q.marksAwarded, q.isCorrect])).toEqual([
      ['correct', 2, true],
      ['correct', 2, true],
      ['incorrect', -0.5, false],
      ['unattempted', 0, null],
    ]);
    expect(result).toMatchObject({
      score: 3.5,
      totalScore: '3.5',
      totalMarks: 8,
      percentage: 43.75,
      grade: 'Average',
      totalQuestions: 4,
      attempted: 3,
      correct: 2,
      incorrect: 1,
      unattempted: 1,
      accuracy: 66.67,
      countsForRank: true,
      computedAt: NOW.toISOString(),
    });
  });

  it('ignores an answer whose status says not answered (spec section 4 classification)', () => {
    const sheet = submittedSheet({
      rows: [
        { selectedAnswer: 'A', attemptStatus: 'ANSWERED_AND_MARKED' },
        { selectedAnswer: null, attemptStatus: 'MARKED_FOR_REVIEW' },
        // Not a shape the attempts service sends; scored as unanswered all the same.
        { selectedAnswer: 'A', attemptStatus: 'NOT_ATTEMPTED' },
      ],
    });
    const result = score(sheet);
    expect(result.questionAttempts.map((q) => q.outcome)).toEqual(['correct', 'unattempted', 'unattempted']);
    expect(result.score).toBe(2);
  });

  it('scores an all-unanswered sheet as 0 with 0 accuracy', () => {
    const result = score(submittedSheet({ rows: [{}, {}, {}] }));
    expect(result).toMatchObject({
      score: 0,
      totalScore: '0',
      percentage: 0,
      attempted: 0,
      unattempted: 3,
      accuracy: 0,
      grade: 'Needs Improvement',
    });
    expect(result.sections[0]).toMatchObject({ accuracy: 0, belowCutoff: true });
  });

  it('allows a negative total and a negative percentage', () => {
    const sheet = submittedSheet({
      rows: [{ selectedAnswer: 'B' }, { selectedAnswer: 'C' }, {}],
      test: { negativeMarks: 0.25, marksPerQuestion: 1 },
    });
    const result = score(sheet);
    expect(result).toMatchObject({ score: -0.5, totalScore: '-0.5', totalMarks: 3, percentage: -16.67 });
    expect(result.grade).toBe('Needs Improvement');
  });

  it('gives percentage 0 when the test has no marks', () => {
    const sheet = submittedSheet({ rows: [{ selectedAnswer: 'A' }], test: { totalMarks: 0 } });
    expect(score(sheet)).toMatchObject({ score: 2, percentage: 0 });
  });

  it('keeps marks exact to 2 decimals with awkward negative marks', () => {
    const rows = Array.from({ length: 10 }, () => ({ selectedAnswer: 'B' as const }));
    const sheet = submittedSheet({ rows, test: { negativeMarks: 0.33, marksPerQuestion: 1 } });
    expect(score(sheet).score).toBe(-3.3);
  });

  it('summarises sections in test order with accuracy, time and the 30 % cutoff', () => {
    const sheet = submittedSheet({
      rows: [
        { section: 'GENERAL_AWARENESS', selectedAnswer: 'A', timeSpent: 30 },
        { section: 'GENERAL_AWARENESS', selectedAnswer: 'B', timeSpent: 20 },
        { section: 'QUANTITATIVE_APTITUDE', selectedAnswer: 'A', timeSpent: 5 },
        { section: 'QUANTITATIVE_APTITUDE', selectedAnswer: 'A', timeSpent: 5 },
        { section: 'QUANTITATIVE_APTITUDE', timeSpent: 1 },
        { section: 'GENERAL', timeSpent: 0 },
      ],
    });
    const [ga, quant, general] = score(sheet).sections;
    expect(ga).toEqual({
      section: 'GENERAL_AWARENESS',
      label: 'General Awareness',
      totalQuestions: 2,
      attempted: 2,
      correct: 1,
      incorrect: 1,
      unattempted: 0,
      score: 1.5,
      totalMarks: 4,
      accuracy: 50,
      timeSpent: 50,
      // 1.5 is not under 30 % of 4 (1.2).
      belowCutoff: false,
    });
    expect(quant).toMatchObject({
      score: 4,
      totalMarks: 6,
      accuracy: 100,
      timeSpent: 11,
      belowCutoff: false,
    });
    expect(general).toMatchObject({ label: 'General', score: 0, totalMarks: 2, belowCutoff: true });
  });

  it('puts a section exactly at 30 % on the right side of the cutoff', () => {
    // 10 questions × 1 mark: 3 correct = 3 = 30 % → not below; 2 correct + nothing else → below.
    const rows = (correct: number) =>
      Array.from({ length: 10 }, (_, i) => ({ selectedAnswer: i < correct ? ('A' as const) : null }));
    const at = score(submittedSheet({ rows: rows(3), test: { marksPerQuestion: 1 } }));
    const under = score(submittedSheet({ rows: rows(2), test: { marksPerQuestion: 1 } }));
    expect(at.sections[0]?.belowCutoff).toBe(false);
    expect(under.sections[0]?.belowCutoff).toBe(true);
  });

  it('scores a question deleted from the bank as unattempted with no correct answer', () => {
    const sheet = submittedSheet({ rows: [{ selectedAnswer: 'A' }, { selectedAnswer: 'B' }] });
    const key = keyFor(sheet);
    key.delete(sheet.answers[1]?.questionId as string);
    const result = score(sheet, key);
    expect(result.questionAttempts[1]).toMatchObject({
      selectedAnswer: 'B',
      correctAnswer: null,
      isCorrect: null,
      marksAwarded: 0,
      outcome: 'unattempted',
    });
    expect(result).toMatchObject({ score: 2, attempted: 1, unattempted: 1 });
  });

  it('marks only first attempts as ranked and carries the attempt details', () => {
    const sheet = submittedSheet({ attemptNumber: 2, rows: [{ selectedAnswer: 'A' }] });
    expect(score(sheet)).toMatchObject({
      id: 'attempt-1',
      attemptId: 'attempt-1',
      userId: 'user-1',
      testId: 'test-1',
      attemptNumber: 2,
      countsForRank: false,
      title: 'Mock test-1',
      testType: 'FULL_LENGTH',
      examType: 'SSC_CGL',
      durationTaken: 40,
      durationMinutes: 60,
      marksPerQuestion: 2,
      negativeMarks: 0.5,
    });
  });

  it('grades by the spec bands at their edges', () => {
    const gradeAt = (correct: number) =>
      score(
        submittedSheet({
          rows: Array.from({ length: 5 }, (_, i) => ({
            selectedAnswer: i < correct ? ('A' as const) : null,
          })),
        }),
      ).grade;
    expect([5, 4, 3, 2, 1, 0].map(gradeAt)).toEqual([
      'Excellent',
      'Excellent',
      'Good',
      'Average',
      'Needs Improvement',
      'Needs Improvement',
    ]);
    expect([79.99, 59.99, 39.99].map(gradeFor)).toEqual(['Good', 'Average', 'Needs Improvement']);
  });
});
