import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createFullLengthTest, createShortTest } from './exam-fixtures';
import { newStudent, signUp, storedSession, successToast } from './support';

type SavedAnswer = { questionId: string; selectedAnswer: string | null; attemptStatus: string };

const LEAVE_TEXT =
  'Your test progress will be saved you can resume your test any time Are you sure you want to leave?';

const option = (page: Page, letter: string) =>
  page.getByRole('radio', { name: new RegExp(`^Option ${letter}`) });
const paletteButton = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Question ${n}, `) });
const saveState = (page: Page) => page.getByTestId('save-state');
const attemptIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() as string;

/** Instructions → accept → Start; returns the attempt id. */
async function startFromInstructions(page: Page, testId: string, language: 'English' | 'Hindi' = 'English') {
  await page.goto(`/test-instructions/${testId}`);
  await page.getByRole('radio', { name: new RegExp(`^${language}`) }).check();
  const start = page.getByRole('button', { name: 'Start Test' });
  await expect(start).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await start.click();
  await expect(page).toHaveURL(new RegExp(`/test-taking/[^/?]+\\?lang=${language.toLowerCase()}$`));
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  return attemptIdOf(page);
}

/** What the server holds, read through the gateway with the student's own token. */
async function savedAnswers(page: Page, request: APIRequestContext, attemptId: string) {
  const { token } = await storedSession(page);
  const res = await request.get(`/api/question-attempts?testAttemptId=${attemptId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const rows = (await res.json()) as SavedAnswer[];
  return new Map(rows.map((r) => [r.questionId, r]));
}

async function attemptOf(page: Page, request: APIRequestContext, attemptId: string) {
  const { token } = await storedSession(page);
  const res = await request.get(`/api/test-attempts/${attemptId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { isCompleted: boolean; submitReason: string | null };
}

test.describe('taking a test', () => {
  test('full-length test in Hindi: answer, mark and clear across sections, reload restores it all', async ({
    page,
    request,
  }) => {
    const exam = await createFullLengthTest(request, 2);
    await signUp(page, newStudent());
    const attemptId = await startFromInstructions(page, exam.id, 'Hindi');

    // Hindi text, four section tabs with counts, the first section's palette.
    await expect(page.getByText(/^प्रश्न .+: कौन सा विकल्प सही है\?$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Quantitative Aptitude\s*0\/2/ })).toBeVisible();

    // Q1: answer A.
    await option(page, 'A').click();
    await expect(option(page, 'A')).toHaveAttribute('aria-checked', 'true');
    await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, Answered');
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(page.getByText(/^Question 2 of 8$/)).toBeVisible();

    // Q2: mark only → marked for review, advances to Q3 (the reasoning section).
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    await expect(page.getByText(/^Question 3 of 8$/)).toBeVisible();

    // Q3: choose C, choose C again (clears), choose D, then mark → answered and marked.
    await option(page, 'C').click();
    await option(page, 'C').click();
    await expect(option(page, 'C')).toHaveAttribute('aria-checked', 'false');
    await option(page, 'D').click();
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    await expect(page.getByText(/^Question 4 of 8$/)).toBeVisible();

    // Switch to General Awareness: goes to its first question (Q7); answer B there.
    await page.getByRole('button', { name: /^General Awareness/ }).click();
    await expect(page.getByText(/^Question 7 of 8$/)).toBeVisible();
    await option(page, 'B').click();
    await expect(paletteButton(page, 7)).toHaveAccessibleName('Question 7, Answered');
    await expect(saveState(page)).toHaveText('All answers saved');

    const [q1, q2, q3, , , , q7] = exam.questionIds as string[];
    await expect
      .poll(async () => {
        const saved = await savedAnswers(page, request, attemptId);
        return [q1, q2, q3, q7].map((id) => {
          const row = saved.get(id as string);
          return `${row?.selectedAnswer}/${row?.attemptStatus}`;
        });
      })
      .toEqual(['A/ANSWERED', 'null/MARKED_FOR_REVIEW', 'D/ANSWERED_AND_MARKED', 'B/ANSWERED']);

    // Reload mid-test (the leave prompt is accepted): everything comes back.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(successToast(page, 'Test resumed from where you left off')).toBeVisible();
    await expect(page.getByText(/^Question 7 of 8$/)).toBeVisible();
    await expect(option(page, 'B')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(/^प्रश्न .+: कौन सा विकल्प सही है\?$/)).toBeVisible();
    await page.getByRole('button', { name: /^Quantitative Aptitude/ }).click();
    await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, Answered');
    await expect(paletteButton(page, 2)).toHaveAccessibleName('Question 2, Marked for review');
    await page.getByRole('button', { name: /^General Intelligence/ }).click();
    await expect(paletteButton(page, 3)).toHaveAccessibleName('Question 3, Answered and marked for review');
    await expect(paletteButton(page, 4)).toHaveAccessibleName('Question 4, Not attempted');
  });

  test('answers given offline reach the server when the network returns', async ({
    page,
    context,
    request,
  }) => {
    const exam = await createShortTest(request, 4);
    await signUp(page, newStudent());
    const attemptId = await startFromInstructions(page, exam.id);

    await context.setOffline(true);
    await option(page, 'B').click();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await option(page, 'C').click();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await option(page, 'D').click();
    await expect(saveState(page)).toContainText('3 answers not saved yet');

    await context.setOffline(false);
    await expect(saveState(page)).toHaveText('All answers saved', { timeout: 20_000 });
    const saved = await savedAnswers(page, request, attemptId);
    expect(exam.questionIds.slice(0, 3).map((id) => saved.get(id)?.selectedAnswer)).toEqual(['B', 'C', 'D']);
  });

  test('two tabs on one attempt see each other’s answers; an older queued write never wins', async ({
    page,
    context,
    request,
  }) => {
    const exam = await createShortTest(request, 3);
    await signUp(page, newStudent());
    const attemptId = await startFromInstructions(page, exam.id);
    const second = await context.newPage();
    second.on('dialog', (dialog) => void dialog.accept());
    page.on('dialog', (dialog) => void dialog.accept());
    await second.goto(`/test-taking/${attemptId}`);
    await expect(second.getByText(/^Question \d of 3$/)).toBeVisible();
    if (!(await second.getByText('Question 1 of 3').isVisible())) await paletteButton(second, 1).click();

    await option(page, 'A').click();
    await expect(option(second, 'A')).toHaveAttribute('aria-checked', 'true');
    await option(second, 'C').click();
    await expect(option(page, 'C')).toHaveAttribute('aria-checked', 'true');
    await expect(saveState(page)).toHaveText('All answers saved');
    await expect(saveState(second)).toHaveText('All answers saved');
    await expect
      .poll(
        async () =>
          (await savedAnswers(page, request, attemptId)).get(exam.questionIds[0] as string)?.selectedAnswer,
      )
      .toBe('C');

    // A write stamped before C (a late retry from anywhere) is refused with the newer answer.
    const { token } = await storedSession(page);
    const late = await request.post('/api/question-attempts', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        test_attempt_id: attemptId,
        question_id: exam.questionIds[0],
        selected_answer: 'B',
        attempt_status: 'ANSWERED',
        time_spent: 5,
        client_ts: 1,
      },
    });
    expect(await late.json()).toMatchObject({ applied: false, questionAttempt: { selectedAnswer: 'C' } });
  });

  test('submit asks for confirmation with the counts, then shows the results page', async ({
    page,
    request,
  }) => {
    const exam = await createShortTest(request, 3);
    await signUp(page, newStudent());
    const attemptId = await startFromInstructions(page, exam.id);

    await option(page, 'A').click();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    await page.getByRole('button', { name: 'Submit Test' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('1');
    await expect(dialog).toContainText('3');
    await expect(dialog).toContainText(/marked for review/i);
    await dialog.getByRole('button', { name: 'Yes, Submit' }).click();

    await expect(successToast(page, 'Test submitted successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/test-results/${attemptId}$`));
    expect(await attemptOf(page, request, attemptId)).toMatchObject({
      isCompleted: true,
      submitReason: 'USER',
    });
    const saved = await savedAnswers(page, request, attemptId);
    expect(saved.get(exam.questionIds[0] as string)?.selectedAnswer).toBe('A');

    // Opening the finished attempt again says so.
    await page.goto(`/test-taking/${attemptId}`);
    await expect(page.getByText('You have already completed this test')).toBeVisible();
  });

  test('a 1-minute test submits itself at zero', async ({ page, request }) => {
    test.setTimeout(150_000);
    const exam = await createShortTest(request, 2, { durationMinutes: 1, totalMarks: 4 });
    await signUp(page, newStudent());
    const attemptId = await startFromInstructions(page, exam.id);
    await expect(page.getByTestId('timer')).toHaveText(/^00:0[01]:\d\d$/);
    await option(page, 'C').click();

    await expect(page).toHaveURL(new RegExp(`/test-results/${attemptId}$`), { timeout: 90_000 });
    expect(await attemptOf(page, request, attemptId)).toMatchObject({
      isCompleted: true,
      submitReason: 'TIMER',
    });
  });

  test('leaving mid-test asks first; confirming goes to the dashboard', async ({ page, request }) => {
    const exam = await createShortTest(request, 2);
    await signUp(page, newStudent());
    await startFromInstructions(page, exam.id);

    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goBack();
    await expect.poll(() => messages).toEqual([LEAVE_TEXT]);
    await expect(page).toHaveURL(/\/test-taking\//);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('opening the exam screen', () => {
  test("the page's start script asks for the attempt, its questions and the page's code once each, and the app takes them", async ({
    page,
    request,
  }) => {
    const exam = await createShortTest(request, 3);
    await signUp(page, newStudent());
    const attemptId = await startFromInstructions(page, exam.id);

    const asked = new Map<string, number>();
    const watched = [
      `/api/test-attempts/${attemptId}`,
      `/api/test-questions/${exam.id}`,
      '/mf-remotes.json',
      '/remotes/student/mf-manifest.json',
      '/remotes/student/remoteEntry.js',
    ];
    page.on('request', (req) => {
      const path = new URL(req.url()).pathname;
      if (req.method() === 'GET' && watched.includes(path)) asked.set(path, (asked.get(path) ?? 0) + 1);
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });

    // Which fetches run while the HTML is still being parsed: only an inline script can do that.
    await page.addInitScript(() => {
      const scope = globalThis as unknown as {
        fetch: typeof fetch;
        duringParse: string[];
        document: { readyState: string };
        location: { href: string };
      };
      const plain = scope.fetch.bind(globalThis);
      scope.duringParse = [];
      scope.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (scope.document.readyState === 'loading') {
          scope.duringParse.push(new URL(url, scope.location.href).pathname);
        }
        return plain(input, init);
      };
    });
    await page.reload();
    await expect(page.getByText(/^Question 1 of 3$/)).toBeVisible();
    await expect(page.getByText(/Question .+: which option is right\?$/)).toBeVisible();
    // Every early response was taken by the app (none left over), so nothing was asked twice.
    await expect
      .poll(() =>
        page.evaluate(
          () => (globalThis as { __sscEarlyResponses?: Map<string, unknown> }).__sscEarlyResponses?.size,
        ),
      )
      .toBe(0);
    expect(Object.fromEntries(asked)).toEqual(Object.fromEntries(watched.map((path) => [path, 1])));
    expect(refused).toEqual([]);
    const duringParse = await page.evaluate(
      () => (globalThis as unknown as { duringParse: string[] }).duringParse,
    );
    expect(duringParse).toEqual(
      expect.arrayContaining(['/mf-remotes.json', `/api/test-attempts/${attemptId}`]),
    );
  });
});
