import { expect, type Locator, type Page, test } from '@playwright/test';
import { createFullLengthTest } from './exam-fixtures';
import { newStudent, signUp, successToast } from './support';

/**
 * One whole test taken with the keyboard alone: Tab moves, Enter/Space act — never a click or a
 * programmatic focus. Every control reached shows a visible focus ring, and after moving to
 * another question (Save & Next, marking, Previous, a section tab, the palette) focus is on the
 * new question's heading, so a screen reader reads it next.
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
  page.getByRole('button', { name: new RegExp(`^Option ${letter}`) });

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
  await expect(page.getByText('Question 1 of 8').first()).toBeVisible();

  // Q1: choose A with Enter, then Save & Next.
  await tabTo(page, option(page, 'A'));
  await page.keyboard.press('Enter');
  await expect(option(page, 'A')).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Save & Next' }));
  await page.keyboard.press('Enter');
  await expectFocusOnQuestion(page, 2, 8);

  // Q2: choose B with Space, then mark: marking moves on to Q3 by itself.
  await tabTo(page, option(page, 'B'));
  await page.keyboard.press('Space');
  await expect(option(page, 'B')).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Mark for Review' }));
  await page.keyboard.press('Enter');
  await expectFocusOnQuestion(page, 3, 8);

  // Back with Previous: Q2 kept its answer and its mark.
  await tabTo(page, page.getByRole('button', { name: 'Previous' }));
  await page.keyboard.press('Enter');
  await expectFocusOnQuestion(page, 2, 8);
  await expect(option(page, 'B')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Unmark' })).toBeVisible();

  // A section tab opens that section's first question (English Comprehension: Q5).
  await tabTo(page, page.getByRole('button', { name: /^English Comprehension/ }));
  await page.keyboard.press('Enter');
  await expectFocusOnQuestion(page, 5, 8);
  await tabTo(page, option(page, 'C'));
  await page.keyboard.press('Enter');

  // The palette (it shows the current section's questions): jump to Q6.
  await tabTo(page, page.getByRole('button', { name: /^Question 6, / }));
  await page.keyboard.press('Enter');
  await expectFocusOnQuestion(page, 6, 8);
  await tabTo(page, option(page, 'D'));
  await page.keyboard.press('Enter');
  await expect(option(page, 'D')).toHaveAttribute('aria-pressed', 'true');

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
