// @vitest-environment happy-dom
import type { ScoredAnswer, TestResult } from '@ssc/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showInterfaceIn } from '../../i18n/interfaceLanguage';
import { render } from '../../i18n/renderInEnglish';
import { CbtStatesCard } from './CbtStatesCard';
import { SectionTimesCard } from './SectionTimesCard';

afterEach(cleanup);

const answer = (over: Partial<ScoredAnswer>): ScoredAnswer => ({
  questionId: 'q',
  section: 'QUANTITATIVE_APTITUDE',
  selectedAnswer: null,
  attemptStatus: 'NOT_ATTEMPTED',
  timeSpent: 0,
  correctAnswer: 'A',
  isCorrect: null,
  marksAwarded: 0,
  outcome: 'unattempted',
  ...over,
});

const result = (over: Partial<TestResult>) =>
  ({
    totalQuestions: 4,
    questionAttempts: [
      answer({ questionId: 'q1', attemptStatus: 'ANSWERED', cbtState: 'ANSWERED' }),
      answer({ questionId: 'q2', cbtState: 'NOT_ANSWERED' }),
      answer({ questionId: 'q3', attemptStatus: 'ANSWERED_AND_MARKED', cbtState: 'ANSWERED_AND_MARKED' }),
      answer({ questionId: 'q4', cbtState: 'NOT_VISITED' }),
    ],
    ...over,
  }) as TestResult;

describe('results: palette states', () => {
  it('counts a CBT attempt’s questions by the five states, each named in words', () => {
    render(<CbtStatesCard result={result({ mode: 'CBT' })} />);
    const list = within(screen.getByRole('list', { name: 'Questions by palette state' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1Answered1',
      '1Not Answered1',
      '1Not Visited1',
      '0Marked for Review0',
      '1Answered & Marked for Review1',
    ]);
  });

  it('names the states in the interface language, in the words of SSC’s Hindi screen', async () => {
    await showInterfaceIn('hi');
    try {
      render(<CbtStatesCard result={result({ mode: 'CBT' })} />);
      const items = screen.getByTestId('cbt-states').querySelectorAll('.cbt-mark__label');
      expect([...items].map((label) => label.textContent)).toEqual([
        'उत्तर दिया',
        'उत्तर नहीं दिया',
        'देखा नहीं गया',
        'समीक्षा के लिए चिह्नित',
        'उत्तर दिया और समीक्षा के लिए चिह्नित',
      ]);
    } finally {
      await showInterfaceIn('en');
    }
  });

  it('shows nothing for a practice attempt', () => {
    render(<CbtStatesCard result={result({ mode: 'PRACTICE' })} />);
    expect(screen.queryByTestId('cbt-states')).toBeNull();
  });
});

describe('results: time per timed section', () => {
  it('shows the time used against each limit, in block order', () => {
    render(
      <SectionTimesCard
        result={result({
          compensatoryMinutes: 20,
          sectionTimes: [
            {
              section: 'QUANTITATIVE_APTITUDE',
              sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'],
              limitSeconds: 4800,
              usedSeconds: 4800,
            },
            {
              section: 'COMPUTER_KNOWLEDGE',
              sections: ['COMPUTER_KNOWLEDGE'],
              limitSeconds: 1200,
              usedSeconds: 305,
            },
          ],
        })}
      />,
    );
    const rows = screen.getAllByTestId('section-time');
    expect(rows.map((row) => row.querySelector('.section-times__row')?.textContent)).toEqual([
      'Quantitative Aptitude & General Intelligence & Reasoning80:00 of 80:00',
      'Computer Knowledge5:05 of 20:00',
    ]);
    expect(screen.getByText('Limits include your compensatory time.')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Computer Knowledge' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
  });

  it('shows nothing for a test with one clock', () => {
    render(<SectionTimesCard result={result({})} />);
    expect(screen.queryByTestId('section-times')).toBeNull();
  });
});
