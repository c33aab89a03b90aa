import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type CreatedTest, createShortTest } from './exam-fixtures';
import { newStudent, signUp, storedSession, successToast } from './support';

const option = (page: Page, letter: string) =>
  page.getByRole('radio', { name: new RegExp(`^Option ${letter}`) });

async function bearer(page: Page) {
  const { token } = await storedSession(page);
  return { Authorization: `Bearer ${token}` };
}

/** A second student who answers through the API: sign up, start, answer, submit. */
async function otherStudentTakes(request: APIRequestContext, exam: CreatedTest, answers: (string | null)[]) {
  const account = newStudent('Meera Nair');
  const signup = await request.post('/api/auth/signup', {
    data: { email: account.email, password: account.password, displayName: account.name },
  });
  expect(signup.status()).toBe(201);
  const headers = { Authorization: `Bearer ${(await signup.json()).session.access_token}` };
  const started = await request.post('/api/test-attempts', { headers, data: { testId: exam.id } });
  expect(started.status()).toBe(201);
  const attemptId = (await started.json()).id as string;
  const questionUpdates = exam.questionIds.map((questionId, i) => ({
    questionId,
    selectedAnswer: answers[i] ?? null,
    timeSpent: 10,
    clientTs: Date.now(),
  }));
  const submitted = await request.post(`/api/test-attempts/${attemptId}/submit`, {
    headers,
    data: { questionUpdates },
  });
  expect(submitted.status()).toBe(200);
  await expect
    .poll(async () => (await request.get(`/api/test-results/${attemptId}`, { headers })).status(), {
      timeout: 20_000,
    })
    .toBe(200);
  return { attemptId, headers };
}

test.describe('results, solutions and dashboard', () => {
  test('score, sections, rank and percentile are right and stay current; solutions filter and Hindi', async ({
    page,
    request,
  }) => {
    // Three questions, +2 / −0.5; the right answer is A everywhere.
    const exam = await createShortTest(request, 3, {
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      totalMarks: 6,
    });
    await signUp(page, newStudent('Asha Verma'));
    await page.goto(`/test-instructions/${exam.id}`);
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Start Test' }).click();
    await expect(page.getByText('Question 1 of 3')).toBeVisible();

    await option(page, 'A').click(); // correct
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await option(page, 'B').click(); // wrong
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page.getByRole('button', { name: 'Yes, Submit' }).click();
    await expect(successToast(page, 'Test submitted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/test-results\/[^/]+$/);
    const attemptId = new URL(page.url()).pathname.split('/').pop() as string;

    // 2 − 0.5 = 1.5 of 6; 2 of 3 attempted; 1 of 2 right; the only candidate so far.
    await expect(page.getByTestId('tile-score')).toContainText(/1\.5\s*\/\s*6/);
    await expect(page.getByTestId('tile-attempted')).toContainText(/2\s*\/\s*3/);
    await expect(page.getByTestId('tile-accuracy')).toContainText('50');
    await expect(page.getByTestId('tile-rank')).toContainText(/1\s*\/\s*1/);
    await expect(page.getByTestId('tile-percentile')).toContainText('100.00');
    const section = page.getByTestId('section-row-GENERAL_AWARENESS');
    await expect(section).toContainText('1.5');
    await expect(section).toContainText('Below cutoff'); // 1.5 < 30 % of 6
    await expect(page.getByTestId('analysis-correct')).toContainText('1');
    await expect(page.getByTestId('analysis-incorrect')).toContainText('1');
    await expect(page.getByTestId('analysis-unattempted')).toContainText('1');

    // Solutions: the incorrect filter shows only question 2; Hindi on.
    await page.getByRole('link', { name: 'Solutions' }).click();
    await expect(page).toHaveURL(new RegExp(`/test-solutions/${attemptId}$`));
    await page.getByTestId('filter-incorrect').click();
    await expect(page.getByRole('button', { name: /^Question \d+, / })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Question 2, / })).toBeVisible();
    const card = page.getByTestId('solution-card');
    await expect(card).toContainText('Question ');
    await page.getByTestId('language-toggle').click();
    await expect(card).toContainText('कौन सा विकल्प सही है?');
    await expect(page.getByTestId('language-toggle')).toHaveText('View in English');

    // A second, better student: our rank drops to 2 of 2 and the percentile to 50.
    await otherStudentTakes(request, exam, ['A', 'A', 'A']);
    await page.goto(`/test-results/${attemptId}`);
    await expect(page.getByTestId('tile-rank')).toContainText(/2\s*\/\s*2/);
    await expect(page.getByTestId('tile-percentile')).toContainText('50.00');
    await expect(page.getByTestId('top-rankers')).toContainText('Meera Nair');
    await expect(page.getByTestId('top-rankers')).toContainText('Asha Verma');
  });

  test('the dashboard shows counts, the resume list and recent results', async ({ page, request }) => {
    const done = await createShortTest(request, 2, { marksPerQuestion: 1, negativeMarks: 0, totalMarks: 2 });
    const open = await createShortTest(request, 2);
    await signUp(page, newStudent());
    const headers = await bearer(page);

    const first = await request.post('/api/test-attempts', { headers, data: { testId: done.id } });
    const firstId = (await first.json()).id as string;
    await request.post(`/api/test-attempts/${firstId}/submit`, {
      headers,
      data: {
        questionUpdates: [{ questionId: done.questionIds[0], selectedAnswer: 'A', clientTs: Date.now() }],
      },
    });
    await expect
      .poll(async () => (await request.get(`/api/test-results/${firstId}`, { headers })).status(), {
        timeout: 20_000,
      })
      .toBe(200);
    await request.post('/api/test-attempts', { headers, data: { testId: open.id } });

    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-sectional')).toContainText('1');
    await expect(page.getByTestId('stat-full-length')).toContainText('0');
    await expect(page.getByTestId('stat-average')).toContainText('50');
    await expect(page.getByTestId('resume-list')).toContainText(open.title);
    const recent = page.getByTestId('recent-list');
    await expect(recent).toContainText(done.title);
    await expect(recent).toContainText(/1\s*\/\s*2/);
    await recent.getByRole('link', { name: 'View Results' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/test-results/${firstId}$`));

    // /tests shows the completed test with its score and a Reattempt.
    await page.goto('/tests?examType=SSC_CGL');
    await page.getByRole('tab', { name: /^Sectional/ }).click();
    const card = page.getByRole('article', { name: done.title });
    await expect(card.getByTestId('test-card-result')).toContainText(/1\s*\/\s*2/);
    await expect(card.getByRole('link', { name: 'Reattempt' })).toBeVisible();

    // Settings → Export My Data carries the scored attempt.
    await page.goto('/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export My Data' }).click();
    const exported = JSON.parse(await readFile(await (await download).path(), 'utf8'));
    expect(exported.testAttempts).toMatchObject([
      { id: firstId, title: done.title, status: 'SCORED', totalScore: '1', totalMarks: 2, percentage: 50 },
    ]);
  });
});
