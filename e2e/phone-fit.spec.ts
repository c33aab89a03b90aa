import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createFullLengthTest, startAttempt, submitAttempt } from './exam-fixtures';
import { scheduleLiveMock } from './live-mock-fixtures';
import { newStudent, seededAdmin, signIn, signUp, uniqueEmail } from './support';

/** The narrowest phone the product supports (every page fits a phone). */
const PHONE_WIDTH = 360;
const SCREENSHOTS = path.join(
  process.env.SSC_REPORTS_DIR ?? path.join(import.meta.dirname, '..', '.local', 'reports'),
  'phone-fit',
);

test.use({ viewport: { width: PHONE_WIDTH, height: 780 }, hasTouch: true });

type Overflow = { scrollWidth: number; innerWidth: number; widest: string[] };

/** The little of the DOM the page function below uses (the e2e project compiles without DOM types). */
type Box = { right: number; top: number; bottom: number };
type PageElement = {
  tagName: string;
  classList: Iterable<string>;
  parentElement: PageElement | null;
  getBoundingClientRect(): Box;
  scrollWidth: number;
  clientWidth: number;
  scrollHeight: number;
  clientHeight: number;
};
type PageWindow = {
  innerWidth: number;
  document: { documentElement: { scrollWidth: number }; querySelectorAll(s: string): Iterable<PageElement> };
};

/**
 * The page may not scroll sideways: the document is no wider than the screen. On failure it
 * names the outermost elements that stick out, to say where to look.
 */
async function expectFits(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate((): Overflow | null => {
    const { innerWidth, document } = globalThis as unknown as PageWindow;
    const { scrollWidth } = document.documentElement;
    if (scrollWidth <= innerWidth) return null;
    const sticksOut = (el: PageElement) => el.getBoundingClientRect().right > innerWidth + 0.5;
    const widest = [...document.querySelectorAll('body *')]
      .filter((el) => sticksOut(el) && !(el.parentElement && sticksOut(el.parentElement)))
      .slice(0, 5)
      .map((el) => {
        const classes = [...el.classList].map((c) => `.${c}`).join('');
        return `${el.tagName.toLowerCase()}${classes} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`;
      });
    return { scrollWidth, innerWidth, widest };
  });
  expect.soft(overflow, `${where} scrolls sideways at ${PHONE_WIDTH} px`).toBeNull();
}

async function visit(page: Page, url: string, ready: (page: Page) => ReturnType<Page['getByRole']>) {
  await page.goto(url);
  await expect(ready(page)).toBeVisible();
  await expectFits(page, url);
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

test.describe(`every page fits a ${PHONE_WIDTH} px phone`, () => {
  test('signed out: landing, sign-in, a protected page and a 404', async ({ page }) => {
    await visit(page, '/', (p) => p.getByRole('heading', { level: 1 }));
    await visit(page, '/auth', heading('Welcome to SSC Mock'));
    await visit(page, '/tests', heading('Welcome to SSC Mock')); // redirected to sign in
    await visit(page, '/admin', (p) => p.getByRole('heading', { level: 1 }));
    await visit(page, '/no-such-page', heading('Oops! Page not found'));
  });

  test('a student with a submitted attempt: every student page, the exam screen of a running attempt', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // Real names, addresses and titles are long; the pages must wrap them, not widen.
    const exam = await createFullLengthTest(request, 3, {
      title: `SSC CGL Tier I Full Length Mock Test (Quantitative Aptitude, Reasoning, English) ${Date.now()}`,
    });
    const running = await createFullLengthTest(request, 5);
    const student = {
      ...newStudent('Shreya Raghunathan Venkataraman'),
      email: uniqueEmail('shreya.raghunathan.venkataraman.cgl2025'),
    };
    await signUp(page, student);
    const submitted = await startAttempt(page, request, exam.id);
    await submitAttempt(page, request, submitted, exam.questionIds);
    const attempt = await startAttempt(page, request, running.id);

    await visit(page, '/dashboard', heading(/^Welcome back/));
    await visit(page, '/tests', heading('Mock Tests'));
    await visit(page, `/test-instructions/${exam.id}`, heading(exam.title));
    await visit(page, `/test-results/${submitted}`, (p) => p.getByTestId('tile-score'));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'results-360-full-page.png'), fullPage: true });
    await visit(page, `/test-solutions/${submitted}`, heading('Solutions'));
    await visit(page, '/profile', heading('My Profile'));
    await visit(page, '/settings', heading('Settings'));

    await visit(page, `/test-taking/${attempt}`, (p) => p.getByText(/^Question 1 of 20$/));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'exam-360-first-screen.png') });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'exam-360-full-page.png'), fullPage: true });
  });

  test('a student reads every section’s figures in the Sectional Summary, with nothing off to the side', async ({
    page,
    request,
  }) => {
    const exam = await createFullLengthTest(request, 3);
    await signUp(page, newStudent('Sectional Summary Reader'));
    const submitted = await startAttempt(page, request, exam.id);
    await submitAttempt(page, request, submitted, exam.questionIds);
    await visit(page, `/test-results/${submitted}`, (p) => p.getByTestId('tile-score'));

    const summary = page.getByRole('table', { name: 'Sectional Summary' });
    await summary.screenshot({ path: path.join(SCREENSHOTS, 'results-360-sectional-summary.png') });
    // Nothing in it scrolls sideways: its card is no wider inside than it shows.
    const hidden = await summary.evaluate((table) => {
      const wrap = (table as unknown as PageElement).parentElement;
      return wrap ? wrap.scrollWidth - wrap.clientWidth : 0;
    });
    expect(hidden, 'the Sectional Summary scrolls sideways').toBeLessThanOrEqual(0);
    const rows = summary.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(4);
    for (const row of await rows.all()) {
      // Each figure named and wholly on screen once scrolled to (only ever up or down), as is the
      // section's name and its "Below cutoff" badge.
      await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expect(row.getByRole('rowheader')).toBeInViewport({ ratio: 1 });
      await expect(row.getByText('Below cutoff')).toBeInViewport({ ratio: 1 });
      const cells = row.getByRole('cell');
      await expect(cells).toHaveCount(4);
      for (const [i, name] of ['Score', 'Attempted', 'Accuracy', 'Time'].entries()) {
        await expect(cells.nth(i)).toBeInViewport({ ratio: 1 });
        await expect(cells.nth(i).getByText(name, { exact: true })).toBeVisible();
      }
    }
    await expect(rows.first().getByRole('cell').first()).toContainText('1.5 / 6');
  });

  test('the exam screen: only the exam, the whole title, and the palette as a sheet always in reach', async ({
    page,
    request,
  }) => {
    const exam = await createFullLengthTest(request, 5, {
      title: `SSC CGL Tier-I Full Mock Test 07 (2025 pattern) ${Date.now()}`,
    });
    await signUp(page, newStudent('Palette Sheet Student'));
    const attempt = await startAttempt(page, request, exam.id);
    await visit(page, `/test-taking/${attempt}`, (p) => p.getByText(/^Question 1 of 20$/));

    // No site header: no way out of the running exam but Submit, and the room is the question's.
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'SSC Mock home' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    // The title is shown whole, wrapped, not cut.
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(exam.title);
    const cut = await title.evaluate((el) => {
      const box = el as unknown as PageElement;
      return box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight;
    });
    expect(cut, 'the test title is cut').toBe(false);
    await expect(title).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'exam-360-first-screen-sheet-button.png') });

    // Scrolled to the bottom, the palette button is still on screen, in the sticky exam header.
    await page.evaluate(() =>
      (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 1e6),
    );
    const paletteOpener = page.getByRole('button', { name: 'Question Palette' });
    await expect(paletteOpener).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('timer')).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Submit Test' })).toBeInViewport({ ratio: 1 });

    // It opens the palette as a modal sheet: numbers, the legend with a count for each state.
    await paletteOpener.click();
    const sheet = page.getByRole('dialog', { name: 'Question Palette' });
    await expect(sheet).toBeVisible();
    // Modal: the page behind is hidden from assistive technology and Tab stays inside the sheet.
    await expect(page.getByRole('button', { name: 'Submit Test' })).toHaveCount(0);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      await expect(sheet.locator(':focus')).toHaveCount(1);
    }
    const legend = sheet.getByRole('list', { name: 'Legend' }).getByRole('listitem');
    await expect(legend).toHaveText([
      /^Answered\s*0$/,
      /^Marked for review\s*0$/,
      /^Answered and marked for review\s*0$/,
      /^Not attempted\s*20$/,
    ]);
    await expect(sheet.getByRole('button', { name: /^Question \d+, / })).toHaveCount(5); // this section's
    await expect(sheet.getByRole('button', { name: /^General Awareness/ })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'exam-360-palette-sheet.png') });
    await expectFits(page, 'the palette sheet');
    // Escape shuts it, and focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(paletteOpener).toBeFocused();

    // Choosing a question shuts it onto that question, focus on its heading, below the header.
    await paletteOpener.click();
    await sheet.getByRole('button', { name: /^Question 4, / }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByText(/^Question 4 of 20$/)).toBeInViewport();
    const heading = page.getByRole('heading', { level: 2, name: 'Question 4' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport({ ratio: 1 });
    const headerBottom = await page
      .locator('.exam-header')
      .evaluate((el) => (el as unknown as PageElement).getBoundingClientRect().bottom);
    const headingTop = await heading.evaluate(
      (el) => (el as unknown as PageElement).getBoundingClientRect().top,
    );
    expect(headingTop, 'the question heading is not under the exam header').toBeGreaterThanOrEqual(
      headerBottom,
    );
    await page.screenshot({ path: path.join(SCREENSHOTS, 'exam-360-after-palette.png') });
    await expectFits(page, `/test-taking/${attempt} after the palette`);

    // An answer shows in the sheet's palette and its legend's counts.
    await page.getByRole('radio', { name: /^Option B/ }).click();
    await paletteOpener.click();
    await expect(sheet.getByRole('button', { name: 'Question 4, Answered' })).toBeVisible();
    await expect(legend.first()).toHaveText(/^Answered\s*1$/);
    await expect(legend.last()).toHaveText(/^Not attempted\s*19$/);
  });

  test('the CBT exam screen: only the exam, and the five-state palette as a sheet', async ({
    page,
    request,
  }) => {
    const exam = await createFullLengthTest(request, 2, { mode: 'CBT' });
    await signUp(page, newStudent('CBT Sheet Student'));
    const attempt = await startAttempt(page, request, exam.id);
    await visit(page, `/test-taking/${attempt}`, (p) => p.getByText(/^Question 1 of 8$/));
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'SSC Mock home' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Question Palette' }).click();
    const sheet = page.getByRole('dialog', { name: 'Question Palette' });
    await expect(sheet.getByRole('list', { name: 'Legend' }).getByRole('listitem')).toHaveText([
      /Answered\s*0$/,
      /Not Answered\s*1$/,
      /Not Visited\s*7$/,
      /Marked for Review\s*0$/,
      /Answered & Marked for Review\s*0$/,
    ]);
    await expectFits(page, 'the CBT palette sheet');
    await sheet.getByRole('button', { name: 'Question 2, Not Visited' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Question 2' })).toBeFocused();
    await expectFits(page, 'the CBT exam screen');
  });

  test('the admin: every tab of the admin panel', async ({ page, request }) => {
    // Something in the lists, with a title as long as real ones.
    const exam = await createFullLengthTest(request, 1, {
      title: `SSC CHSL Tier I Full Length Mock Test with Previous Year Pattern ${Date.now()}`,
    });
    // A question report as students write them: long words and a pasted link (the Reports table).
    const student = newStudent('Report Writer');
    const signup = await request.post('/api/auth/signup', {
      data: { email: student.email, password: student.password, displayName: student.name },
    });
    expect(signup.status()).toBe(201);
    const reported = await request.post('/api/question-reports', {
      headers: { Authorization: `Bearer ${(await signup.json()).session.access_token}` },
      data: {
        questionId: exam.questionIds[0],
        reason: 'WRONG_ANSWER',
        details: `The key says A but see https://example.org/ssc/answer-keys/${'x'.repeat(120)} — option B is right`,
      },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    // A scheduled live mock of that long-titled test (the Live Mocks table).
    await scheduleLiveMock(request, exam.id, 86_400_000, { lateJoinMinutes: 15 });
    await signIn(page, seededAdmin(), '/admin');
    for (const tab of ['Tests', 'Questions', 'Bulk Upload', 'Live Mocks', 'Reports', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByRole('tabpanel').getByText(/^Loading/)).toHaveCount(0);
      await expectFits(page, `/admin, ${tab} tab`);
    }
  });

  test('live mocks: the dashboard and /tests sections, the waiting room, the admin tab with a mock', async ({
    page,
    request,
  }) => {
    const exam = await createFullLengthTest(request, 1, {
      title: `SSC CGL All-India Live Mock with a Title as Long as Real Ones ${Date.now()}`,
    });
    const mock = await scheduleLiveMock(request, exam.id, 5 * 60_000);
    await signUp(page, newStudent('Live Mock Phone Student'));
    await visit(page, '/dashboard', (p) => p.getByRole('heading', { name: 'Live mocks' }));
    await visit(page, '/tests', (p) => p.getByRole('heading', { name: 'Live mocks' }));
    await visit(page, `/live-mocks/${mock.id}`, heading(exam.title));
    await page.screenshot({ path: path.join(SCREENSHOTS, 'live-mock-room-360.png'), fullPage: true });
  });
});
