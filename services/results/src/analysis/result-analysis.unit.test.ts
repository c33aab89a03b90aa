import type { Answer, ScoredAnswer } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { scoreAttempt } from '../scoring/score-attempt';
import { keyFor, submittedSheet } from '../scoring/submitted-fixture';
import {
  answerChanges,
  expectedMarksPerBlindGuess,
  GUESS_BASIS,
  isGuess,
  markedForReview,
  timeAnalysis,
  withMedians,
} from './result-analysis';

const NOW = new Date('2025-03-01T10:41:00.000Z');

/** A scored answer on a key of A. */
const row = (
  questionId: string,
  selectedAnswer: Answer | null,
  extra: Partial<ScoredAnswer> = {},
): Pick<
  ScoredAnswer,
  'questionId' | 'section' | 'selectedAnswer' | 'attemptStatus' | 'correctAnswer' | 'timeSpent'
> => ({
  questionId,
  section: 'QUANTITATIVE_APTITUDE',
  selectedAnswer,
  attemptStatus: selectedAnswer ? 'ANSWERED' : 'NOT_ATTEMPTED',
  correctAnswer: 'A',
  timeSpent: 30,
  ...extra,
});

describe('answer changes', () => {
  it('compares the first answer with the final one', () => {
    const answers = [
      row('q1', 'A'), // B → A: wrong → right
      row('q2', 'B'), // A → B: right → wrong
      row('q3', 'C'), // B → C: wrong → wrong
      row('q4', 'A'), // A → A: no change
      row('q5', null), // B → cleared: no final answer
      row('q6', 'B', { attemptStatus: 'ANSWERED_AND_MARKED' }), // A → B marked: right → wrong
      row('q7', 'A', { correctAnswer: null }), // deleted from the bank: unknown
      row('q8', 'C'), // no first answer recorded (an older event)
      row('q9', 'D', { attemptStatus: 'MARKED_FOR_REVIEW' }), // a mark alone is no answer
    ];
    const first = new Map<string, Answer | null>([
      ['q1', 'B'],
      ['q2', 'A'],
      ['q3', 'B'],
      ['q4', 'A'],
      ['q5', 'B'],
      ['q6', 'A'],
      ['q7', 'B'],
      ['q9', 'A'],
    ]);
    expect(answerChanges(answers, first)).toEqual({ wrongToRight: 1, rightToWrong: 2, wrongToWrong: 1 });
  });
});

describe('marked for review', () => {
  it('counts answered-and-marked questions and how many were right, evaluated or not', () => {
    const answers = [
      row('q1', 'A', { attemptStatus: 'ANSWERED_AND_MARKED' }),
      row('q2', 'B', { attemptStatus: 'ANSWERED_AND_MARKED' }),
      row('q3', 'A', { attemptStatus: 'ANSWERED_AND_MARKED' }),
      row('q4', null, { attemptStatus: 'MARKED_FOR_REVIEW' }),
      row('q5', 'A'),
    ];
    expect(markedForReview(answers)).toEqual({ answered: 3, correct: 2, accuracy: 66.67 });
    expect(markedForReview([row('q1', 'A')])).toEqual({ answered: 0, correct: 0, accuracy: null });
  });
});

describe('guessing', () => {
  it('calls an answer a guess under a quarter of the median, or under 10 s without one', () => {
    expect(isGuess(9, null)).toBe(true);
    expect(isGuess(10, null)).toBe(false);
    expect(isGuess(14, 60)).toBe(true);
    expect(isGuess(15, 60)).toBe(false);
    // With a median of 20 s, 8 s is no guess even though it is under 10.
    expect(isGuess(8, 20)).toBe(false);
  });

  it('averages (m − 3n)/4 over the paper’s questions', () => {
    const answers = [row('q1', null), row('q2', null), row('q3', null, { section: 'COMPUTER_KNOWLEDGE' })];
    const schemes = (section: string) =>
      section === 'COMPUTER_KNOWLEDGE'
        ? { marksPerQuestion: 3, negativeMarks: 0 }
        : { marksPerQuestion: 2, negativeMarks: 0.5 };
    // (0.125 + 0.125 + 0.75) / 3
    expect(expectedMarksPerBlindGuess(answers, schemes)).toBe(0.3333);
    expect(expectedMarksPerBlindGuess([], schemes)).toBe(0);
  });

  it('compares times with the medians and scores the guesses among answered questions', () => {
    const answers = [
      row('q1', 'A', { timeSpent: 5 }), // median 40: guess, right
      row('q2', 'B', { timeSpent: 6 }), // median 40: guess, wrong
      row('q3', 'C', { timeSpent: 8 }), // no median: under 10 s, guess, wrong
      row('q4', 'A', { timeSpent: 50 }), // not a guess
      row('q5', null, { timeSpent: 2 }), // unanswered: never a guess
    ];
    const medians = new Map([
      ['q1', 40],
      ['q2', 40],
      ['q4', 45],
      ['q5', 30],
    ]);
    const { timeVsMedian, guessing } = timeAnalysis(answers, medians, 0.125);
    expect(timeVsMedian).toEqual([
      { questionId: 'q1', timeSpent: 5, medianTimeSpent: 40 },
      { questionId: 'q2', timeSpent: 6, medianTimeSpent: 40 },
      { questionId: 'q3', timeSpent: 8, medianTimeSpent: null },
      { questionId: 'q4', timeSpent: 50, medianTimeSpent: 45 },
      { questionId: 'q5', timeSpent: 2, medianTimeSpent: 30 },
    ]);
    expect(guessing).toEqual({
      expectedMarksPerBlindGuess: 0.125,
      guesses: 3,
      guessAccuracy: 33.33,
      basis: GUESS_BASIS,
    });
  });
});

describe('a scored result', () => {
  it('carries the analysis, with no medians until the page fills them in', () => {
    const sheet = submittedSheet({
      rows: [
        { selectedAnswer: 'A', firstAnswer: 'C', timeSpent: 40 },
        { selectedAnswer: 'B', firstAnswer: 'A', attemptStatus: 'ANSWERED_AND_MARKED', timeSpent: 3 },
        { selectedAnswer: 'A', attemptStatus: 'ANSWERED_AND_MARKED', timeSpent: 20 },
        {},
      ],
    });
    const result = scoreAttempt(sheet, keyFor(sheet), NOW);
    expect(result.analysis).toMatchObject({
      answerChanges: { wrongToRight: 1, rightToWrong: 1, wrongToWrong: 0 },
      markedForReview: { answered: 2, correct: 1, accuracy: 50 },
      guessing: { expectedMarksPerBlindGuess: 0.125, guesses: 1, guessAccuracy: 0 },
    });
    expect(result.analysis?.timeVsMedian.every((t) => t.medianTimeSpent === null)).toBe(true);

    const read = withMedians(result, new Map([['test-1-q3', 100]]));
    // 20 s against a median of 100 s is a guess now, and a right one.
    expect(read.analysis?.guessing).toMatchObject({ guesses: 2, guessAccuracy: 50 });
    expect(read.analysis?.timeVsMedian[2]).toEqual({
      questionId: 'test-1-q3',
      timeSpent: 20,
      medianTimeSpent: 100,
    });
    expect(read.analysis?.answerChanges).toEqual(result.analysis?.answerChanges);
  });

  it('leaves a result scored before the analysis as it is', () => {
    const sheet = submittedSheet({ rows: [{ selectedAnswer: 'A' }] });
    const { analysis: _none, ...old } = scoreAttempt(sheet, keyFor(sheet), NOW);
    expect(withMedians(old, new Map([['test-1-q1', 5]]))).toBe(old);
  });
});
