// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import type { ResultAnalysis, TestResult } from '@ssc/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../i18n/renderInEnglish';
import { AnalysisCard } from './AnalysisCard';
import { guessVerdict, signedValue, timeSummary } from './analysisView';

afterEach(cleanup);

const _ = (id: string, values?: Record<string, unknown>) => i18n._(id, values);

const analysis: ResultAnalysis = {
  answerChanges: { wrongToRight: 3, rightToWrong: 1, wrongToWrong: 2 },
  markedForReview: { answered: 4, correct: 3, accuracy: 75 },
  timeVsMedian: [
    { questionId: 'q1', timeSpent: 95, medianTimeSpent: 40 },
    { questionId: 'q2', timeSpent: 20, medianTimeSpent: 30 },
    { questionId: 'q3', timeSpent: 50, medianTimeSpent: null },
    { questionId: 'q4', timeSpent: 70, medianTimeSpent: 60 },
  ],
  guessing: {
    expectedMarksPerBlindGuess: 0.125,
    guesses: 5,
    guessAccuracy: 40,
    basis:
      'A guess is an answer given in under a quarter of the median time everyone took on that question (under 10 seconds while a question has no median yet).',
  },
};
const withAnalysis = (a: ResultAnalysis | undefined) => ({ analysis: a }) as TestResult;

describe('AnalysisCard', () => {
  it('shows the four parts, each a labelled region', () => {
    render(<AnalysisCard result={withAnalysis(analysis)} />);
    const card = screen.getByTestId('result-analysis');
    expect(within(card).getByRole('heading', { name: 'Analysis' })).toBeTruthy();

    const changes = screen.getByRole('region', { name: 'Answer changes' });
    expect(within(changes).getByText('Wrong to right').nextElementSibling?.textContent).toBe('3');
    expect(within(changes).getByText('Right to wrong').nextElementSibling?.textContent).toBe('1');
    expect(within(changes).getByText('Wrong to wrong').nextElementSibling?.textContent).toBe('2');

    const marked = screen.getByRole('region', { name: 'Marked for review' });
    expect(marked.textContent).toContain(
      '3 of 4 questions you answered and marked for review were right (75%).',
    );

    const time = screen.getByRole('region', { name: "Time against everyone's median" });
    expect(time.textContent).toContain(
      'Slower than the median on 2 questions, faster on 1 question (of 3 compared).',
    );
    const rows = within(time).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Q11:350:40', 'Q41:101:00']);

    const guessing = screen.getByRole('region', { name: 'Guessing' });
    expect(within(guessing).getByText('A blind guess is worth').nextElementSibling?.textContent).toBe(
      '+0.13 marks',
    );
    expect(within(guessing).getByText('Your quick guesses').nextElementSibling?.textContent).toBe('5');
    expect(guessing.textContent).toContain('right 40% of the time, better than a blind guess (25%)');
    expect(guessing.textContent).toContain(analysis.guessing.basis);
  });

  it('says so when there is nothing to compare yet', () => {
    render(
      <AnalysisCard
        result={withAnalysis({
          answerChanges: { wrongToRight: 0, rightToWrong: 0, wrongToWrong: 0 },
          markedForReview: { answered: 0, correct: 0, accuracy: null },
          timeVsMedian: [{ questionId: 'q1', timeSpent: 5, medianTimeSpent: null }],
          guessing: { expectedMarksPerBlindGuess: 0, guesses: 0, guessAccuracy: null, basis: 'b' },
        })}
      />,
    );
    expect(screen.getByText('You did not change any answer.')).toBeTruthy();
    expect(screen.getByText('You did not mark any answered question for review.')).toBeTruthy();
    expect(screen.getByText('No medians yet: too few people have sat this test.')).toBeTruthy();
    expect(
      screen.getByText(/neither gains nor loses marks on average\. You made no quick guesses\./),
    ).toBeTruthy();
  });

  it('renders nothing for a result scored before the analysis', () => {
    const { container } = render(<AnalysisCard result={withAnalysis(undefined)} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('analysis view', () => {
  it('lists at most five questions most over their median, most first', () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({
      questionId: `q${i + 1}`,
      timeSpent: 30 + i * 10,
      medianTimeSpent: 30,
    }));
    const summary = timeSummary(rows);
    expect(summary).toMatchObject({ compared: 8, slower: 7, faster: 0 });
    expect(summary.slowest.map((r) => r.number)).toEqual([8, 7, 6, 5, 4]);
  });

  it('signs marks with a real minus and reads guesses against chance', () => {
    expect([0.125, -0.5, 0, 0.001].map(signedValue)).toEqual(['+0.13', '\u22120.5', '0', '0']);
    expect(
      guessVerdict({ expectedMarksPerBlindGuess: -0.5, guesses: 4, guessAccuracy: 25, basis: '' }, _),
    ).toBe(
      'On this paper a blind guess loses marks on average. Your quick guesses were right 25% of the time, the same as a blind guess (25%).',
    );
    expect(
      guessVerdict({ expectedMarksPerBlindGuess: 0.1, guesses: 2, guessAccuracy: 0, basis: '' }, _),
    ).toContain('worse than a blind guess');
  });
});
