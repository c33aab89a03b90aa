import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seedAdmin } from '../scripts/local-admin';
import { auditPage } from './axe-audit';
import { adminToken, bilingualQuestion, createExamTest, suffix } from './exam-fixtures';
import { header, newStudent, seededAdmin, signIn, submitSignIn } from './support';

/**
 * Item analysis end to end through the gateway: the worked example of docs/item-analysis.md
 * (10 takers × 5 questions, key A B C D A, +1 / 0) sat three times over by 30 students through
 * the API — sign up, start, submit — so each is a real first attempt scored by the worker. The
 * debounced job (1 s in e2e) computes the report; an admin reads it on the Item analysis tab at
 * 1280 and 360 px. Three copies keep every correlation and proportion of the example, and reach
 * the 30 responses from which flags show: question 3's top group chose D more than the key C.
 */
const KEY = ['A', 'B', 'C', 'D', 'A'];
const CHOICES: (string | null)[][] = [
  ['A', 'B', 'C', 'D', 'A'],
  ['A', 'B', 'D', 'D', 'A'],
  ['A', 'B', 'D', 'D', 'C'],
  ['A', 'B', 'D', 'D', null],
  ['A', 'C', 'C', 'A', null],
  ['A', 'B', 'A', null, 'B'],
  ['A', 'D', 'B', 'C', 'A'],
  ['B', 'B', null, 'A', 'B'],
  ['A', 'C', 'A', null, null],
  ['C', null, 'D', 'B', null],
];
const COPIES = 3;

type Seeded = { testId: string; title: string };

async function sit(
  request: APIRequestContext,
  testId: string,
  questionIds: string[],
  answers: (string | null)[],
) {
  const account = newStudent('Item Taker');
  const signup = await request.post('/api/auth/signup', {
    data: { email: account.email, password: account.password, displayName: account.name },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const headers = { Authorization: `Bearer ${(await signup.json()).session.access_token}` };
  const started = await request.post('/api/test-attempts', { headers, data: { testId } });
  expect(started.status(), await started.text()).toBe(201);
  const attemptId = (await started.json()).id as string;
  const submitted = await request.post(`/api/test-attempts/${attemptId}/submit`, {
    headers,
    data: {
      questionUpdates: questionIds.map((questionId, i) => ({
        questionId,
        selectedAnswer: answers[i] ?? null,
        timeSpent: 10 + i * 5,
        clientTs: Date.now(),
      })),
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
}

async function seed(request: APIRequestContext): Promise<Seeded> {
  const s = suffix();
  const paper = await createExamTest(request, {
    questions: KEY.map((key, i) => bilingualQuestion('GENERAL_AWARENESS', `ia-${s}-${i + 1}`, key)),
    test: {
      title: `E2E Item analysis ${s}`,
      testType: 'SECTIONAL',
      section: 'GENERAL_AWARENESS',
      sections: ['GENERAL_AWARENESS'],
      durationMinutes: 10,
      marksPerQuestion: 1,
      negativeMarks: 0,
      totalMarks: KEY.length,
    },
  });
  for (let c = 0; c < COPIES; c++)
    for (const row of CHOICES) await sit(request, paper.id, paper.questionIds, row);
  // The report, once the job has run over all thirty (the page never computes it).
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/admin/tests/${paper.id}/item-analysis`, { headers });
        return res.status() === 200 ? (await res.json()).responses : res.status();
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(CHOICES.length * COPIES);
  return { testId: paper.id, title: paper.title };
}

const firstColumn = (page: Page) =>
  page.getByTestId('item-analysis-table').locator('tbody tr th[scope="row"]').allTextContents();

async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** An admin of its own for the Hindi step: the seeded admin the other specs use stays in English. */
async function newAdmin(): Promise<{ email: string; password: string }> {
  const url = process.env.E2E_MONGO_URL;
  const prefix = process.env.E2E_DB_PREFIX;
  if (!url || !prefix) throw new Error('E2E_MONGO_URL and E2E_DB_PREFIX are set by e2e/global-setup.ts');
  const admin = {
    email: `admin-ia-${randomBytes(4).toString('hex')}@e2e.test`,
    password: randomBytes(12).toString('base64url'),
  };
  await seedAdmin(url, `${prefix}_auth`, admin);
  return admin;
}

const DEVANAGARI = /[\u0900-\u097F]/;

test('item analysis of 30 first attempts, at 1280 and at 360 px, in English and Hindi', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const seeded = await seed(request);

  await test.step('at 1280 px: figures, flags, sorting, the CSV, and the links to and from it', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, seededAdmin(), '/admin');

    // From the test's row in the Tests tab.
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: seeded.title }) });
    await row.getByRole('link', { name: 'Item analysis' }).click();
    await expect(page.getByRole('tab', { name: 'Item analysis' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`tab=item-analysis.*testId=${seeded.testId}`));
    await expect(page.getByLabel('Test', { exact: true })).toHaveValue(seeded.testId);

    await expect(page.getByTestId('ia-responses')).toHaveText('30');
    await expect(page.getByTestId('ia-kr20')).toHaveText('0.62');
    await expect(page.getByTestId('ia-few-responses')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'What the flags mean' })).toBeVisible();
    await expect(
      page.getByText('The top 27% of candidates chose a wrong option more often than the correct answer', {
        exact: false,
      }),
    ).toBeVisible();

    // Question 3: its top group chose D more often than the key C.
    await expect(page.getByTestId('ia-row-3').getByTestId('ia-flags')).toHaveText('Distractor beats key');
    await expect(page.getByTestId('ia-row-1').getByTestId('ia-flags')).toHaveText('');

    // Sorting by a column, with the keyboard; aria-sort says how.
    const facility = page.getByRole('columnheader', { name: 'Facility' });
    await expect(facility).not.toHaveAttribute('aria-sort');
    await facility.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(facility).toHaveAttribute('aria-sort', 'descending');
    expect(await firstColumn(page)).toEqual(['Q1', 'Q2', 'Q4', 'Q5', 'Q3']);
    await page.keyboard.press('Enter');
    await expect(facility).toHaveAttribute('aria-sort', 'ascending');
    expect(await firstColumn(page)).toEqual(['Q3', 'Q5', 'Q4', 'Q2', 'Q1']);

    await auditPage(page, 'item analysis (1280 px)');

    // The CSV: one row per question, option columns.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`item-analysis-${seeded.testId}.csv`);
    const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + KEY.length);
    expect(lines[0]).toContain('questionNumber,questionId,section,correctAnswer,responses,facility');
    expect(lines[0]).toContain('optionD_pointBiserial');
    expect(lines[3]).toContain('DISTRACTOR_BEATS_KEY');

    // A question's link opens it in the editor.
    await page.getByTestId('ia-row-1').getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Edit Question', { exact: true })).toBeVisible();
    await expect(page.locator('#question-form textarea').first()).toHaveValue(/ia-.*-1: which option/);
  });

  await test.step('at 360 px: the table scrolls inside its card, the page never sideways', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/admin?tab=item-analysis&testId=${seeded.testId}`);
    await expect(page.getByTestId('ia-responses')).toHaveText('30');
    await expect(page.getByTestId('ia-row-5')).toBeAttached();
    await expectNoSidewaysScroll(page, 360);
    const scroller = page.locator('.item-analysis__scroll');
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(clientWidth).toBeLessThanOrEqual(360);

    const discrimination = page.getByRole('columnheader', { name: 'Discrimination (r)' });
    await discrimination.getByRole('button').click();
    await expect(discrimination).toHaveAttribute('aria-sort', 'descending');
    // r with the rest-score: Q4 0.66, Q1 0.42, Q5 0.37, Q2 0.31, Q3 0.15.
    expect(await firstColumn(page)).toEqual(['Q4', 'Q1', 'Q5', 'Q2', 'Q3']);
    await expectNoSidewaysScroll(page, 360);
    await auditPage(page, 'item analysis (360 px)');
  });

  await test.step('in Hindi at 360 px', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const hindi = await context.newPage();
    await submitSignIn(hindi, await newAdmin());
    await expect(hindi).toHaveURL(/\/admin$/);
    const saved = hindi.waitForResponse(
      (r) => r.url().endsWith('/api/profile') && r.request().method() === 'PUT',
    );
    await header(hindi).getByRole('combobox').selectOption('hi');
    expect((await saved).status()).toBe(200);
    // The Tests tab's rows, now with an Item analysis link each, still fit.
    const row = hindi
      .getByRole('listitem')
      .filter({ has: hindi.getByRole('heading', { name: seeded.title }) });
    await expect(row.getByRole('link', { name: 'पद विश्लेषण' })).toBeVisible();
    await expectNoSidewaysScroll(hindi, 360);
    // The tab before a test is chosen.
    await hindi.goto('/admin?tab=item-analysis');
    await expect(hindi.getByText('प्रश्नों का प्रदर्शन देखने के लिए एक टेस्ट चुनें।')).toBeVisible();
    await auditPage(hindi, 'item analysis, no test chosen, in Hindi (360 px)');
    await hindi.goto(`/admin?tab=item-analysis&testId=${seeded.testId}`);
    await expect(hindi.getByRole('tab', { name: 'पद विश्लेषण' })).toHaveAttribute('aria-selected', 'true');
    await expect(hindi.getByRole('heading', { name: 'पद विश्लेषण' })).toBeVisible();
    await expect(hindi.getByRole('heading', { name: 'फ़्लैग का अर्थ' })).toBeVisible();
    await expect(hindi.getByRole('link', { name: 'CSV डाउनलोड करें' })).toBeVisible();
    await expect(hindi.getByRole('columnheader', { name: 'सुगमता' }).getByRole('button')).toHaveText(
      DEVANAGARI,
    );
    await expect(hindi.getByTestId('ia-row-3').getByTestId('ia-flags')).toHaveText(
      'भ्रामक विकल्प सही उत्तर से आगे',
    );
    await expect(hindi.getByTestId('ia-responses')).toHaveText('30');
    await expectNoSidewaysScroll(hindi, 360);
    await auditPage(hindi, 'item analysis in Hindi (360 px)');
    await context.close();
  });
});
