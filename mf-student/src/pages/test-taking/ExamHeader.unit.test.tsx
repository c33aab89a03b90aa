// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { showInterfaceIn } from '../../i18n/interfaceLanguage';
import { ExamHeader } from './ExamHeader';
import { render } from './examTesting';
import { createStore } from './externalStore';

beforeAll(() => showInterfaceIn('en'));

afterEach(cleanup);

function renderHeader(over: Partial<Parameters<typeof ExamHeader>[0]> = {}) {
  const onSubmit = vi.fn();
  const secondsLeft = createStore(3_600);
  render(
    <ExamHeader
      title="SSC CGL Mock 1"
      sectionLabel="Quantitative Aptitude"
      number={2}
      total={3}
      secondsLeft={secondsLeft}
      queueStatus={{ pending: 0, phase: 'idle' }}
      online
      answered={1}
      marked={2}
      submitting={false}
      onSubmit={onSubmit}
      {...over}
    />,
  );
  return { onSubmit, secondsLeft, user: userEvent.setup() };
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Test' }) as HTMLButtonElement;

describe('ExamHeader', () => {
  it('shows the title, section, position, save state and progress', () => {
    renderHeader({ queueStatus: { pending: 2, phase: 'retrying' }, online: false });
    expect(screen.getByRole('heading', { name: 'SSC CGL Mock 1' })).toBeTruthy();
    expect(screen.getByText('Quantitative Aptitude')).toBeTruthy();
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(screen.getByTestId('save-state').textContent).toBe('2 answers not saved yet (offline)');
    expect(screen.getByRole('progressbar', { name: 'Position in test' }).getAttribute('aria-valuenow')).toBe(
      '2',
    );
  });

  it('the countdown follows the session’s seconds and turns destructive under 5 minutes', () => {
    const { secondsLeft } = renderHeader();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('01:00:00');
    expect(timer.getAttribute('aria-label')).toBe('Time remaining 01:00:00');
    act(() => secondsLeft.set(299));
    expect(timer.textContent).toBe('00:04:59');
    expect(timer.className).toContain('exam-timer--low');
  });

  it('tells a screen reader at 30, 10 and 5 minutes politely and at 1 minute assertively, not on other ticks', () => {
    const { secondsLeft } = renderHeader();
    const polite = screen.getByTestId('time-warning');
    const urgent = screen.getByTestId('time-warning-urgent');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(urgent.getAttribute('aria-live')).toBe('assertive');
    const heard: string[] = [];
    for (const s of [3599, 1801, 1800, 1799, 601, 600, 599, 301, 300, 299, 120, 61, 60, 59, 1, 0]) {
      act(() => secondsLeft.set(s));
      const text = `${polite.textContent}|${urgent.textContent}`;
      if (text !== heard.at(-1)) heard.push(text);
    }
    expect(heard).toEqual([
      '|',
      '30 minutes left in the test|',
      '10 minutes left in the test|',
      '5 minutes left in the test|',
      '|1 minute left in the test',
    ]);
  });

  it('the countdown itself is not live; Hide timer hides the digits and keeps the alerts', async () => {
    const { secondsLeft, user } = renderHeader();
    const timer = screen.getByRole('timer');
    expect(timer.closest('[aria-live]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide timer' }));
    expect(screen.queryByRole('timer')).toBeNull();
    act(() => secondsLeft.set(60));
    expect(screen.getByTestId('time-warning-urgent').textContent).toBe('1 minute left in the test');
    await user.click(screen.getByRole('button', { name: 'Show timer' }));
    expect(screen.getByRole('timer').textContent).toBe('00:01:00');
  });

  it('Submit Test asks first, with the answered and marked counts; Continue Test keeps going', async () => {
    const { onSubmit, user } = renderHeader();
    await user.click(submitButton());
    // The dialog's code loads on first open (web-core/ui/dialog), so it appears a moment later.
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit test?' });
    expect(dialog.textContent).toContain('You have answered 1 out of 3 questions.');
    expect(dialog.textContent).toContain('Marked for review: 2');
    await user.click(screen.getByRole('button', { name: 'Continue Test' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Yes, Submit sends the submission once; the dialog works from the keyboard', async () => {
    const { onSubmit, user } = renderHeader();
    submitButton().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Yes, Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cannot be pressed while a submission is under way', () => {
    renderHeader({ submitting: true });
    expect(submitButton().disabled).toBe(true);
  });

  it('holds the palette button on a phone, in the header that stays on screen', () => {
    renderHeader({ palette: <button type="button">Question Palette</button> });
    const header = screen.getByRole('heading', { name: 'SSC CGL Mock 1' }).closest('header');
    expect(header?.contains(screen.getByRole('button', { name: 'Question Palette' }))).toBe(true);
    cleanup();
    renderHeader();
    expect(screen.queryByRole('button', { name: 'Question Palette' })).toBeNull();
  });
});
