// @vitest-environment happy-dom
import type { ObjectionQuestionRow } from '@ssc/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InterfaceLanguage, showInterfaceIn } from '../i18n/interfaceLanguage';
import { wrongKeyStats } from './itemStatsFixture';
import { ObjectionRow } from './ObjectionRow';

beforeAll(() => showInterfaceIn('en'));
afterEach(cleanup);

const row: ObjectionQuestionRow = {
  testId: 't1',
  testTitle: 'SSC CGL Mock 3',
  questionId: 'q7',
  questionNumber: 7,
  liveMockIds: [],
  status: 'OPEN',
  total: 3,
  countsByReason: {
    WRONG_KEY: 2,
    MORE_THAN_ONE_CORRECT: 0,
    NO_CORRECT_OPTION: 0,
    QUESTION_ERROR: 0,
    TRANSLATION_ERROR: 1,
  },
  question: {
    questionTextEnglish: 'What is 2 + 2?',
    questionTextHindi: '2 + 2 कितना है?',
    options: [
      { option: 'A', english: '3', hindi: '३' },
      { option: 'B', english: '4', hindi: '४' },
      { option: 'C', english: '5', hindi: null },
      { option: 'D', english: '6', hindi: null },
    ],
    correctAnswer: 'A',
  },
  itemStats: wrongKeyStats,
  objections: [
    {
      id: 'o1',
      reason: 'WRONG_KEY',
      language: null,
      details: 'It is 4.',
      evidenceImageUrl: '/media/objections/abc.webp',
      createdAt: '2026-06-02T08:00:00.000Z',
    },
  ],
  ruling: null,
};

const show = (r: ObjectionQuestionRow) =>
  render(
    <InterfaceLanguage>
      <QueryClientProvider client={new QueryClient()}>
        <ObjectionRow row={r} />
      </QueryClientProvider>
    </InterfaceLanguage>,
  );

describe('an Objections tab row', () => {
  it('shows the counts by reason, both texts with the key, and what the top scorers chose', async () => {
    show(row);
    expect(await screen.findByText('Question 7 · SSC CGL Mock 3')).toBeTruthy();
    expect(screen.getByTestId('count-WRONG_KEY').textContent).toBe('Wrong answer key: 2');
    expect(screen.getByTestId('count-TRANSLATION_ERROR').textContent).toBe('Error in the translation: 1');
    expect(screen.queryByTestId('count-QUESTION_ERROR')).toBeNull();
    expect(screen.getByText('2 + 2 कितना है?')).toBeTruthy();
    expect(screen.getByTestId('top-scorers').textContent).toBe('Top scorers chose B 61% of the time');
    expect(screen.getByRole('img', { name: 'Evidence image sent with the objection' })).toBeTruthy();
  });

  it('shows no statistics before the item analysis has them', async () => {
    show({ ...row, itemStats: null });
    expect(await screen.findByText('Question 7 · SSC CGL Mock 3')).toBeTruthy();
    expect(screen.queryByTestId('item-stats')).toBeNull();
  });
});
