import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { auditPage } from './axe-audit';
import { createShortTest } from './exam-fixtures';
import { header, newStudent, signUp } from './support';

/**
 * A student whose interface is Hindi, on the narrowest phone, walks the whole way: dashboard →
 * the tests list → a test's instructions → the exam (two answers, submit) → the results → the
 * solutions. On each page the headings and the buttons are in Devanagari, axe finds nothing
 * serious (every rule, as accessibility.spec.ts runs it), nothing scrolls sideways, and a
 * screenshot goes to the reports folder (.local/reports/hindi-walk/).
 */

const PHONE_WIDTH = 360;
test.use({ viewport: { width: PHONE_WIDTH, height: 780 }, hasTouch: true });

const DEVANAGARI = /[\u0900-\u097F]/;
const SCREENSHOTS = path.join(
  process.env.SSC_REPORTS_DIR ?? path.join(import.meta.dirname, '..', '.local', 'reports'),
  'hindi-walk',
);

/** The page does not scroll sideways at 360 px. */
async function expectFits(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect.soft(width, `${where} scrolls sideways at ${PHONE_WIDTH} px`).toBeLessThanOrEqual(PHONE_WIDTH);
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Every page of the walk: fits, axe clean, photographed. */
async function checkPage(page: Page, name: string): Promise<void> {
  await expectFits(page, name);
  await auditPage(page, `${name} in Hindi (360 px)`);
  await screenshot(page, name);
}

/**
 * The visible buttons (and links drawn as buttons) in the page's main part whose words are
 * English only: a lower-case Latin word and no Devanagari. Numbers (a palette's question
 * numbers), option letters and exam names (SSC CGL, which the interface does not translate) are
 * neither.
 */
async function englishOnlyControls(page: Page): Promise<string[]> {
  const controls = page.locator('main').locator('button:visible, a.btn:visible');
  const texts = (await controls.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
  return texts.filter((t) => /[a-z]{2,}/.test(t) && !DEVANAGARI.test(t));
}

async function expectDevanagari(locator: Locator, what: string): Promise<void> {
  await expect(locator.first(), what).toBeVisible();
  expect((await locator.first().textContent()) ?? '', what).toMatch(DEVANAGARI);
}

test('a student with a Hindi interface: dashboard, instructions, exam, results and solutions at 360 px', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const exam = await createShortTest(request, 3);
  await signUp(page, newStudent('Hindi Walk Student'));

  // The interface in Hindi, chosen with the header's switch (kept on the profile).
  await page.goto('/dashboard');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/profile') && r.request().method() === 'PUT',
  );
  await header(page).getByRole('combobox').selectOption('hi');
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // Dashboard.
  await page.reload();
  await expectDevanagari(page.getByRole('heading', { level: 1 }), 'the dashboard’s title');
  await expectDevanagari(page.getByRole('heading', { name: 'अपनी परीक्षा चुनें' }), 'a dashboard heading');
  await expect(page.getByRole('region', { name: 'गलतियों का डेक' })).toBeVisible();
  expect(await englishOnlyControls(page)).toEqual([]);
  await checkPage(page, '1-dashboard');

  // The tests list, reached from the header: its tabs, badges and Start Test in Hindi.
  await header(page).getByRole('link', { name: 'मॉक टेस्ट' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'मॉक टेस्ट' })).toBeVisible();
  await page.getByRole('tab', { name: /^सेक्शनल/ }).click();
  const card = page.getByRole('article', { name: exam.title });
  await expect(card.getByText('प्रश्न', { exact: true })).toBeVisible();
  expect(await englishOnlyControls(page)).toEqual([]);
  await checkPage(page, '2-tests');
  await card.getByRole('link', { name: /^टेस्ट शुरू करें/ }).click();

  // Test instructions.
  await expect(page).toHaveURL(new RegExp(`/test-instructions/${exam.id}$`));
  const start = page.getByRole('button', { name: 'टेस्ट शुरू करें', exact: true });
  await expect(start).toBeVisible();
  // The page's title is the test's own name (the server's); its cards, the consent and Start are Hindi.
  for (const name of ['टेस्ट का विवरण', 'अंकन योजना', 'टेस्ट के खंड', 'महत्वपूर्ण निर्देश', 'रणनीति के सुझाव'])
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'मैं नियम और शर्तें स्वीकार करता/करती हूँ' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'हिंदी', exact: true })).toBeChecked();
  await expect(page.getByRole('columnheader', { name: 'खंड', exact: true })).toBeVisible();
  expect(await englishOnlyControls(page)).toEqual([]);
  await checkPage(page, '3-instructions');
  await page.getByRole('checkbox').check();
  await start.click();

  // The exam: two answers, then submit.
  await expect(page).toHaveURL(/\/test-taking\/[^/?]+/);
  const attemptId = new URL(page.url()).pathname.split('/').pop() as string;
  const option = (letter: string) => page.getByRole('radio', { name: new RegExp(`^विकल्प ${letter}:`) });
  const saveNext = page.getByRole('button', { name: 'सहेजें और अगला', exact: true });
  await expect(option('A')).toBeVisible();
  await expect(saveNext).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'प्रश्न 1', exact: true })).toBeVisible();
  expect(await englishOnlyControls(page)).toEqual([]);
  await checkPage(page, '4-exam');
  await option('A').click();
  await saveNext.click();
  await option('B').click();
  await saveNext.click();
  await page.getByRole('button', { name: 'टेस्ट सबमिट करें', exact: true }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await confirm.getByRole('button', { name: 'हाँ, सबमिट करें', exact: true }).click();

  // Results.
  await expect(page).toHaveURL(new RegExp(`/test-results/${attemptId}$`));
  await expect(page.getByTestId('tile-score')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'खंडवार सारांश' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'प्रश्न विश्लेषण' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'रैंक प्रेडिक्टर' })).toBeVisible();
  await expect(page.getByTestId('tile-rank')).toContainText('रैंक');
  await expect(page.getByTestId('completed-at')).toBeVisible();
  expect(await page.locator('.results-header .page__subtitle').textContent()).toMatch(/^पूरा किया /);
  for (const name of ['टेस्ट पर जाएँ', 'हल', 'टेस्ट दोबारा दें'])
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  expect(await englishOnlyControls(page)).toEqual([]);
  await checkPage(page, '5-results');

  // Solutions.
  await page.getByRole('link', { name: 'हल', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/test-solutions/${attemptId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'हल' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'प्रश्न 1', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'व्याख्या' })).toBeVisible();
  for (const name of ['हिंदी में देखें', 'सहेजें', 'रिपोर्ट करें', 'अगला'])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'सभी 3' })).toBeVisible();
  expect(await englishOnlyControls(page)).toEqual([]);
  await checkPage(page, '6-solutions');

  // The report dialog too: its reasons and buttons.
  await page.getByRole('button', { name: 'रिपोर्ट करें', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'समस्या की रिपोर्ट करें' });
  await expect(dialog.getByRole('radio', { name: 'हिंदी अनुवाद में समस्या' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'रिपोर्ट भेजें' })).toBeVisible();
  await checkPage(page, '7-report-dialog');
});
