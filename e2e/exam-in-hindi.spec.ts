import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { auditPage } from './axe-audit';
import { bilingualQuestion, createExamTest, startAttempt, suffix } from './exam-fixtures';
import { header, newStudent, signUp } from './support';

/** The exam in Hindi on the narrowest phone the product supports, with a touch screen. */
const PHONE = { width: 360, height: 780 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const DEVANAGARI = /[\u0900-\u097F]/;
const SCREENSHOTS = path.join(
  process.env.SSC_REPORTS_DIR ?? path.join(import.meta.dirname, '..', '.local', 'reports'),
  'exam-in-hindi',
);

/** A long Hindi option, with a compound word longer than the screen is wide. */
const LONG_HINDI =
  'यह विकल्प बहुत लंबा है क्योंकि इसमें परीक्षा के नियमों का पूरा विवरण दिया गया है, ' +
  'अन्तर्राष्ट्रीयकरणप्रक्रियासम्बन्धीविचारविमर्शपरिणामस्वरूपनिर्धारितदिशानिर्देश, ' +
  'और इसे छोटे फ़ोन पर भी बिना किनारे से बाहर गए पढ़ा जाना चाहिए।';

/** A finger on the touch screen through Chromium's own touch input (as e2e/phone-exam.spec.ts). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const at = (t: number) => [{ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / 10) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const scrollWidth = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );

test('a Hindi student at 360 px: the CBT exam in Hindi, fitting, axe clean, alerts spoken in Hindi, swipes between questions', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const s = suffix();
  const long = { ...bilingualQuestion('QUANTITATIVE_APTITUDE', `${s}-q1`), optionAHindi: LONG_HINDI };
  const exam = await createExamTest(request, {
    questions: [
      long,
      bilingualQuestion('QUANTITATIVE_APTITUDE', `${s}-q2`),
      bilingualQuestion('GENERAL_INTELLIGENCE', `${s}-r1`),
    ],
    // Two minutes: the one-minute alert comes within the test.
    test: {
      title: `E2E CBT in Hindi ${s}`,
      testType: 'PREVIOUS_YEAR',
      sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'],
      durationMinutes: 2,
      mode: 'CBT',
    },
  });
  await signUp(page, newStudent('Hindi Exam Student'));
  // The header's switch: shown at once and saved to the profile (languagePreference HINDI).
  await header(page).getByRole('combobox').selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  const attempt = await startAttempt(page, request, exam.id);
  await page.goto(`/test-taking/${attempt}?lang=hindi`);

  const heading = page.getByRole('heading', { level: 2, name: 'प्रश्न 1' });
  await expect(heading).toBeVisible();
  await expect(page.getByText('प्रश्न 1 / 3')).toBeVisible();
  for (const name of ['सहेजें और अगला', 'समीक्षा के लिए चिह्नित करें और अगला', 'प्रतिक्रिया मिटाएँ', 'पिछला']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'टेस्ट सबमिट करें' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'टाइमर छिपाएँ' })).toBeVisible();

  // The long Hindi option wraps: no sideways scroll.
  await expect(page.getByText(LONG_HINDI)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await auditPage(page, 'the CBT exam screen in Hindi at 360 px');
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, 'exam-screen-hi-360.png'), fullPage: true });

  // The palette sheet: section tabs, the legend with counts, the five states in Hindi.
  await page.getByRole('button', { name: 'प्रश्न पैलेट' }).click();
  const sheet = page.getByRole('dialog', { name: 'प्रश्न पैलेट' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('group', { name: 'खंड' })).toBeVisible();
  const legend = sheet.getByRole('list', { name: 'संकेत' });
  await expect(legend.getByTestId('legend-ANSWERED')).toHaveText(/^\s*0\s*उत्तर दिया 0$/);
  await expect(legend.getByTestId('legend-NOT_ANSWERED')).toContainText('उत्तर नहीं दिया 1');
  await expect(legend.getByTestId('legend-NOT_VISITED')).toContainText('देखा नहीं गया 2');
  await expect(legend.getByTestId('legend-MARKED_FOR_REVIEW')).toContainText('समीक्षा के लिए चिह्नित 0');
  await expect(legend.getByTestId('legend-ANSWERED_AND_MARKED')).toContainText(
    'उत्तर दिया और समीक्षा के लिए चिह्नित 0',
  );
  await auditPage(page, 'the CBT palette sheet in Hindi at 360 px');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // CBT mode: a swipe left is the next question, a swipe right the previous.
  const text = page.locator('.question-card__text');
  await expect.poll(() => text.boundingBox()).not.toBeNull();
  const box = await text.boundingBox();
  if (!box) throw new Error('no question text on screen');
  const middle = { x: PHONE.width / 2, y: box.y + box.height / 2 };
  await drag(page, { x: middle.x + 110, y: middle.y }, { x: middle.x - 110, y: middle.y + 10 });
  await expect(page.getByText('प्रश्न 2 / 3')).toBeVisible();
  await drag(page, { x: middle.x - 110, y: middle.y }, { x: middle.x + 110, y: middle.y - 10 });
  await expect(page.getByText('प्रश्न 1 / 3')).toBeVisible();

  // With a minute left the live region says so, in Hindi, at once (assertive).
  await expect(page.getByTestId('time-warning-urgent')).toHaveText('टेस्ट में 1 मिनट शेष', { timeout: 90_000 });
  expect(await page.getByTestId('time-warning-urgent').getAttribute('aria-live')).toBe('assertive');
  expect(await heading.textContent()).toMatch(DEVANAGARI);
});
