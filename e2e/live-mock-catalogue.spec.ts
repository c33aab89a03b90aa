import { expect, type Page, test } from '@playwright/test';
import { createShortTest } from './exam-fixtures';
import { scheduleLiveMock } from './live-mock-fixtures';
import { newStudent, signUp } from './support';

/**
 * A live mock as a student on a phone meets it outside the Live mocks section: the catalogue
 * card of the test it holds says so (with the mock's local date and Register) instead of Start
 * Test; a start from the instructions page is refused with the reason, not "Failed to start test";
 * after submitting, the mock's card says when the results come out. Chromium at 360 px, through
 * the gateway; the attempts grace is 5 s (global-setup).
 */

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

const GRACE_MS = 5_000;

/** The app's local time format (live-mocks/liveMockPhase.ts `localTime`), in the browser's zone. */
const localTime = (page: Page, iso: string) =>
  page.evaluate(
    (at) =>
      new Date(at).toLocaleString(undefined, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
      }),
    iso,
  );

test('a test held by a live mock: reserved with its date and Register, a refused start says why, then Submitted — results at', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const exam = await createShortTest(request, 2, { durationMinutes: 1 });
  const mock = await scheduleLiveMock(request, exam.id, 40_000);
  // Nobody with compensatory time has started: the results come out at the end + the grace.
  expect(Date.parse(mock.resultsReleaseAt)).toBe(Date.parse(mock.endsAt) + GRACE_MS);

  await signUp(page, newStudent('Meera Catalogue'));
  await page.goto('/tests?type=SECTIONAL');
  const card = page.getByRole('list', { name: 'Tests' }).getByRole('article', { name: exam.title });
  await expect(card).toBeVisible();
  const startsAt = await localTime(page, mock.startsAt);
  await expect(card.getByText(`Reserved for the live mock of ${startsAt}`)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Start Test' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Register' }).click();
  await expect(card.getByText('Registered')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Go to the live mock' })).toBeVisible();
  // Registered as on the Live mocks section: its card on the same page says so too.
  const section = page.getByRole('region', { name: 'Live mocks' });
  await expect(section.getByRole('article', { name: exam.title }).getByText('Registered')).toBeVisible();

  // Straight to the instructions page: the start is refused with its reason, in local time.
  await page.goto(`/test-instructions/${exam.id}`);
  await page.getByLabel('I accept the terms and conditions').check();
  // Formatted before the alert: an open alert stops the page's scripts.
  const until = await localTime(page, mock.resultsReleaseAt);
  // Answered as it opens: an open alert holds the page, and a click that is still settling
  // (Playwright's own check in the page after the click) would wait on it for ever.
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect
    .poll(() => alerts)
    .toEqual([
      `This test is reserved for the live mock of ${startsAt}. You can practise it once its results are out, at ${until}.`,
    ]);
  await expect(page).toHaveURL(new RegExp(`/test-instructions/${exam.id}$`));

  // The mock starts; the student takes it from the card and submits.
  await page.goto('/tests?type=SECTIONAL');
  await card.getByRole('link', { name: 'Go to the live mock' }).click();
  const startNow = page.getByRole('button', { name: 'Start now' });
  await expect(startNow).toBeVisible({ timeout: 90_000 });
  await startNow.click();
  await expect(page).toHaveURL(/\/test-taking\/[^/]+$/);
  await page.getByRole('radio', { name: /^Option A/ }).click();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('button', { name: 'Yes, Submit' }).click();
  await expect(page).toHaveURL(/\/test-results\//);

  // Before the end, the mock's card says when the results come out — not "Registered · Resume".
  const submitted = `Submitted — results at ${until}`;
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  const liveCard = page
    .getByRole('region', { name: 'Live mocks' })
    .getByRole('article', { name: exam.title });
  await expect(liveCard.getByText(submitted)).toBeVisible();
  await expect(liveCard.getByText('Registered', { exact: true })).toHaveCount(0);
  await expect(liveCard.getByRole('link', { name: /Resume/ })).toHaveCount(0);
  // The catalogue card agrees.
  await nav.getByRole('link', { name: 'Mock Tests' }).click();
  await page.getByRole('tab', { name: /Sectional/ }).click();
  await expect(card.getByText(submitted)).toBeVisible();
  expect(Date.now()).toBeLessThan(Date.parse(mock.endsAt));

  // From that release on, the test is the student's to practise again.
  await expect(async () => {
    await page.goto('/tests?type=SECTIONAL');
    await expect(card.getByRole('link', { name: 'Reattempt' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 90_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(mock.resultsReleaseAt) - 2_000);
  await expect(card.getByText(/^Reserved for the live mock/)).toHaveCount(0);
});
