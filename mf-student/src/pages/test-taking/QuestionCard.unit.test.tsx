// @vitest-environment happy-dom
import type { StudentQuestion } from '@ssc/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { showInterfaceIn } from '../../i18n/interfaceLanguage';
import { render } from './examTesting';
import { QuestionCard } from './QuestionCard';
import { UNTOUCHED } from './questionStatus';

beforeAll(() => showInterfaceIn('en'));

afterEach(cleanup);

const question = {
  id: 'q7',
  section: 'QUANTITATIVE_APTITUDE',
  questionTextEnglish: 'What is 6 × 7?',
  questionTextHindi: '6 × 7 कितना है?',
  imageUrl: null,
  optionAEnglish: '42',
  optionBEnglish: '36',
  optionCEnglish: '48',
  optionDEnglish: '',
  optionAHindi: 'बयालीस',
  optionBHindi: null,
  optionCHindi: null,
  optionDHindi: null,
  optionAImageUrl: null,
  optionBImageUrl: null,
  optionCImageUrl: '/img/c.png',
  optionDImageUrl: null,
  difficulty: 'EASY',
  topicTags: [],
  marks: null,
  negativeMarks: null,
} as StudentQuestion;

function renderCard(over: Partial<Parameters<typeof QuestionCard>[0]> = {}) {
  const handlers = {
    onLanguageChange: vi.fn(),
    onSelect: vi.fn(),
    onToggleMark: vi.fn(),
    onPrevious: vi.fn(),
    onSaveAndNext: vi.fn(),
  };
  render(
    <QuestionCard
      question={question}
      number={3}
      total={10}
      state={UNTOUCHED}
      marksPerQuestion={2}
      negativeMarks={0.5}
      language="english"
      showLanguage
      {...handlers}
      {...over}
    />,
  );
  return { ...handlers, user: userEvent.setup() };
}

const option = (letter: string) => screen.getByRole('radio', { name: new RegExp(`^Option ${letter}`) });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('QuestionCard', () => {
  it('is a region named by its number, with the text, marks and the options that have content', () => {
    renderCard();
    expect(screen.getByRole('region', { name: 'Question 3' })).toBeTruthy();
    expect(screen.getByText('What is 6 × 7?')).toBeTruthy();
    expect(screen.getByTitle('Marks for a correct answer').textContent).toBe('+2');
    expect(screen.getByTitle('Marks deducted for a wrong answer').textContent).toBe('-0.5');
    const group = screen.getByRole('radiogroup', { name: 'Options for question 3' });
    // Named by what each shows ("A" and its text), so the visible label is inside the name.
    const named = (name: string) => within(group).getByRole('radio', { name });
    expect(within(group).getAllByRole('radio')).toEqual([
      named('Option A: 42'),
      named('Option B: 36'),
      named('Option C: 48'),
    ]);
    // What is drawn: the letter in its circle and the text, both inside the name above.
    const drawn = (radio: HTMLElement) =>
      [...radio.querySelectorAll('.answer-option__key, .answer-option__content')].map((el) => el.textContent);
    expect(within(group).getAllByRole('radio').map(drawn)).toEqual([
      ['A', '42'],
      ['B', '36'],
      ['C', '48'],
    ]);
    expect(
      within(group)
        .getAllByRole('radio')
        .every((radio) => !radio.hasAttribute('aria-label')),
    ).toBe(true);
  });

  it('names an option with only a picture as one', () => {
    renderCard({ question: { ...question, optionCEnglish: '' } as StudentQuestion });
    expect(screen.getByRole('radio', { name: 'Option C (picture)' })).toBe(option('C'));
  });

  it('shows the chosen option as checked and sends a choice on click, Space or Enter', async () => {
    const { onSelect, user } = renderCard({ state: { selectedAnswer: 'B', marked: false } });
    expect(option('B').getAttribute('aria-checked')).toBe('true');
    expect(option('A').getAttribute('aria-checked')).toBe('false');
    await user.click(option('C'));
    expect(onSelect).toHaveBeenLastCalledWith('C');
    option('A').focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('A');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(3);
  });

  it('is one Tab stop: the chosen option, or the first when none is chosen', () => {
    renderCard({ state: { selectedAnswer: 'B', marked: false } });
    expect(['A', 'B', 'C'].map((letter) => option(letter).tabIndex)).toEqual([-1, 0, -1]);
    cleanup();
    renderCard();
    expect(['A', 'B', 'C'].map((letter) => option(letter).tabIndex)).toEqual([0, -1, -1]);
  });

  it('arrow keys move round the options and choose the one they land on, as native radios do', async () => {
    const { onSelect, user } = renderCard({ state: { selectedAnswer: 'B', marked: false } });
    option('B').focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(option('C'));
    expect(onSelect).toHaveBeenLastCalledWith('C');
    await user.keyboard('{ArrowRight}'); // past the last: back to the first
    expect(document.activeElement).toBe(option('A'));
    expect(onSelect).toHaveBeenLastCalledWith('A');
    await user.keyboard('{ArrowUp}'); // before the first: the last
    expect(document.activeElement).toBe(option('C'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(option('B'));
    // Landing on the chosen option does not send it again (that would clear it).
    expect(onSelect.mock.calls.map(([key]) => key)).toEqual(['C', 'A', 'C']);
  });

  it('Mark for Review becomes Unmark on a marked question; both send the toggle', async () => {
    const { onToggleMark, user } = renderCard();
    await user.click(button('Mark for Review'));
    expect(onToggleMark).toHaveBeenCalledTimes(1);
    cleanup();
    const marked = renderCard({ state: { selectedAnswer: null, marked: true } });
    expect(screen.queryByRole('button', { name: 'Mark for Review' })).toBeNull();
    await marked.user.click(button('Unmark'));
    expect(marked.onToggleMark).toHaveBeenCalledTimes(1);
  });

  it('Previous and Save & Next move on, and are disabled at the ends', async () => {
    const { onPrevious, onSaveAndNext, user } = renderCard();
    await user.click(button('Previous'));
    await user.click(button('Save & Next'));
    expect([onPrevious.mock.calls.length, onSaveAndNext.mock.calls.length]).toEqual([1, 1]);
    cleanup();
    renderCard({ number: 1, total: 1 });
    expect(button('Previous').disabled).toBe(true);
    expect(button('Save & Next').disabled).toBe(true);
  });

  it('switches language, shows Hindi where written, and can hide the switch', async () => {
    const { onLanguageChange, user } = renderCard({ language: 'hindi' });
    expect(screen.getByText('6 × 7 कितना है?')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Option A: बयालीस' })).toBe(option('A'));
    expect(button('Hindi').getAttribute('aria-pressed')).toBe('true');
    await user.click(button('English'));
    expect(onLanguageChange).toHaveBeenCalledWith('english');
    cleanup();
    renderCard({ showLanguage: false });
    expect(screen.queryByRole('group', { name: 'Question language' })).toBeNull();
  });

  it('puts focus on the question’s heading when it is first shown and when the question changes', () => {
    const props = {
      question,
      total: 10,
      state: UNTOUCHED,
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      language: 'english' as const,
      showLanguage: true,
      onLanguageChange: vi.fn(),
      onSelect: vi.fn(),
      onToggleMark: vi.fn(),
      onPrevious: vi.fn(),
      onSaveAndNext: vi.fn(),
    };
    const { rerender } = render(<QuestionCard {...props} number={3} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 3' }));
    option('A').focus();
    rerender(<QuestionCard {...props} language="hindi" number={3} />); // same question: focus stays
    expect(document.activeElement).toBe(option('A'));
    rerender(<QuestionCard {...props} question={{ ...question, id: 'q8' }} number={4} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 4' }));
  });

  it('says so when the question has no text', () => {
    renderCard({
      question: { ...question, questionTextEnglish: '', questionTextHindi: null } as StudentQuestion,
    });
    expect(screen.getByText('Question text not available')).toBeTruthy();
  });
});
