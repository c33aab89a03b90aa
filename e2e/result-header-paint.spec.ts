import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { holdAppEntry, recorded, recordFrames, takeover } from './early-paint';
import { createShortTest, startAttempt, submitAttempt } from './exam-fixtures';
import { header, newStudent, signUp } from './support';

/**
 * A scored result opened cold (a link, a reload): index.html's start script paints its header
 * (with the site header above it) before the app's code runs (shell/src/early/resultHeaderPaint.ts),
 * and the results page takes its place. Checked frame by frame at 360 px: the painted header is
 * the page's, the two never show at once, the title does not move, nothing shifts, and the page
 * works on from there.
 */

test.use({ viewport: { width: 360, height: 740 } });

/** What the painted header and then the page's own say, in the interface's language. */
type Words = {
  badges: RegExp;
  completed: string;
  nav: RegExp;
  actions: RegExp;
  solutions: string;
  notFound: string;
};

const ENGLISH: Words = {
  badges: /^Sectional\s*SSC CGL$/,
  completed: 'Completed Just now',
  nav: /Dashboard\s*Mock Tests/,
  actions: /^Go to Tests\s*Solutions\s*Reattempt This Test$/,
  solutions: 'Solutions',
  notFound: 'Result Not Found',
};

/** The same header in a Hindi interface (mf-student and shell hi.po; docs/glossary-hi.md). */
const HINDI: Words = {
  badges: /^सेक्शनल\s*SSC CGL$/,
  completed: 'पूरा किया अभी-अभी',
  nav: /डैशबोर्ड\s*मॉक टेस्ट/,
  actions: /^टेस्ट पर जाएँ\s*हल\s*टेस्ट दोबारा दें$/,
  solutions: 'हल',
  notFound: 'परिणाम नहीं मिला',
};

async function paintedThenTaken(
  page: Page,
  request: APIRequestContext,
  words: Words,
  chooseLanguage: (page: Page) => Promise<void>,
) {
  // A long title, so it wraps on a phone: the painted and the drawn title must wrap alike.
  const exam = await createShortTest(request, 3, {
    title: `Result header paint ${Date.now().toString(36)}: SSC CGL Tier-I Full Mock Test`,
  });
  await signUp(page, newStudent());
  await chooseLanguage(page);
  const attemptId = await startAttempt(page, request, exam.id);
  await submitAttempt(page, request, attemptId, exam.questionIds);

  await recordFrames(page, {
    layer: '#early-result',
    target: '.results-header .page__title',
    also: ['.results-header__badges', '.results-header .page__subtitle', '.results-header__actions'],
  });
  // The shell's entry is held back until the painted header has been looked at.
  const entry = await holdAppEntry(page);
  await page.goto(`/test-results/${attemptId}`);

  const painted = page.locator('#early-result');
  await expect(painted.locator('.page__title')).toHaveText(exam.title);
  await expect(painted.locator('.results-header__badges')).toHaveText(words.badges);
  await expect(painted.locator('.page__subtitle')).toHaveText(words.completed);
  await expect(painted.locator('.site-nav')).toHaveText(words.nav);
  await expect(painted.locator('.results-header__actions')).toHaveText(words.actions);
  // A picture only: nothing in it is offered to assistive technology or the keyboard.
  await expect(painted).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('heading', { name: exam.title })).toHaveCount(0);
  await expect(page.locator('#root')).toBeEmpty();

  entry.release();
  await expect(page.getByRole('heading', { level: 1, name: exam.title })).toBeVisible();
  await expect(page.getByTestId('tile-score')).toBeVisible();
  await expect(painted).toHaveCount(0);
  // The page's own header says what the picture said.
  const drawn = page.locator('.results-header');
  await expect(drawn.locator('.results-header__badges')).toHaveText(words.badges);
  await expect(drawn.locator('.page__subtitle')).toHaveText(words.completed);
  await expect(drawn.locator('.results-header__actions')).toHaveText(words.actions);
  await expect(header(page).getByRole('navigation').first()).toHaveText(words.nav);

  const { paintedFrames, both, before, after, shift } = await takeover(page);
  expect(paintedFrames).toBeGreaterThan(0);
  // Never the header twice: the frame that first shows the page's own no longer has the picture.
  expect(both).toEqual([]);
  expect(after).toEqual(before);
  expect(shift).toBe(0);

  // The page works on from there: its actions lead on.
  await page.getByRole('link', { name: words.solutions, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/test-solutions/${attemptId}$`));

  // A result still being scored, or not the student's, is never painted: the app alone shows it.
  await entry.stopHolding();
  await page.goto('/test-results/000000000000000000000000');
  await expect(page.getByRole('heading', { name: words.notFound })).toBeVisible();
  expect((await recorded(page)).frames.filter((f) => f.painted)).toEqual([]);
}

test('a scored result opened cold: its header is painted before the app, which takes its place', async ({
  page,
  request,
}) => {
  await paintedThenTaken(page, request, ENGLISH, async () => {});
});

test('in a Hindi interface the painted header is in Hindi, the words the page then draws', async ({
  page,
  request,
}) => {
  await paintedThenTaken(page, request, HINDI, async (page) => {
    // The header's switch: kept on the profile and with the stored session, where the start
    // script reads it (it cannot ask the server before painting).
    await page.goto('/dashboard');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/profile') && r.request().method() === 'PUT',
    );
    await header(page).getByRole('combobox').selectOption('hi');
    expect((await saved).status()).toBe(200);
    await expect(header(page).getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
  });
});
