// @vitest-environment happy-dom
import type { AttemptStatus, Section, StudentQuestion } from '@ssc/contracts';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatMinutes } from '../../format/extraMinutes';
import { showInterfaceIn } from '../../i18n/interfaceLanguage';
import type { CbtState } from './cbtPalette';
import { ExamHeader } from './ExamHeader';
import { render } from './examTesting';
import { createStore } from './externalStore';
import { QuestionCard } from './QuestionCard';
import { QuestionNavigator } from './QuestionNavigator';
import { groupBySection } from './sections';

beforeAll(() => showInterfaceIn('en'));

/** The screen's components: the CBT palette and buttons, section timers, compensatory time. */

afterEach(cleanup);

const SECTIONS: Section[] = [
  'QUANTITATIVE_APTITUDE',
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'GENERAL_INTELLIGENCE',
  'ENGLISH_COMPREHENSION',
  'ENGLISH_COMPREHENSION',
];
const STATUSES: AttemptStatus[] = [
  'ANSWERED',
  'NOT_ATTEMPTED',
  'MARKED_FOR_REVIEW',
  'ANSWERED_AND_MARKED',
  'NOT_ATTEMPTED',
  'NOT_ATTEMPTED',
];
const STATES: CbtState[] = [
  'ANSWERED',
  'NOT_ANSWERED',
  'MARKED_FOR_REVIEW',
  'ANSWERED_AND_MARKED',
  'NOT_VISITED',
  'NOT_VISITED',
];

function renderNavigator(over: Partial<Parameters<typeof QuestionNavigator>[0]> = {}) {
  const onGoTo = vi.fn();
  const onSectionChange = vi.fn();
  render(
    <QuestionNavigator
      statuses={STATUSES}
      index={2}
      groups={groupBySection(SECTIONS)}
      sectioned
      currentSection="GENERAL_INTELLIGENCE"
      onGoTo={onGoTo}
      onSectionChange={onSectionChange}
      cbtStates={STATES}
      {...over}
    />,
  );
  return { onGoTo, onSectionChange, user: userEvent.setup() };
}

const paletteButton = (n: number) => screen.getByRole('button', { name: new RegExp(`^Question ${n}, `) });

describe('CBT palette', () => {
  it('names the five states in words and gives each its own shape class, with legend counts', () => {
    renderNavigator({ sectioned: false, currentSection: null });
    expect(paletteButton(1).getAttribute('aria-label')).toBe('Question 1, Answered');
    expect(paletteButton(2).getAttribute('aria-label')).toBe('Question 2, Not Answered');
    expect(paletteButton(3).getAttribute('aria-label')).toBe('Question 3, Marked for Review');
    expect(paletteButton(4).getAttribute('aria-label')).toBe('Question 4, Answered & Marked for Review');
    expect(paletteButton(5).getAttribute('aria-label')).toBe('Question 5, Not Visited');
    const classes = [1, 2, 3, 4, 5].map((n) => paletteButton(n).className.match(/cbt-(?!state)[a-z-]+/)?.[0]);
    expect(new Set(classes).size).toBe(5);
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1Answered 1',
      '1Not Answered 1',
      '2Not Visited 2',
      '1Marked for Review 1',
      '1Answered & Marked for Review 1',
    ]);
  });

  it('keeps the spec’s four statuses when not in CBT mode', () => {
    renderNavigator({ cbtStates: null, sectioned: false, currentSection: null });
    expect(paletteButton(2).getAttribute('aria-label')).toBe('Question 2, Not attempted');
  });
});

describe('section tabs with section timers', () => {
  const phases = {
    QUANTITATIVE_APTITUDE: 'closed',
    GENERAL_INTELLIGENCE: 'open',
    ENGLISH_COMPREHENSION: 'upcoming',
  } as const;

  it('say closed and not open yet in words; a section not open cannot be chosen', async () => {
    const { onSectionChange, user } = renderNavigator({ phases });
    const tabs = screen.getAllByRole('button', { name: /Quantitative|General Intelligence|English/ });
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Quantitative Aptitude · Closed1/2',
      'General Intelligence & Reasoning1/2 · 2 marked',
      'English Comprehension · Not open yet0/2',
    ]);
    const english = tabs[2] as HTMLElement;
    expect(english.getAttribute('aria-disabled')).toBe('true');
    await user.click(english);
    expect(onSectionChange).not.toHaveBeenCalled();
  });

  it('a closed section’s palette can be looked at but not used, and the open one comes back', async () => {
    const { onSectionChange, onGoTo, user } = renderNavigator({ phases });
    await user.click(screen.getByRole('button', { name: /^Quantitative Aptitude/ }));
    expect(onSectionChange).not.toHaveBeenCalled();
    expect(screen.getByRole('note').textContent).toContain('Quantitative Aptitude is closed');
    expect(paletteButton(1).getAttribute('aria-label')).toBe('Question 1, Answered, section closed');
    expect(paletteButton(1).getAttribute('aria-disabled')).toBe('true');
    await user.click(paletteButton(1));
    expect(onGoTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^General Intelligence/ }));
    expect(onSectionChange).not.toHaveBeenCalled();
    expect(paletteButton(3).getAttribute('aria-disabled')).toBeNull();
    await user.click(paletteButton(4));
    expect(onGoTo).toHaveBeenCalledWith(3);
  });
});

const question = {
  id: 'q7',
  section: 'QUANTITATIVE_APTITUDE',
  questionTextEnglish: 'What is 6 × 7?',
  questionTextHindi: null,
  imageUrl: null,
  optionAEnglish: '42',
  optionBEnglish: '36',
  optionCEnglish: '48',
  optionDEnglish: '40',
  optionAHindi: null,
  optionBHindi: null,
  optionCHindi: null,
  optionDHindi: null,
  optionAImageUrl: null,
  optionBImageUrl: null,
  optionCImageUrl: null,
  optionDImageUrl: null,
  difficulty: 'EASY',
  topicTags: [],
  marks: null,
  negativeMarks: null,
} as StudentQuestion;

function renderCard(unsaved: boolean, number = 10) {
  const handlers = {
    onSaveAndNext: vi.fn(),
    onMarkAndNext: vi.fn(),
    onClearResponse: vi.fn(),
    onToggleMark: vi.fn(),
  };
  render(
    <QuestionCard
      question={question}
      number={number}
      total={10}
      state={{ selectedAnswer: 'A', marked: false }}
      marksPerQuestion={2}
      negativeMarks={0.5}
      language="english"
      showLanguage
      onLanguageChange={vi.fn()}
      onSelect={vi.fn()}
      onToggleMark={handlers.onToggleMark}
      onPrevious={vi.fn()}
      onSaveAndNext={handlers.onSaveAndNext}
      cbt={{ onMarkAndNext: handlers.onMarkAndNext, onClearResponse: handlers.onClearResponse, unsaved }}
    />,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('CBT buttons', () => {
  it('are the real exam’s, work from the keyboard, and Save & Next stays usable on the last question', async () => {
    const { onSaveAndNext, onMarkAndNext, onClearResponse, onToggleMark, user } = renderCard(false);
    expect(screen.queryByRole('button', { name: 'Mark for Review' })).toBeNull();
    const save = screen.getByRole('button', { name: 'Save & Next' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    save.focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    await user.click(screen.getByRole('button', { name: 'Clear Response' }));
    expect([onSaveAndNext, onMarkAndNext, onClearResponse].map((f) => f.mock.calls.length)).toEqual([
      1, 1, 1,
    ]);
    expect(onToggleMark).not.toHaveBeenCalled();
    expect(screen.getByTestId('unsaved-selection').textContent).toBe('');
  });

  it('say so when the option on screen is not saved yet', () => {
    renderCard(true, 3);
    expect(screen.getByRole('status').textContent).toContain('Not saved yet');
  });
});

function renderHeader(over: Partial<Parameters<typeof ExamHeader>[0]> = {}) {
  const secondsLeft = createStore(7_200);
  const blockSeconds = createStore(3_600);
  render(
    <ExamHeader
      title="CGL Tier-2"
      sectionLabel="Quantitative Aptitude"
      number={1}
      total={6}
      secondsLeft={secondsLeft}
      queueStatus={{ pending: 0, phase: 'idle' }}
      online
      answered={2}
      marked={2}
      submitting={false}
      onSubmit={vi.fn()}
      block={{ secondsLeft: blockSeconds, label: 'Quantitative Aptitude' }}
      compensatoryMinutes={40}
      cbtCounts={{
        NOT_VISITED: 2,
        NOT_ANSWERED: 1,
        ANSWERED: 1,
        MARKED_FOR_REVIEW: 1,
        ANSWERED_AND_MARKED: 1,
      }}
      {...over}
    />,
  );
  return { secondsLeft, blockSeconds, user: userEvent.setup() };
}

describe('exam header', () => {
  it('shows the open section’s clock and the test’s, and the compensatory time', () => {
    const { blockSeconds } = renderHeader();
    expect(screen.getByTestId('section-timer').getAttribute('aria-label')).toBe(
      'Time left in Quantitative Aptitude 01:00:00',
    );
    expect(screen.getByTestId('timer').textContent).toBe('02:00:00');
    expect(screen.getByTestId('compensatory-time').textContent).toBe('Includes 40 min compensatory time');
    act(() => blockSeconds.set(59));
    expect(screen.getByTestId('section-timer-warning-urgent').textContent).toBe(
      '1 minute left in this section',
    );
    expect(screen.getByTestId('time-warning-urgent').textContent).toBe('');
  });

  it('shows one clock and no note without section timers or compensatory time', () => {
    renderHeader({ block: null, compensatoryMinutes: 0 });
    expect(screen.getAllByRole('timer')).toHaveLength(1);
    expect(screen.queryByTestId('compensatory-time')).toBeNull();
  });

  it('the submit dialog counts the five states and says how marked answers are scored', async () => {
    const { user } = renderHeader({ evaluateAnsweredAndMarked: false });
    await user.click(screen.getByRole('button', { name: 'Submit Test' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit test?' });
    const rows = within(within(dialog).getByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Answered: 1',
      'Not Answered: 1',
      'Not Visited: 2',
      'Marked for Review: 1',
      'Answered & Marked for Review: 1',
    ]);
    expect(dialog.textContent).toContain('is not evaluated in this test');
  });

  it('says fractional compensatory minutes in minutes and seconds', () => {
    expect(formatMinutes(20)).toBe('20 min');
    expect(formatMinutes(130 / 3)).toBe('43 min 20 s');
  });
});
