import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createFullLengthTest } from './exam-fixtures';
import { scheduleLiveMock } from './live-mock-fixtures';
import { newStudent, seededAdmin, signIn, signUp, storedSession, uniqueEmail } from './support';

/** The narrowest phone the product supports (every page fits a phone). */
const PHONE_WIDTH = 360;
const SCREENSHOTS = path.join(
  process.env.SSC_REPORTS_DIR ?? path.join(import.meta.dirname, '..', '.local', 'reports'),
  'phone-fit',
);

test.use({ viewport: { width: PHONE_WIDTH, height: 780 }, hasTouch: true });

type Overflow = { scrollWidth: number; innerWidth: number; widest: string[] };

/** The little of the DOM the page function below uses (the e2e project compiles without DOM types). */
type Box = { right: number };
type PageElement = {
  tagName: string;
  classList: Iterable<string>;
  parentElement: PageElement | null;
  getBoundingClientRect(): Box;
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

/** Starts an attempt of `testId` as the signed-in student, through the gateway; its id. */
async function startAttempt(page: Page, request: APIRequestContext, testId: string): Promise<string> {
  const { token } = await storedSession(page);
  const res = await request.post('/api/test-attempts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { testId },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Answers the first questions (A, then B: one right, one wrong), submits and waits for the result. */
async function submitAttempt(
  page: Page,
  request: APIRequestContext,
  attemptId: string,
  questionIds: string[],
) {
  const headers = { Authorization: `Bearer ${(await storedSession(page)).token}` };
  const questionUpdates = questionIds.map((questionId, i) => ({
    questionId,
    selectedAnswer: i === 0 ? 'A' : i === 1 ? 'B' : null,
    timeSpent: 20,
    clientTs: Date.now(),
  }));
  const res = await request.post(`/api/test-attempts/${attemptId}/submit`, {
    headers,
    data: { questionUpdates },
  });
  expect(res.status()).toBe(200);
  await expect
    .poll(async () => (await request.get(`/api/test-results/${attemptId}`, { headers })).status(), {
      timeout: 30_000,
    })
    .toBe(200);
}

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

    // The palette is reachable on a phone (below the question, every number wholly on screen), and
    // picking a question from it shows that question, its number staying in the sticky exam header.
    const paletteButton = page.getByRole('button', { name: /^Question 4, / });
    await paletteButton.scrollIntoViewIfNeeded();
    await expect(paletteButton).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'exam-360-palette.png') });
    await paletteButton.click();
    await expect(page.getByText(/^Question 4 of 20$/)).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'Question 4' })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'exam-360-after-palette.png') });
    await expectFits(page, `/test-taking/${attempt} after the palette`);
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
