import { expect, type Page, test } from '@playwright/test';
import { auditPage } from './axe-audit';
import { createFullLengthTest, startAttempt } from './exam-fixtures';
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
});
