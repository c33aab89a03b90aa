import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { createFullLengthTest, createShortTest } from './exam-fixtures';
import { newStudent, signUp, storedSession } from './support';

/**
 * The exam screen keeps what it showed (docs/attempts.md, "The screen"): a tab closed a moment
 * after the last click, with no save reaching the server, reopens on the same question with the
 * same palette; answers changed offline still count as changes in the results analysis.
 */

const option = (page: Page, letter: string) =>
  page.getByRole('radio', { name: new RegExp(`^Option ${letter}`) });
/** The exam screen's wide layout (mf-student useWideLayout.ts: 60rem), where the palette sits beside the question. */
const WIDE_LAYOUT_PX = 960;

/** Where the palette is: beside the question, or on a phone in its sheet (opened if it is not). */
async function palette(page: Page): Promise<Page | Locator> {
  if ((page.viewportSize()?.width ?? WIDE_LAYOUT_PX) >= WIDE_LAYOUT_PX) return page;
  const sheet = page.getByRole('dialog', { name: 'Question Palette' });
  if (!(await sheet.isVisible())) await page.getByRole('button', { name: 'Question Palette' }).click();
  await expect(sheet).toBeVisible();
  return sheet;
}
const paletteButton = async (page: Page, n: number) =>
  (await palette(page)).getByRole('button', { name: new RegExp(`^Question ${n}, `) });
const sectionTab = async (page: Page, name: RegExp) => (await palette(page)).getByRole('button', { name });
const position = (page: Page, n: number, of: number) =>
  page.getByText(new RegExp(`^Question ${n} of ${of}$`));
const saveState = (page: Page) => page.getByTestId('save-state');
const attemptIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() as string;

async function startTest(page: Page, testId: string) {
  await page.goto(`/test-instructions/${testId}`);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page).toHaveURL(/\/test-taking\/[^/?]+/);
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  return attemptIdOf(page);
}

/** The attempt as the server holds it, read through the gateway with the student's own token. */
async function serverAttempt(page: Page, request: APIRequestContext, attemptId: string) {
  const { token } = await storedSession(page);
  const res = await request.get(`/api/test-attempts/${attemptId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    lastActiveQuestionIndex: number | null;
    questionAttempts: Array<{ questionId: string; visited?: boolean }>;
  };
}

async function closedRightAfterClicks(page: Page, context: BrowserContext, request: APIRequestContext) {
  const viewport = page.viewportSize();
  // 4 sections of 8: Q25–Q32 are General Awareness.
  const exam = await createFullLengthTest(request, 8, { mode: 'CBT' });
  await signUp(page, newStudent());
  const attemptId = await startTest(page, exam.id);
  await expect(saveState(page)).toHaveText('All answers saved');

  // Q4: Clear Response, then Save & Next (nothing to save: Not Answered); Q5 opens.
  await (await paletteButton(page, 4)).click();
  await expect(position(page, 4, 32)).toBeVisible();
  await page.getByRole('button', { name: 'Clear Response' }).click();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(position(page, 5, 32)).toBeVisible();
  await expect(await paletteButton(page, 4)).toHaveAccessibleName('Question 4, Not Answered');
  // To Q31 by the General Awareness tab (its first question, Q25) and the palette.
  await (await sectionTab(page, /^General Awareness/)).click();
  await expect(position(page, 25, 32)).toBeVisible();
  await (await paletteButton(page, 31)).click();
  await expect(position(page, 31, 32)).toBeVisible();
  // Closed at once, long before the next auto-save, and the network drops with it: the save the
  // page sends on its way out never lands (as when a phone kills the tab, or the signal goes).
  await context.setOffline(true);
  await page.close();
  await context.setOffline(false);

  const again = await context.newPage();
  if (viewport) await again.setViewportSize(viewport);
  await again.goto(`/test-taking/${attemptId}`);
  await expect(position(again, 31, 32)).toBeVisible();
  await expect(await paletteButton(again, 25)).toHaveAccessibleName('Question 25, Not Answered');
  await expect(await paletteButton(again, 31)).toHaveAccessibleName('Question 31, Not Answered');
  await expect(await paletteButton(again, 32)).toHaveAccessibleName('Question 32, Not Visited');
  await (await sectionTab(again, /^Quantitative Aptitude/)).click();
  await expect(await paletteButton(again, 4)).toHaveAccessibleName('Question 4, Not Answered');
  await expect(await paletteButton(again, 5)).toHaveAccessibleName('Question 5, Not Answered');
  await expect(await paletteButton(again, 6)).toHaveAccessibleName('Question 6, Not Visited');

  // The visits reach the server too (sent with the answer queue), so another device sees them.
  const [, , , q4, q5] = exam.questionIds;
  const q25 = exam.questionIds[24];
  const q31 = exam.questionIds[30];
  await expect
    .poll(async () => {
      const held = await serverAttempt(again, request, attemptId);
      const visited = new Set(
        held.questionAttempts.filter((row) => row.visited).map((row) => row.questionId),
      );
      return [q4, q5, q25, q31].map((id) => visited.has(id as string));
    })
    .toEqual([true, true, true, true]);
}

test('CBT: a tab closed right after the last clicks reopens on the same question and palette', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await closedRightAfterClicks(page, context, request);
});

test('CBT on a 360 px phone, the palette in its sheet: the same, closed right after the last clicks', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await closedRightAfterClicks(page, context, request);
});

test('an answer changed offline counts as a change in the results analysis', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // Six questions, A right everywhere.
  const exam = await createShortTest(request, 6, { marksPerQuestion: 2, negativeMarks: 0.5, totalMarks: 12 });
  await signUp(page, newStudent());
  await startTest(page, exam.id);

  await (await paletteButton(page, 6)).click();
  await expect(position(page, 6, 6)).toBeVisible();
  await context.setOffline(true);
  await option(page, 'B').click();
  await expect(option(page, 'B')).toHaveAttribute('aria-checked', 'true');
  await option(page, 'C').click();
  await expect(option(page, 'C')).toHaveAttribute('aria-checked', 'true');
  await expect(saveState(page)).toContainText('1 answer not saved yet');

  await context.setOffline(false);
  await expect(saveState(page)).toHaveText('All answers saved', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('button', { name: 'Yes, Submit' }).click();
  await expect(page).toHaveURL(/\/test-results\/[^/]+$/);

  // Q6: B (wrong) then C (wrong): one wrong → wrong change.
  const card = page.getByTestId('result-analysis');
  await expect(card).toBeVisible({ timeout: 30_000 });
  const changes = card.getByRole('region', { name: 'Answer changes' });
  await expect(changes).not.toContainText('You did not change any answer.');
  await expect(changes.getByText('Wrong to wrong').locator('..')).toContainText('1');
  await expect(changes.getByText('Wrong to right').locator('..')).toContainText('0');
  await expect(changes.getByText('Right to wrong').locator('..')).toContainText('0');
});
