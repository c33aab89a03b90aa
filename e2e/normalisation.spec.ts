import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { bilingualQuestion, type CreatedTest, createExamTest, suffix } from './exam-fixtures';
import { type ScheduledLiveMock, scheduleLiveMock } from './live-mock-fixtures';
import { type Account, newStudent, signUp } from './support';

/**
 * Normalisation end to end in Chromium through the gateway: one live mock sat in two back-to-back
 * shifts of one group, each with its own 1-minute paper (Shift 1 easy, Shift 2 hard: five
 * questions each, +2 / −0.5, 10 marks). Four takers sit Shift 1 and three sit Shift 2; one of
 * each drives a real page (register on the dashboard, wait in the room, start, answer, submit),
 * the others go through the API with their own tokens. After Shift 1's release its page shows
 * the shift's own result; after Shift 2's, both pages show the raw and the normalised score and
 * rank and percentile among all seven by normalised score (docs/normalisation.md), worked out by
 * hand below.
 *
 * Raw scores (right answers × 2 − wrong × 0.5):
 *   Shift 1 (n = 4): Aditya 10 (5 right), Asha 7.5 (4 right, 1 wrong; Chromium),
 *                    Chandra 5 (3 right, 2 wrong), Dev 2 (1 right)
 *   Shift 2 (n = 3): Esha 5.5 (3 right, 1 wrong), Ravi 3.5 (2 right, 1 wrong; Chromium),
 *                    Farhan 1 (1 right, 2 wrong)
 * Percentile in the shift, 100 × takers at or below / n:
 *   Shift 1: 10 → 100, 7.5 → 75, 5 → 50, 2 → 25.   Shift 2: 5.5 → 100, 3.5 → 66.67, 1 → 33.33.
 * Pooled base (7 takers, all distinct), P = 100 k / 7:
 *   1 @ 14.29, 2 @ 28.57, 3.5 @ 42.86, 5 @ 57.14, 5.5 @ 71.43, 7.5 @ 85.71, 10 @ 100.
 * Normalised = the base's marks at the shift percentile (linear between neighbours; 100 → top):
 *   Aditya 100 → 10            Esha 100 → 10
 *   Asha 75: 5.5 @ 500/7 … 7.5 @ 600/7, share (75 − 500/7) / (100/7) = 1/4 → 5.5 + 2/4 = 6
 *   Chandra 50: 3.5 @ 300/7 … 5 @ 400/7, share 1/2 → 3.5 + 1.5/2 = 4.25
 *   Dev 25: 1 @ 100/7 … 2 @ 200/7, share 3/4 → 1 + 3/4 = 1.75
 *   Ravi 66.67: 5 @ 400/7 … 5.5 @ 500/7, share (200/3 − 400/7) / (100/7) = 2/3 → 5 + 1/3 = 5.33
 *   Farhan 33.33: 2 @ 200/7 … 3.5 @ 300/7, share 1/3 → 2 + 1.5/3 = 2.5
 * Rank among all 7 by normalised (ties share), percentile = 100 × at or below / 7:
 *   10, 10 → 1 (100) · Asha 6 → 3 (71.43) · Ravi 5.33 → 4 (57.14) · Chandra 4.25 → 5 (42.86)
 *   · Farhan 2.5 → 6 (28.57) · Dev 1.75 → 7 (14.29)
 * By raw marks Ravi's 3.5 is below Chandra's 5; normalised, the hard paper's 3.5 is above it.
 */

const QUESTIONS = 5;
const MINUTE = 60_000;
/** The attempts grace in e2e (global-setup): nobody with compensatory time sits these shifts. */
const RELEASE_AFTER_END_MS = 5_000;

type Answer = string | null;
type Paper = CreatedTest & { key: string };
type ApiTaker = { name: string; headers: Record<string, string>; answers: Answer[]; attemptId?: string };
type Expected = {
  raw: number;
  normalised: number;
  shiftPercentile: number;
  rank: number;
  percentile: number;
};

const option = (page: Page, letter: string) =>
  page.getByRole('radio', { name: new RegExp(`^Option ${letter}`) });

/** A paper of five questions whose right answer is `key` everywhere; `label` names it on screen. */
function createPaper(request: APIRequestContext, label: string, key: string): Promise<Paper> {
  const s = suffix();
  return createExamTest(request, {
    questions: Array.from({ length: QUESTIONS }, (_, i) => ({
      ...bilingualQuestion('GENERAL_AWARENESS', `${label}-${s}-${i}`, key),
      difficulty: label === 'hard' ? 'HARD' : 'EASY',
    })),
    test: {
      title: `E2E Shift ${label} ${s}`,
      testType: 'SECTIONAL',
      section: 'GENERAL_AWARENESS',
      sections: ['GENERAL_AWARENESS'],
      durationMinutes: 1,
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      totalMarks: 2 * QUESTIONS,
    },
  }).then((paper) => ({ ...paper, key }));
}

/** Signs up through the API and registers for the shift; answers are given per question. */
async function apiTaker(
  request: APIRequestContext,
  name: string,
  mock: ScheduledLiveMock,
  answers: Answer[],
): Promise<ApiTaker> {
  const account = newStudent(name);
  const signup = await request.post('/api/auth/signup', {
    data: { email: account.email, password: account.password, displayName: account.name },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const headers = { Authorization: `Bearer ${(await signup.json()).session.access_token}` };
  const registered = await request.post(`/api/live-mocks/${mock.id}/register`, { headers });
  expect(registered.status(), await registered.text()).toBe(200);
  expect((await registered.json()).registered).toBe(true);
  return { name, headers, answers };
}

/** At the start (on the server's clock; the same machine's here): start, answer and submit. */
async function apiSits(request: APIRequestContext, paper: Paper, mock: ScheduledLiveMock, taker: ApiTaker) {
  const wait = Date.parse(mock.startsAt) - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  let attemptId = '';
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/test-attempts', {
          headers: taker.headers,
          data: { testId: paper.id, liveMockId: mock.id },
        });
        if (res.status() === 201 || res.status() === 200) attemptId = (await res.json()).id as string;
        return res.status();
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toBeLessThan(300);
  const questionUpdates = paper.questionIds.map((questionId, i) => ({
    questionId,
    selectedAnswer: taker.answers[i] ?? null,
    timeSpent: 5,
    clientTs: Date.now(),
  }));
  const submitted = await request.post(`/api/test-attempts/${attemptId}/submit`, {
    headers: taker.headers,
    data: { questionUpdates },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  taker.attemptId = attemptId;
}

async function studentPage(browser: Browser, account: Account): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, account);
  return page;
}

/** Registers from the dashboard's Live mocks section, then enters the waiting room. */
async function registerAndWait(page: Page, title: string, shift: string): Promise<void> {
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: title });
  // The card and the room name the shift.
  await expect(card.getByText(new RegExp(`^${shift} · Starts `))).toBeVisible();
  await card.getByRole('button', { name: `Register for ${title}` }).click();
  await expect(card.getByText('Registered')).toBeVisible();
  await card.getByRole('link', { name: `Waiting room: ${title}` }).click();
  await expect(page.getByText('You are in the waiting room.')).toBeVisible();
  await expect(page.getByText(new RegExp(`^${shift} · \\d+ min · `))).toBeVisible();
  await expect(page.getByRole('timer', { name: /^Starts in / })).toBeVisible();
}

/** Start now at the start, answer (null: leave it), submit; returns the attempt id. */
async function sitInChromium(page: Page, answers: Answer[]): Promise<string> {
  const start = page.getByRole('button', { name: 'Start now' });
  await expect(start).toBeVisible({ timeout: 150_000 });
  await start.click();
  await expect(page).toHaveURL(/\/test-taking\/[^/]+$/);
  const attemptId = new URL(page.url()).pathname.split('/').pop() as string;
  const last = answers.reduce((at, a, i) => (a ? i : at), -1);
  for (let i = 0; i <= last; i++) {
    await expect(page.getByText(new RegExp(`^Question ${i + 1} of ${QUESTIONS}$`))).toBeVisible();
    const letter = answers[i];
    if (letter) await option(page, letter).click();
    if (i < last) await page.getByRole('button', { name: 'Save & Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('button', { name: 'Yes, Submit' }).click();
  await expect(page).toHaveURL(new RegExp(`/test-results/${attemptId}$`));
  await expect(page.getByRole('heading', { name: /^Results will be released at / })).toBeVisible();
  return attemptId;
}

/** The results page's figures: summary tiles and the Normalised Score card (a named region). */
async function expectNormalisedPage(
  page: Page,
  shiftLabel: string,
  raw: string,
  e: Expected,
  timeout = 10_000,
) {
  const card = page.getByRole('region', { name: 'Normalised Score' });
  await expect(card).toBeVisible({ timeout });
  await expect(card.getByRole('heading', { name: 'Normalised Score' })).toBeVisible();
  await expect(card.getByTestId('normalised-shift')).toHaveText(`Your shift${shiftLabel}`);
  await expect(card.getByTestId('normalised-raw')).toHaveText(`Raw score${raw} / 10`);
  await expect(card.getByTestId('normalised-normalised')).toHaveText(`Normalised score${e.normalised}`);
  await expect(card.getByTestId('normalised-shift-percentile')).toHaveText(
    `Percentile in your shift${e.shiftPercentile.toFixed(2)}`,
  );
  await expect(page.getByTestId('tile-score')).toContainText(`${raw} / 10`);
  await expect(page.getByTestId('tile-rank')).toContainText(`${e.rank} / 7`);
  await expect(page.getByTestId('tile-rank')).toContainText('Rank among all shifts');
  await expect(page.getByTestId('tile-percentile')).toContainText(e.percentile.toFixed(2));
}

/** axe-core's WCAG 2.1 A/AA rules: no serious or critical finding (as e2e/cbt-exam.spec.ts). */
async function expectAxeClean(page: Page, label: string) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking, `axe on ${label}`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => {
    const { innerWidth, document } = globalThis as unknown as {
      innerWidth: number;
      document: { documentElement: { scrollWidth: number } };
    };
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth };
  });
  expect(widths.innerWidth).toBe(360);
  expect(widths.scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(widths.innerWidth);
}

test('two shifts of one live mock: raw and normalised scores, rank among all shifts, in Chromium', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const [easy, hard] = await Promise.all([
    createPaper(request, 'easy', 'A'),
    createPaper(request, 'hard', 'C'),
  ]);
  const group = `e2e-norm-${suffix()}`;
  // Shift 1 at the first whole minute at least 30 s ahead, Shift 2 right after it.
  const shift1At = Math.ceil((Date.now() + 30_000) / MINUTE) * MINUTE;
  const shift1 = await scheduleLiveMock(request, easy.id, 0, {
    startsAt: new Date(shift1At).toISOString(),
    shiftGroup: group,
    shiftLabel: 'Shift 1',
  });
  const shift2 = await scheduleLiveMock(request, hard.id, 0, {
    startsAt: new Date(shift1At + MINUTE).toISOString(),
    shiftGroup: group,
    shiftLabel: 'Shift 2',
  });
  for (const [mock, at, label] of [
    [shift1, shift1At, 'Shift 1'],
    [shift2, shift1At + MINUTE, 'Shift 2'],
  ] as const) {
    expect(mock).toMatchObject({ shiftGroup: group, shiftLabel: label });
    expect(Date.parse(mock.endsAt)).toBe(at + MINUTE);
    expect(Date.parse(mock.resultsReleaseAt)).toBe(at + MINUTE + RELEASE_AFTER_END_MS);
  }

  const A = 'A'; // right on the easy paper, wrong on the hard one
  const B = 'B'; // wrong on the easy paper
  const C = 'C'; // right on the hard paper
  const asha = newStudent('Asha Shift One');
  const ravi = newStudent('Ravi Shift Two');
  const [ashaPage, raviPage, shift1Api, shift2Api] = await Promise.all([
    studentPage(browser, asha),
    studentPage(browser, ravi),
    Promise.all([
      apiTaker(request, 'Aditya Easy', shift1, [A, A, A, A, A]), // 10
      apiTaker(request, 'Chandra Easy', shift1, [A, A, A, B, B]), // 6 − 1 = 5
      apiTaker(request, 'Dev Easy', shift1, [A, null, null, null, null]), // 2
    ]),
    Promise.all([
      apiTaker(request, 'Esha Hard', shift2, [C, C, C, A, null]), // 6 − 0.5 = 5.5
      apiTaker(request, 'Farhan Hard', shift2, [C, A, A, null, null]), // 2 − 1 = 1
    ]),
  ]);
  await registerAndWait(ashaPage, easy.title, 'Shift 1');
  await registerAndWait(raviPage, hard.title, 'Shift 2');

  // Shift 1: Asha in Chromium (4 right, 1 wrong: 7.5), the others through the API.
  const [ashaAttempt] = await Promise.all([
    sitInChromium(ashaPage, [A, A, A, A, B]),
    ...shift1Api.map((t) => apiSits(request, easy, shift1, t)),
  ]);

  // Shift 2: Ravi in Chromium (2 right, 1 wrong: 3.5); he has waited in the room all along.
  await Promise.all([
    sitInChromium(raviPage, [C, C, A, null, null]),
    ...shift2Api.map((t) => apiSits(request, hard, shift2, t)),
  ]);

  // Shift 1's release while Shift 2 has not released: Asha's page reads again by itself and
  // shows her shift's own result (rank 2 of its 4 takers by raw score), nothing normalised yet.
  expect(Date.now()).toBeLessThan(Date.parse(shift2.resultsReleaseAt) - 10_000);
  await expect(ashaPage.getByTestId('tile-rank')).toContainText('2 / 4', { timeout: 60_000 });
  await expect(ashaPage.getByTestId('tile-rank')).toContainText('Rank among live takers');
  await expect(ashaPage.getByTestId('tile-percentile')).toContainText('75.00');
  await expect(ashaPage.getByTestId('normalised-score')).toHaveCount(0);

  // Shift 2's release: the group is normalised. Both open pages update by themselves.
  const ashaExpected: Expected = { raw: 7.5, normalised: 6, shiftPercentile: 75, rank: 3, percentile: 71.43 };
  const raviExpected: Expected = {
    raw: 3.5,
    normalised: 5.33,
    shiftPercentile: 66.67,
    rank: 4,
    percentile: 57.14,
  };
  // Up to 45 s after it: the job normalises at the release, pages read again (5 s, 10 s, 20 s…).
  const afterShift2 = () => Date.parse(shift2.resultsReleaseAt) + 45_000 - Date.now();
  await expectNormalisedPage(raviPage, 'Shift 2', '3.5', raviExpected, afterShift2());
  await expectNormalisedPage(ashaPage, 'Shift 1', '7.5', ashaExpected, Math.max(5_000, afterShift2()));
  // The shift's leaderboard stays the shift's own, by raw score.
  const board = ashaPage.getByRole('table', { name: /Live mock leaderboard, 4 live takers/ });
  await expect(board.locator('tr[aria-current="true"]')).toContainText('7.5');
  await expectAxeClean(ashaPage, 'results page with the Normalised Score card');

  // Every taker's figures through the API, as the hand computation says.
  const expected: Record<string, Expected> = {
    'Aditya Easy': { raw: 10, normalised: 10, shiftPercentile: 100, rank: 1, percentile: 100 },
    'Chandra Easy': { raw: 5, normalised: 4.25, shiftPercentile: 50, rank: 5, percentile: 42.86 },
    'Dev Easy': { raw: 2, normalised: 1.75, shiftPercentile: 25, rank: 7, percentile: 14.29 },
    'Esha Hard': { raw: 5.5, normalised: 10, shiftPercentile: 100, rank: 1, percentile: 100 },
    'Farhan Hard': { raw: 1, normalised: 2.5, shiftPercentile: 33.33, rank: 6, percentile: 28.57 },
  };
  for (const [taker, mock, label] of [
    ...shift1Api.map((t) => [t, shift1, 'Shift 1'] as const),
    ...shift2Api.map((t) => [t, shift2, 'Shift 2'] as const),
  ]) {
    const e = expected[taker.name] as Expected;
    const res = await request.get(`/api/test-results/${taker.attemptId}`, { headers: taker.headers });
    expect(res.status(), taker.name).toBe(200);
    const body = await res.json();
    expect(body, taker.name).toMatchObject({
      score: e.raw,
      rank: e.rank,
      rankTotal: 7,
      percentile: e.percentile,
      normalised: {
        rawScore: e.raw,
        normalisedScore: e.normalised,
        shiftLiveMockId: mock.id,
        shiftLabel: label,
        shiftPercentile: e.shiftPercentile,
      },
    });
  }

  // At 360 px (a phone), in a second context of Asha's: the card fits, nothing scrolls sideways.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 780 },
    storageState: await ashaPage.context().storageState(),
  });
  const small = await phone.newPage();
  await small.goto(`/test-results/${ashaAttempt}`);
  await expectNormalisedPage(small, 'Shift 1', '7.5', ashaExpected);
  const box = await small.getByRole('region', { name: 'Normalised Score' }).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await expectNoSidewaysScroll(small, 'results page at 360 px');
  await phone.close();
});
