import { expect, type Locator, type Page, test } from '@playwright/test';
import { createFullLengthTest } from './exam-fixtures';
import { newStudent, signUp, successToast } from './support';

/**
 * One whole test taken with the keyboard alone: Tab moves, Enter/Space act, the arrow keys move
 * round the options — never a click or a programmatic focus. Every control reached shows a
 * visible focus ring; when the screen opens and after moving to another question (Save & Next,
 * marking, Previous, a section tab, the palette) focus is on the question's heading, so a screen
 * reader reads it next and one Tab reaches its options. On a phone the palette is a sheet.
 */

/** What the page-side callbacks use (e2e is type-checked without the DOM library; they run in the page). */
type PageGlobals = {
  document: { activeElement: unknown };
  getComputedStyle: (el: unknown) => { outlineStyle: string; outlineWidth: string; boxShadow: string };
};

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === (globalThis as unknown as PageGlobals).document.activeElement);

/** Presses Tab (Shift+Tab with `back`) until `target` has focus; fails after `max` presses. */
async function tabTo(
  page: Page,
  target: Locator,
  opts: { back?: boolean; max?: number } = {},
): Promise<void> {
  const key = opts.back ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < (opts.max ?? 80); i++) {
    if (await isFocused(target)) {
      await expectVisibleFocus(target);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

/** A keyboard user must see where focus is: an outline or a ring (box-shadow) on the element. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  const ring = await target.evaluate((el) => {
    const style = (globalThis as unknown as PageGlobals).getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
  expect(ring, 'focused control shows a focus ring').toBe(true);
}

/** Focus is on the heading of the question now shown, so a screen reader reads it next. */
async function expectFocusOnQuestion(page: Page, n: number, total: number): Promise<void> {
  await expect(page.getByText(`Question ${n} of ${total}`).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: `Question ${n}`, exact: true })).toBeFocused();
}

const option = (page: Page, letter: string) =>
  page.getByRole('radio', { name: new RegExp(`^Option ${letter}`) });

/** Presses `key` and checks focus lands on `target`, with a visible ring. */
async function press(page: Page, key: string, target: Locator): Promise<void> {
  await page.keyboard.press(key);
  await expect(target).toBeFocused();
  await expectVisibleFocus(target);
}

test('a whole test taken by keyboard alone, with visible focus that follows the question', async ({
  page,
  request,
}) => {
  const exam = await createFullLengthTest(request, 2); // 8 questions, 2 per section
  await signUp(page, newStudent('Kiran Rao'));
  await page.goto(`/test-instructions/${exam.id}`);

  const terms = page.getByRole('checkbox', { name: 'I accept the terms and conditions' });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Start Test' }));
  await page.keyboard.press('Enter');

  // The screen opens with focus on the question's heading: the next Tabs reach the language
  // switch beside it, then the options (one Tab stop for all four).
  await expectFocusOnQuestion(page, 1, 8);
  await expect(page.getByRole('radiogroup', { name: 'Options for question 1' })).toBeVisible();
  await press(page, 'Tab', page.getByRole('button', { name: 'English', exact: true }));
  await press(page, 'Tab', page.getByRole('button', { name: 'Hindi', exact: true }));
  await press(page, 'Tab', option(page, 'A'));

  // Q1: the options are one radio group. Space chooses; the arrow keys move and choose, round the
  // group, as native radios do.
  await page.keyboard.press('Space');
  await expect(option(page, 'A')).toHaveAttribute('aria-checked', 'true');
  await press(page, 'ArrowDown', option(page, 'B'));
  await expect(option(page, 'B')).toHaveAttribute('aria-checked', 'true');
  await expect(option(page, 'A')).toHaveAttribute('aria-checked', 'false');
  await press(page, 'ArrowUp', option(page, 'A'));
  await press(page, 'ArrowUp', option(page, 'D'));
  await press(page, 'ArrowRight', option(page, 'A'));
  await expect(option(page, 'A')).toHaveAttribute('aria-checked', 'true');
  // One Tab stop: the next Tab leaves the group.
  await press(page, 'Tab', page.getByRole('button', { name: 'Mark for Review' }));
  await tabTo(page, page.getByRole('button', { name: 'Save & Next' }));
  await page.keyboard.press('Enter');
  await expectFocusOnQuestion(page, 2, 8);

  // Q2: nothing chosen, so the first option is the Tab stop; ArrowDown chooses B. Then mark:
  // marking moves on to Q3 by itself.
  await tabTo(page, option(page, 'A'), { max: 4 });
  await press(page, 'ArrowDown', option(page, 'B'));
  await expect(option(page, 'B')).toHaveAttribute('aria-checked', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Mark for Review' }));
  await page.keyboard.press('Enter');
  await expectFocusOnQuestion(page, 3, 8);

  // Back with Previous: Q2 kept its answer and its mark, and its chosen option is the Tab stop.
  await tabTo(page, page.getByRole('button', { name: 'Previous' }));
  await page.keyboard.press('Enter');
  await expectFocusOnQuestion(page, 2, 8);
  await tabTo(page, option(page, 'B'), { max: 4 });
  await expect(option(page, 'B')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: 'Unmark' })).toBeVisible();

  // A section tab opens that section's first question (English Comprehension: Q5).
  await tabTo(page, page.getByRole('button', { name: /^English Comprehension/ }));
  await page.keyboard.press('Enter');
  // English Comprehension has no language switch: the options are the next Tab.
  await expectFocusOnQuestion(page, 5, 8);
  await press(page, 'Tab', option(page, 'A'));
  await press(page, 'ArrowLeft', option(page, 'D'));
  await press(page, 'ArrowLeft', option(page, 'C'));
  await expect(option(page, 'C')).toHaveAttribute('aria-checked', 'true');

  // The palette (it shows the current section's questions): jump to Q6.
  await tabTo(page, page.getByRole('button', { name: /^Question 6, / }));
  await page.keyboard.press('Enter');
  await expectFocusOnQuestion(page, 6, 8);
  await press(page, 'Tab', option(page, 'A'));
  await press(page, 'ArrowUp', option(page, 'D'));
  await expect(option(page, 'D')).toHaveAttribute('aria-checked', 'true');

  // Reloaded, the screen resumes on Q6 with focus on its heading again.
  await expect(page.getByTestId('save-state')).toHaveText('All answers saved');
  await page.reload();
  await expectFocusOnQuestion(page, 6, 8);
  await expect(option(page, 'D')).toHaveAttribute('aria-checked', 'true');

  // Submit through the dialog, by keyboard: Escape closes it, then Yes, Submit.
  const submit = page.getByRole('button', { name: 'Submit Test' });
  await tabTo(page, submit, { back: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/answered 4 out of 8 questions/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Yes, Submit' }));
  await page.keyboard.press('Enter');
  await expect(successToast(page, 'Test submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/test-results\/[^/]+$/);
  await expect(page.getByTestId('tile-attempted')).toContainText(/4\s*\/\s*8/, { timeout: 20_000 });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test('the palette sheet by keyboard: it opens, keeps focus, shuts on Escape and closes onto the chosen question', async ({
    page,
    request,
  }) => {
    const exam = await createFullLengthTest(request, 2, { mode: 'CBT' });
    await signUp(page, newStudent('Meena Iyer'));
    await page.goto(`/test-instructions/${exam.id}`);
    await tabTo(page, page.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Start Test' }));
    await page.keyboard.press('Enter');
    await expectFocusOnQuestion(page, 1, 8);
    // Only the exam on screen: no site links to Tab through before the question.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

    const opener = page.getByRole('button', { name: 'Question Palette' });
    await tabTo(page, opener, { back: true });
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Question Palette' });
    await expect(sheet).toBeVisible();
    await expect(sheet.locator(':focus')).toHaveCount(1);
    // Focus stays in the sheet, however far Tab goes.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      await expect(sheet.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Again: Question 2 from the sheet by keys; the sheet shuts onto it.
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await tabTo(page, sheet.getByRole('button', { name: 'Question 2, Not Visited' }));
    await page.keyboard.press('Enter');
    await expect(sheet).toHaveCount(0);
    await expectFocusOnQuestion(page, 2, 8);
    await tabTo(page, option(page, 'A'), { max: 4 });
    await press(page, 'ArrowDown', option(page, 'B'));
    await expect(page.getByTestId('unsaved-selection')).toContainText('Not saved yet');
  });
});
