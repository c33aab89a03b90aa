// @vitest-environment happy-dom
import type { AttemptStatus } from '@ssc/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { showInterfaceIn } from '../../i18n/interfaceLanguage';
import { FULL_LENGTH_SECTIONS } from './examSession.fakes';
import { render } from './examTesting';
import { QuestionNavigator } from './QuestionNavigator';
import { groupBySection } from './sections';

beforeAll(() => showInterfaceIn('en'));

afterEach(cleanup);

const STATUSES: AttemptStatus[] = [
  'ANSWERED',
  'MARKED_FOR_REVIEW',
  'ANSWERED_AND_MARKED',
  'NOT_ATTEMPTED',
  'NOT_ATTEMPTED',
  'ANSWERED',
  'NOT_ATTEMPTED',
  'NOT_ATTEMPTED',
];

function renderNavigator(over: Partial<Parameters<typeof QuestionNavigator>[0]> = {}) {
  const onGoTo = vi.fn();
  const onSectionChange = vi.fn();
  render(
    <QuestionNavigator
      statuses={STATUSES}
      index={1}
      groups={groupBySection(FULL_LENGTH_SECTIONS)}
      sectioned={false}
      currentSection={null}
      onGoTo={onGoTo}
      onSectionChange={onSectionChange}
      {...over}
    />,
  );
  return { onGoTo, onSectionChange, user: userEvent.setup() };
}

const paletteButton = (n: number) => screen.getByRole('button', { name: new RegExp(`^Question ${n}, `) });

describe('QuestionNavigator', () => {
  it('names every palette button by number and status, not by colour alone, and marks the current one', () => {
    renderNavigator();
    expect(screen.getByRole('complementary', { name: 'Question Palette' })).toBeTruthy();
    expect(paletteButton(1).getAttribute('aria-label')).toBe('Question 1, Answered');
    expect(paletteButton(2).getAttribute('aria-label')).toBe('Question 2, Marked for review');
    expect(paletteButton(3).getAttribute('aria-label')).toBe('Question 3, Answered and marked for review');
    expect(paletteButton(4).getAttribute('aria-label')).toBe('Question 4, Not attempted');
    expect(paletteButton(2).getAttribute('aria-current')).toBe('step');
    expect(paletteButton(1).getAttribute('aria-current')).toBeNull();
    expect(paletteButton(1).className).toContain('is-answered');
    expect(paletteButton(3).className).toContain('is-answered-marked');
    expect(screen.getAllByRole('button', { name: /^Question \d, / })).toHaveLength(8);
  });

  it('counts each status in the legend', () => {
    renderNavigator();
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Answered 2',
      'Marked for review 1',
      'Answered and marked for review 1',
      'Not attempted 4',
    ]);
  });

  it('goes to a question on click, Enter or Space', async () => {
    const { onGoTo, user } = renderNavigator();
    await user.click(paletteButton(4));
    expect(onGoTo).toHaveBeenLastCalledWith(3);
    paletteButton(6).focus();
    await user.keyboard('{Enter}');
    expect(onGoTo).toHaveBeenLastCalledWith(5);
    paletteButton(8).focus();
    await user.keyboard(' ');
    expect(onGoTo).toHaveBeenLastCalledWith(7);
    expect(onGoTo).toHaveBeenCalledTimes(3);
  });

  it('in sectioned tests shows the current section’s questions, tabs with counts and an overview', async () => {
    const { onSectionChange, onGoTo, user } = renderNavigator({
      sectioned: true,
      currentSection: 'GENERAL_INTELLIGENCE',
      index: 2,
    });
    expect(screen.getAllByRole('button', { name: /^Question \d, / }).map((b) => b.textContent)).toEqual([
      '3',
      '4',
    ]);
    const tabs = within(screen.getByRole('group', { name: 'Sections' }));
    const quant = tabs.getByRole('button', { name: /^Quantitative Aptitude/ });
    expect(quant.textContent).toBe('Quantitative Aptitude1/2 · 1 marked');
    expect(tabs.getByRole('button', { name: /^General Intelligence/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(quant.getAttribute('aria-pressed')).toBe('false');
    const bar = screen.getByRole('progressbar', { name: 'General Awareness answered' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['0', '2']);
    expect(screen.getAllByText('1/2 answered, 1 marked')).toHaveLength(2);
    expect(screen.getByText('1/2 answered')).toBeTruthy();

    await user.click(tabs.getByRole('button', { name: /^General Awareness/ }));
    expect(onSectionChange).toHaveBeenCalledWith('GENERAL_AWARENESS');
    tabs.getByRole('button', { name: /^English Comprehension/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSectionChange).toHaveBeenLastCalledWith('ENGLISH_COMPREHENSION');
    expect(onGoTo).not.toHaveBeenCalled();
  });

  it('without sections shows no tabs and no overview', () => {
    renderNavigator();
    expect(screen.queryByRole('group', { name: 'Sections' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
