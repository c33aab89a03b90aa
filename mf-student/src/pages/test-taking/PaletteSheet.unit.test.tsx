// @vitest-environment happy-dom
import type { AttemptStatus } from '@ssc/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { showInterfaceIn } from '../../i18n/interfaceLanguage';
import { FULL_LENGTH_SECTIONS } from './examSession.fakes';
import { render } from './examTesting';
import { PaletteSheet } from './PaletteSheet';
import { groupBySection } from './sections';

beforeAll(() => showInterfaceIn('en'));

afterEach(cleanup);

const STATUSES: AttemptStatus[] = [
  'ANSWERED',
  'MARKED_FOR_REVIEW',
  ...Array<AttemptStatus>(6).fill('NOT_ATTEMPTED'),
];

function renderSheet() {
  const onGoTo = vi.fn();
  render(
    <PaletteSheet
      statuses={STATUSES}
      index={0}
      groups={groupBySection(FULL_LENGTH_SECTIONS)}
      sectioned={false}
      currentSection={null}
      onGoTo={onGoTo}
      onSectionChange={vi.fn()}
    />,
  );
  return { onGoTo, user: userEvent.setup() };
}

const opener = () => screen.getByRole('button', { name: 'Question Palette' });

describe('PaletteSheet', () => {
  it('is only its button until opened, then a dialog with the palette and the legend’s counts', async () => {
    const { user } = renderSheet();
    expect(opener().getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('button', { name: /^Question 1, / })).toBeNull();
    await user.click(opener());
    const sheet = await screen.findByRole('dialog', { name: 'Question Palette' });
    expect(sheet.className).toContain('dialog--sheet');
    expect(within(sheet).getAllByRole('button', { name: /^Question \d, / })).toHaveLength(8);
    const legend = within(within(sheet).getByRole('list', { name: 'Legend' })).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual([
      'Answered 1',
      'Marked for review 1',
      'Answered and marked for review 0',
      'Not attempted 6',
    ]);
    // The dialog's title names the palette; it has no second heading of its own.
    expect(
      within(sheet)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Question Palette']);
  });

  it('Escape shuts it and focus returns to its button', async () => {
    const { user } = renderSheet();
    await user.click(opener());
    await screen.findByRole('dialog', { name: 'Question Palette' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener()));
  });

  it('choosing a question goes there and shuts the sheet', async () => {
    const { onGoTo, user } = renderSheet();
    await user.click(opener());
    const sheet = await screen.findByRole('dialog', { name: 'Question Palette' });
    await user.click(within(sheet).getByRole('button', { name: /^Question 4, / }));
    expect(onGoTo).toHaveBeenCalledWith(3);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
