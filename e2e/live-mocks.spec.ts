import { type Browser, expect, type Page, test } from '@playwright/test';
import { createShortTest } from './exam-fixtures';
import { type Account, newStudent, seededAdmin, signIn, signUp, successToast } from './support';

/**
 * Live mocks end to end in Chromium: the admin schedules a live mock of a 1-minute test through the
 * Live Mocks tab; two students register, wait in the room on the server's clock and start at
 * the start; one submits, the other closes its tab and is closed by the server at the end. After
 * the release (end + the attempts grace, 5 s in e2e/global-setup.ts) both are on the leaderboard
 * and each sees their rank among the live takers.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value in this machine's zone (the browser's too): minute precision. */
function localInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

async function studentPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, account);
  return page;
}

/** Registers from the dashboard's Live mocks section, then enters the waiting room. */
async function registerAndWait(page: Page, title: string): Promise<string> {
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Register for ${title}` }).click();
  await expect(card.getByText('Registered')).toBeVisible();
  await card.getByRole('link', { name: `Waiting room: ${title}` }).click();
  await expect(page).toHaveURL(/\/live-mocks\//);
  await expect(page.getByText('You are in the waiting room.')).toBeVisible();
  await expect(page.getByRole('timer', { name: /^Starts in / })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() as string;
}

async function startAtTheStart(page: Page): Promise<string> {
  const start = page.getByRole('button', { name: 'Start now' });
  await expect(start).toBeVisible({ timeout: 120_000 });
  await start.click();
  await expect(page).toHaveURL(/\/test-taking\/[^/]+$/);
  await expect(page.getByText(/^Question 1 of 3$/)).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() as string;
}

test('a live mock: schedule, register, wait, start together, submit or leave, then the leaderboard', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const exam = await createShortTest(request, 3, { durationMinutes: 1 });

  // The admin schedules it through the UI, at the first whole minute at least 30 s ahead.
  await signIn(page, seededAdmin(), '/admin');
  await page.getByRole('tab', { name: 'Live Mocks' }).click();
  const startsAt = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000;
  const form = page.getByRole('form', { name: 'Schedule a live mock' });
  await form.getByLabel('Test').selectOption({ label: `${exam.title} (1 min)` });
  await form.getByLabel('Start').fill(localInput(startsAt));
  await form.getByRole('button', { name: 'Schedule live mock' }).click();
  await expect(successToast(page, 'Live mock scheduled')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(exam.title) });
  await expect(row.getByText('Scheduled')).toBeVisible();

  const asha = newStudent('Asha Live Submitter');
  const ravi = newStudent('Ravi Live Leaver');
  const [ashaPage, raviPage] = await Promise.all([studentPage(browser, asha), studentPage(browser, ravi)]);
  const liveMockId = await registerAndWait(ashaPage, exam.title);
  await registerAndWait(raviPage, exam.title);
  await expect(row.getByTestId('count-registered')).toHaveText('2', { timeout: 15_000 });

  const [ashaAttempt, raviAttempt] = await Promise.all([
    startAtTheStart(ashaPage),
    startAtTheStart(raviPage),
  ]);
  expect(Date.now()).toBeGreaterThanOrEqual(startsAt - 2_000);
  await expect(row.getByTestId('count-started')).toHaveText('2', { timeout: 15_000 });

  // Asha answers and submits; her results are withheld until the release.
  await ashaPage.getByRole('radio', { name: /^Option A/ }).click();
  await ashaPage.getByRole('button', { name: 'Submit Test' }).click();
  await ashaPage.getByRole('button', { name: 'Yes, Submit' }).click();
  await expect(ashaPage).toHaveURL(new RegExp(`/test-results/${ashaAttempt}$`));
  await expect(ashaPage.getByRole('heading', { name: /^Results will be released at / })).toBeVisible();

  // Ravi answers and closes his tab: the server closes his attempt at the end.
  await raviPage.getByRole('radio', { name: /^Option B/ }).click();
  await expect(raviPage.getByTestId('save-state')).toHaveText('All answers saved', { timeout: 15_000 });
  const raviContext = raviPage.context();
  await raviPage.close();

  await expect(row.getByTestId('count-submitted')).toHaveText('1', { timeout: 15_000 });
  // After the end the server closes Ravi's attempt.
  await expect(row.getByTestId('count-closed')).toHaveText('1', { timeout: 120_000 });

  // The release: Asha's open results page reads again by itself and shows her live rank.
  await expect(ashaPage.getByTestId('tile-rank')).toContainText('Rank among live takers', {
    timeout: 60_000,
  });
  await expect(ashaPage.getByTestId('tile-rank')).toContainText('/ 2');
  const board = ashaPage.getByRole('table', { name: /Live mock leaderboard/ });
  await expect(board.getByText(asha.name)).toBeVisible();
  await expect(board.getByText(ravi.name)).toBeVisible();
  await expect(board.locator('tr[aria-current="true"]')).toContainText(asha.name);

  // Ravi comes back: the room links to his results, with his rank and the same leaderboard.
  const back = await raviContext.newPage();
  await back.goto(`/live-mocks/${liveMockId}`);
  await expect(back.getByText('This live mock has ended.')).toBeVisible();
  await back.getByRole('link', { name: 'View results' }).click();
  await expect(back).toHaveURL(new RegExp(`/test-results/${raviAttempt}$`));
  await expect(back.getByTestId('tile-rank')).toContainText('Rank among live takers');
  await expect(back.getByTestId('tile-rank')).toContainText('/ 2');
  const raviBoard = back.getByRole('table', { name: /Live mock leaderboard/ });
  await expect(raviBoard.locator('tr[aria-current="true"]')).toContainText(ravi.name);
  await expect(raviBoard.getByText(asha.name)).toBeVisible();
});
