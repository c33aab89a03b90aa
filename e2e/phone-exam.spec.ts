import { expect, type Page, test } from '@playwright/test';
import { auditPage } from './axe-audit';
import {
  bilingualQuestion,
  createExamTest,
  createFullLengthTest,
  createShortTest,
  startAttempt,
  suffix,
} from './exam-fixtures';
import { newStudent, signUp } from './support';

/** The narrowest phone the product supports, with a touch screen. */
const PHONE = { width: 360, height: 640 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

type Point = { x: number; y: number };

/**
 * A finger on the touch screen: Chromium's own touch input (CDP), so the browser decides as on a
 * phone what a move is — a scroll it takes over (touch-action) or pointer events for the page.
 */
async function drag(page: Page, from: Point, to: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (t: number) => [{ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / 10) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The page may not scroll sideways: the document is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const w = globalThis as unknown as {
      innerWidth: number;
      document: { documentElement: { scrollWidth: number } };
    };
    return { scrollWidth: w.document.documentElement.scrollWidth, innerWidth: w.innerWidth };
  });
  expect(widths.scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(widths.innerWidth);
}

/** A long Hindi option, with a compound word longer than the screen is wide. */
const LONG_HINDI =
  'यह विकल्प बहुत लंबा है क्योंकि इसमें परीक्षा के नियमों का पूरा विवरण दिया गया है, ' +
  'अन्तर्राष्ट्रीयकरणप्रक्रियासम्बन्धीविचारविमर्शपरिणामस्वरूपनिर्धारितदिशानिर्देश, ' +
  'और इसे छोटे फ़ोन पर भी बिना किनारे से बाहर गए पढ़ा जाना चाहिए।';

/** A figure for a question, served by the test itself at a stored image's address. */
const FIGURE_PATH = '/media/questions/e2e-phone-figure.svg';
const FIGURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">' +
  '<rect width="400" height="300" fill="#eef"/><path d="M20 280 L120 120 L220 200 L380 40" stroke="#225" stroke-width="6" fill="none"/></svg>';

const scrollY = (page: Page) => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
const position = (page: Page) => page.getByText(/^Question \d+ of 8$/);

test.describe('the exam on a phone', () => {
  test('a swipe left or right moves between questions; a vertical scroll does not', async ({
    page,
    request,
  }) => {
    const exam = await createFullLengthTest(request, 2);
    await signUp(page, newStudent('Swiping Student'));
    const attempt = await startAttempt(page, request, exam.id);
    await page.goto(`/test-taking/${attempt}`);
    await expect(position(page)).toHaveText('Question 1 of 8');

    const text = page.locator('.question-card__text');
    await expect(text).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Polled: the first screen may still be drawn again as the attempt settles.
    await expect.poll(() => text.boundingBox()).not.toBeNull();
    const box = await text.boundingBox();
    if (!box) throw new Error('no question text on screen');
    const middle = { x: PHONE.width / 2, y: box.y + box.height / 2 };

    await drag(page, { x: middle.x + 110, y: middle.y }, { x: middle.x - 110, y: middle.y + 10 });
    await expect(position(page)).toHaveText('Question 2 of 8');
    await expect(page.getByRole('heading', { level: 2, name: 'Question 2' })).toBeFocused();
    await drag(page, { x: middle.x + 110, y: middle.y }, { x: middle.x - 110, y: middle.y });
    await expect(position(page)).toHaveText('Question 3 of 8');
    await drag(page, { x: middle.x - 110, y: middle.y }, { x: middle.x + 110, y: middle.y - 10 });
    await expect(position(page)).toHaveText('Question 2 of 8');

    // Up the screen: the browser scrolls the page, and the question stays.
    await page.evaluate(() =>
      (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
    );
    const card = await page.locator('.question-card').boundingBox();
    if (!card) throw new Error('no question card');
    const low = { x: PHONE.width / 2, y: Math.min(card.y + card.height - 20, PHONE.height - 40) };
    await drag(page, low, { x: low.x - 40, y: low.y - 300 });
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    // A short sideways wobble is no swipe either.
    await drag(page, middle, { x: middle.x - 30, y: middle.y });
    await expect(position(page)).toHaveText('Question 2 of 8');

    await auditPage(page, 'exam screen at 360 px after swiping');
  });

  test('Larger text: three sizes that stay after a reload, scaling the question and its options; long Hindi options still wrap', async ({
    page,
    request,
  }) => {
    const s = suffix();
    const long = {
      ...bilingualQuestion('GENERAL_AWARENESS', `${s}-0`),
      optionAHindi: LONG_HINDI,
      optionCHindi: LONG_HINDI,
    };
    const exam = await createExamTest(request, {
      questions: [long, bilingualQuestion('GENERAL_AWARENESS', `${s}-1`)],
      test: {
        title: `E2E Text Size ${s}`,
        testType: 'SECTIONAL',
        section: 'GENERAL_AWARENESS',
        sections: ['GENERAL_AWARENESS'],
      },
    });
    await signUp(page, newStudent('Large Text Student'));
    const attempt = await startAttempt(page, request, exam.id);
    await page.goto(`/test-taking/${attempt}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Question 1' })).toBeVisible();

    const fontSize = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => {
          const w = globalThis as unknown as { getComputedStyle(e: unknown): { fontSize: string } };
          return Number.parseFloat(w.getComputedStyle(el).fontSize);
        });
    const size = page.getByLabel('Text size');
    await expect(size).toHaveValue('normal');
    const normal = {
      text: await fontSize('.question-card__text'),
      option: await fontSize('.answer-option__content'),
    };
    await size.selectOption({ label: 'Large' });
    expect(await fontSize('.question-card__text')).toBeCloseTo(normal.text * 1.25);
    await size.selectOption({ label: 'Largest' });
    expect(await fontSize('.question-card__text')).toBeCloseTo(normal.text * 1.5);
    expect(await fontSize('.answer-option__content')).toBeCloseTo(normal.option * 1.5);

    // Kept on this device: a reload keeps the size.
    await page.reload();
    await expect(page.getByLabel('Text size')).toHaveValue('largest');
    expect(await fontSize('.question-card__text')).toBeCloseTo(normal.text * 1.5);

    // In Hindi at the largest size, the long options wrap inside the screen.
    await page.getByRole('button', { name: 'Hindi', exact: true }).click();
    const option = page.getByRole('radio', { name: /^Option A:/ });
    await expect(option).toContainText('अन्तर्राष्ट्रीयकरण');
    await expectNoSidewaysScroll(page, 'the exam screen with a long Hindi option');
    await expect(option).toBeInViewport();
    const optionBox = await option.boundingBox();
    expect(optionBox && optionBox.x + optionBox.width).toBeLessThanOrEqual(PHONE.width);
    await auditPage(page, 'exam screen at 360 px, Largest text, Hindi');
  });

  test('a question’s figure opens full screen, zooms with buttons and a pinch, and Escape returns to it', async ({
    page,
    request,
  }) => {
    await page.route(`**${FIGURE_PATH}`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: FIGURE_SVG }),
    );
    const s = suffix();
    const exam = await createExamTest(request, {
      questions: [{ ...bilingualQuestion('GENERAL_AWARENESS', `${s}-0`), imageUrl: FIGURE_PATH }],
      test: {
        title: `E2E Figure ${s}`,
        testType: 'SECTIONAL',
        section: 'GENERAL_AWARENESS',
        sections: ['GENERAL_AWARENESS'],
      },
    });
    await signUp(page, newStudent('Figure Zoom Student'));
    const attempt = await startAttempt(page, request, exam.id);
    await page.goto(`/test-taking/${attempt}`);

    const figure = page.getByRole('button', { name: 'Zoom figure for question 1' });
    await figure.click();
    const dialog = page.getByRole('dialog', { name: 'Figure for question 1' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    const image = dialog.getByRole('img', { name: 'Figure for question 1' });
    const fitted = (await image.boundingBox())?.width ?? 0;
    expect(fitted).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(dialog.getByTestId('figure-zoom-level')).toHaveText('150%');
    await expect.poll(async () => (await image.boundingBox())?.width).toBeCloseTo(fitted * 1.5);
    await dialog.getByRole('button', { name: 'Fit to screen' }).click();
    await expect(dialog.getByTestId('figure-zoom-level')).toHaveText('100%');

    // Two fingers spreading apart zoom the figure, not the page.
    const viewport = await dialog.locator('.figure-zoom__viewport').boundingBox();
    if (!viewport) throw new Error('no zoom viewport');
    const cx = viewport.x + viewport.width / 2;
    const cy = viewport.y + Math.min(viewport.height, 200) / 2;
    const cdp = await page.context().newCDPSession(page);
    const fingers = (gap: number) => [
      { x: cx - gap, y: cy, id: 1 },
      { x: cx + gap, y: cy, id: 2 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
    for (let gap = 40; gap <= 90; gap += 10) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await expect(dialog.getByTestId('figure-zoom-level')).toHaveText('300%');
    await auditPage(page, 'exam screen at 360 px, figure zoomed');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(figure).toBeFocused();
    // The question is still the first: gestures in the figure are not swipes.
    await expect(page.getByRole('heading', { level: 2, name: 'Question 1' })).toBeVisible();
  });

  test('time alerts: the countdown is not live; the last minute is announced assertively, with the timer hidden', async ({
    page,
    request,
  }) => {
    // A 2-minute test: the 1-minute alert comes a minute after the start (no way to hurry the
    // server's clock through the gateway).
    test.setTimeout(180_000);
    const exam = await createShortTest(request, 2, { durationMinutes: 2 });
    await signUp(page, newStudent('Timer Alert Student'));
    const attempt = await startAttempt(page, request, exam.id);
    await page.goto(`/test-taking/${attempt}`);

    const timer = page.getByRole('timer', { name: /^Time remaining 00:0[12]:\d\d$/ });
    await expect(timer).toBeVisible();
    // Neither the digits nor anything around them is a live region: nothing is said every second.
    const live = await timer.evaluate((el) => {
      const node = el as unknown as { closest(selector: string): unknown };
      return node.closest('[aria-live], [role="status"], [role="alert"], [role="log"]') !== null;
    });
    expect(live, 'the countdown is inside a live region').toBe(false);
    const polite = page.getByTestId('time-warning');
    const urgent = page.getByTestId('time-warning-urgent');
    await expect(polite).toHaveAttribute('aria-live', 'polite');
    await expect(urgent).toHaveAttribute('aria-live', 'assertive');
    // Opened with under 5 minutes left: no stale "5 minutes" alert.
    await expect(polite).toHaveText('');
    await expect(urgent).toHaveText('');

    await page.getByRole('button', { name: 'Hide timer' }).click();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show timer' })).toBeVisible();

    await expect(urgent).toHaveText('1 minute left in the test', { timeout: 100_000 });
    await expect(polite).toHaveText('');
    await expectNoSidewaysScroll(page, 'the exam screen with the timer hidden');
    await auditPage(page, 'exam screen at 360 px, timer hidden, 1-minute alert');
  });
});
