import { describe, expect, it } from 'vitest';
import { scoreAttempt } from '../scoring/score-attempt';
import { submittedSheet } from '../scoring/submitted-fixture';
import { withMedians } from './result-analysis';
import { timeBucket } from './time-buckets';
import { mediansOf } from './time-medians';

/** docs/results-analysis.md, "Worked example": the numbers there, computed. */
describe('the worked example of docs/results-analysis.md', () => {
  const keyAnswers = ['A', 'B', 'C', 'D', 'A'] as const;
  const sheet = (evaluateAnsweredAndMarked: boolean) =>
    submittedSheet({
      attemptId: 'priya-1',
      userId: 'priya',
      testId: 'cgl',
      test: { evaluateAnsweredAndMarked },
      rows: [
        { firstAnswer: 'C', selectedAnswer: 'A', timeSpent: 48 },
        { firstAnswer: 'B', selectedAnswer: 'D', attemptStatus: 'ANSWERED_AND_MARKED', timeSpent: 95 },
        { firstAnswer: 'C', selectedAnswer: 'C', attemptStatus: 'ANSWERED_AND_MARKED', timeSpent: 6 },
        { firstAnswer: 'A', selectedAnswer: 'B', timeSpent: 4 },
        { attemptStatus: 'MARKED_FOR_REVIEW', timeSpent: 30 },
      ],
    });
  const key = new Map(keyAnswers.map((a, i) => [`cgl-q${i + 1}`, a]));
  const others = [
    [40, 70, 30, 20, 25],
    [55, 80, 36, 28, 30],
    [62, 120, 44, 50, 60],
  ];
  const histogram: Record<string, string> = {};
  for (const times of [...others, [48, 95, 6, 4, 30]])
    times.forEach((t, i) => {
      const field = `${timeBucket(t)}|cgl-q${i + 1}`;
      histogram[field] = String(Number(histogram[field] ?? 0) + 1);
    });

  it('scores 3 of 10 under SSC’s rule and 1.5 when answered-and-marked is not evaluated', () => {
    expect(scoreAttempt(sheet(true), key, new Date()).score).toBe(3);
    expect(scoreAttempt(sheet(false), key, new Date()).score).toBe(1.5);
    expect(scoreAttempt(sheet(true), key, new Date()).totalMarks).toBe(10);
  });

  it('gives the medians, changes, review accuracy and guesses of the table', () => {
    const medians = mediansOf(histogram);
    expect([...medians.values()]).toEqual([51.5, 89.5, 33, 24, 30]);
    const read = withMedians(scoreAttempt(sheet(true), key, new Date()), medians);
    expect(read.analysis).toMatchObject({
      answerChanges: { wrongToRight: 1, rightToWrong: 1, wrongToWrong: 1 },
      markedForReview: { answered: 2, correct: 1, accuracy: 50 },
      guessing: { expectedMarksPerBlindGuess: 0.125, guesses: 2, guessAccuracy: 50 },
    });
  });
});
