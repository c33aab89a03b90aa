import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type CreatedTest, createShortTest } from './exam-fixtures';
import { newStudent, signUp } from './support';

/**
 * The results analysis in Chromium through the gateway (docs/results-analysis.md): answer
 * changes, accuracy on answered-and-marked questions, time against everyone's median, and a blind
 * guess's value beside the student's own quick guesses — with figures worked out by hand.
 */

const option = (page: Page, letter: string) =>
  page.getByRole('radio', { name: new RegExp(`^Option ${letter}`) });

/** Another taker through the API: every answer right, two minutes on each question. */
async function slowTaker(request: APIRequestContext, exam: CreatedTest, name: string) {
  const account = newStudent(name);
  const signup = await request.post('/api/auth/signup', {
    data: { email: account.email, password: account.password, displayName: account.name },
  });
  expect(signup.status()).toBe(201);
  const headers = { Authorization: `Bearer ${(await signup.json()).session.access_token}` };
  const started = await request.post('/api/test-attempts', { headers, data: { testId: exam.id } });
  expect(started.status()).toBe(201);
  const attemptId = (await started.json()).id as string;
  const questionUpdates = exam.questionIds.map((questionId) => ({
    questionId,
    selectedAnswer: 'A',
    timeSpent: 120,
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
}

test('the analysis card: answer changes, marked accuracy, time against the median, guessing', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Four questions, +2 / −0.5, A right everywhere.
  const exam = await createShortTest(request, 4, { marksPerQuestion: 2, negativeMarks: 0.5, totalMarks: 8 });
  // Two takers before: 120 s on every question (bucket 120–124 s, read as 122 s).
  await slowTaker(request, exam, 'Kavya Menon');
  await slowTaker(request, exam, 'Rohit Das');

  await signUp(page, newStudent('Nisha Pillai'));
  await page.goto(`/test-instructions/${exam.id}`);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByText('Question 1 of 4')).toBeVisible();
  const saved = page.getByTestId('save-state');
  const choose = async (letter: string) => {
    await option(page, letter).click();
    await expect(option(page, letter)).toHaveAttribute('aria-checked', 'true');
    await expect(saved).toHaveText('All answers saved', { timeout: 15_000 });
  };

  // Q1: B (wrong), then A (right). Q2: A, then C. Q3: A, marked. Q4: D, marked.
  await choose('B');
  await choose('A');
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText('Question 2 of 4')).toBeVisible();
  await choose('A');
  await choose('C');
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText('Question 3 of 4')).toBeVisible();
  await choose('A');
  await page.getByRole('button', { name: 'Mark for Review' }).click();
  await expect(page.getByText('Question 4 of 4')).toBeVisible();
  await choose('D');
  await page.getByRole('button', { name: 'Mark for Review' }).click();
  await expect(page.getByRole('button', { name: 'Unmark' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('button', { name: 'Yes, Submit' }).click();
  await expect(page).toHaveURL(/\/test-results\/[^/]+$/);

  const card = page.getByTestId('result-analysis');
  await expect(card).toBeVisible({ timeout: 30_000 });
  // Changes: Q1 wrong → right, Q2 right → wrong.
  const changes = card.getByRole('region', { name: 'Answer changes' });
  await expect(changes.getByText('Wrong to right').locator('..')).toContainText('1');
  await expect(changes.getByText('Right to wrong').locator('..')).toContainText('1');
  await expect(changes.getByText('Wrong to wrong').locator('..')).toContainText('0');
  // Marked: Q3 right, Q4 wrong.
  await expect(card.getByRole('region', { name: 'Marked for review' })).toContainText(
    '1 of 2 questions you answered and marked for review was right (50%).',
  );
  // Medians of [mine (seconds), 122, 122] are 122 s: faster on all four.
  await expect(card.getByRole('region', { name: "Time against everyone's median" })).toContainText(
    'Slower than the median on 0 questions, faster on 4 questions (of 4 compared).',
  );
  // A blind guess: (2 − 3 × 0.5) / 4 = +0.125 marks. Mine all came in under a quarter of 122 s:
  // four quick guesses, Q1 and Q3 right = 50 %.
  const guessing = card.getByRole('region', { name: 'Guessing' });
  await expect(guessing.getByText('A blind guess is worth', { exact: true }).locator('..')).toContainText(
    '+0.13 marks',
  );
  await expect(guessing.getByText('Your quick guesses', { exact: true }).locator('..')).toContainText('4');
  await expect(guessing.getByText('Right', { exact: true }).locator('..')).toContainText('50%');
  await expect(guessing).toContainText(
    'On this paper a blind guess gains marks on average. Your quick guesses were right 50% of the time, better than a blind guess (25%).',
  );

  // On a 360 px phone the page does not scroll sideways, and axe finds nothing serious.
  await page.setViewportSize({ width: 360, height: 780 });
  await card.scrollIntoViewIfNeeded();
  const widths = await page.evaluate(() => {
    const { innerWidth, document } = globalThis as unknown as {
      innerWidth: number;
      document: { documentElement: { scrollWidth: number } };
    };
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth };
  });
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.innerWidth);
  const axe = await new AxeBuilder({ page })
    .include('[data-testid="result-analysis"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id);
  expect(serious).toEqual([]);
});
