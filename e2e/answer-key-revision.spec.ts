import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { auditPage } from './axe-audit';
import { adminToken, type CreatedTest, createShortTest } from './exam-fixtures';
import { header, newStudent, signUp, successToast } from './support';

const option = (page: Page, letter: string) =>
  page.getByRole('radio', { name: new RegExp(`^Option ${letter}`) });

/** Another student who answers through the API; resolves once the result is scored. */
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
  const submitted = await request.post(`/api/test-attempts/${attemptId}/submit`, {
    headers,
    data: {
      questionUpdates: exam.questionIds.map((questionId, i) => ({
        questionId,
        selectedAnswer: answers[i] ?? null,
        timeSpent: 10,
        clientTs: Date.now(),
      })),
    },
  });
  expect(submitted.status()).toBe(200);
  await expect
    .poll(async () => (await request.get(`/api/test-results/${attemptId}`, { headers })).status(), {
      timeout: 20_000,
    })
    .toBe(200);
  return { attemptId, headers };
}

async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
}

/** An admin's revision through the gateway; resolves once every affected result is re-scored. */
async function revise(request: APIRequestContext, body: Record<string, unknown>) {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const posted = await request.post('/api/admin/answer-key-revisions', { headers, data: body });
  expect(posted.status(), await posted.text()).toBe(202);
  const { id } = (await posted.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/admin/answer-key-revisions/${id}`, { headers });
        return ((await res.json()) as { status: string }).status;
      },
      { timeout: 30_000 },
    )
    .toBe('DONE');
  const done = await request.get(`/api/admin/answer-key-revisions/${id}`, { headers });
  return (await done.json()) as { affected: number; rescored: number; failed: number; decidedAt: string };
}

test.describe('answer-key revisions', () => {
  test("a CHANGE makes a student's answer right: score, rank and the revision's note change on the results page (English and Hindi); a DROP credits everyone", async ({
    page,
    request,
  }) => {
    // Three questions, +2 / −0.5; the key is A everywhere.
    const exam = await createShortTest(request, 3, {
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      totalMarks: 6,
    });
    await page.setViewportSize({ width: 360, height: 800 });
    await signUp(page, newStudent('Asha Verma'));
    await page.goto(`/test-instructions/${exam.id}`);
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Start Test' }).click();
    await expect(page.getByText('Question 1 of 3')).toBeVisible();
    await option(page, 'B').click(); // wrong by the key
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await option(page, 'A').click(); // right
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page.getByRole('button', { name: 'Yes, Submit' }).click();
    await expect(successToast(page, 'Test submitted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/test-results\/[^/]+$/);
    const attemptId = new URL(page.url()).pathname.split('/').pop() as string;

    // Meera: A, A, C = 2 + 2 − 0.5 = 3.5; Asha: −0.5 + 2 = 1.5, second of two.
    const meera = await otherStudentTakes(request, exam, ['A', 'A', 'C']);
    await page.reload();
    await expect(page.getByTestId('tile-score')).toContainText(/1\.5\s*\/\s*6/);
    await expect(page.getByTestId('tile-rank')).toContainText(/2\s*\/\s*2/);
    await expect(page.getByTestId('revision-notice')).toHaveCount(0);

    // The key of Q1 was B: Asha 2 + 2 = 4, Meera −0.5 + 2 − 0.5 = 1 — Asha is first now.
    const note = 'Option B is right: the published key had a typo.';
    const change = await revise(request, {
      testId: exam.id,
      questionId: exam.questionIds[0],
      decision: 'CHANGE',
      correctAnswers: ['B'],
      note,
    });
    expect(change).toMatchObject({ affected: 2, rescored: 2, failed: 0 });
    await page.reload();
    await expect(page.getByTestId('tile-score')).toContainText(/4\s*\/\s*6/);
    await expect(page.getByTestId('tile-rank')).toContainText(/1\s*\/\s*2/);
    const notice = page.getByRole('region', { name: 'Answer-key revisions' });
    await expect(notice.getByTestId('revision-line')).toHaveCount(1);
    const date = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
          new Date(iso),
        ),
      change.decidedAt,
    );
    await expect(notice).toContainText(
      `Score revised from 1.5 to 4 after the answer-key revision of ${date}: Q1 key changed`,
    );
    await expect(notice).toContainText(`Note from the examiners: ${note}`);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    // The solution card says what the ruling decided.
    await page.goto(`/test-solutions/${attemptId}`);
    const ruling = page.getByTestId('solution-ruling').first();
    await expect(ruling).toContainText('The key was changed: the correct answer is B');
    await expect(ruling).toContainText(note);

    // In Hindi (the header's switch): the same revision, worded in Hindi, with the examiners' note as written.
    await page.goto(`/test-results/${attemptId}`);
    await header(page).getByRole('combobox').selectOption('hi');
    const hindi = page.getByRole('region', { name: 'उत्तर कुंजी में संशोधन' });
    await expect(hindi).toContainText('स्कोर 1.5 से 4 किया गया: प्रश्न 1 कुंजी बदली गई');
    await expect(hindi).toContainText(`परीक्षकों की टिप्पणी: ${note}`);
    await expect(hindi.getByRole('heading')).toHaveText(/[\u0900-\u097F]/);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await auditPage(page, 'result with an answer-key revision (Hindi, 360 px)');
    await header(page).getByRole('combobox').selectOption('en');
    await expect(page.getByRole('region', { name: 'Answer-key revisions' })).toBeVisible();

    // Q3 dropped: full marks to both, whatever they answered — Asha left it (4 → 6), Meera had
    // it wrong (1 → 3.5).
    const drop = await revise(request, {
      testId: exam.id,
      questionId: exam.questionIds[2],
      decision: 'DROP',
      note: 'The question had two correct options.',
    });
    expect(drop).toMatchObject({ affected: 2, rescored: 2, failed: 0 });
    await page.goto(`/test-results/${attemptId}`);
    await expect(page.getByTestId('tile-score')).toContainText(/6\s*\/\s*6/);
    await expect(page.getByTestId('tile-rank')).toContainText(/1\s*\/\s*2/);
    await expect(page.getByTestId('revision-line')).toHaveCount(2);
    await expect(page.getByTestId('revision-line').nth(1)).toContainText('Score revised from 4 to 6');
    await expect(page.getByTestId('revision-line').nth(1)).toContainText('Q3 question dropped');
    const meeraResult = await request.get(`/api/test-results/${meera.attemptId}`, { headers: meera.headers });
    expect(await meeraResult.json()).toMatchObject({ score: 3.5, rank: 2, rankTotal: 2 });
  });

  test('a DROP_LANGUAGE for Hindi credits the student who chose Hindi before starting, not an English taker', async ({
    page,
    request,
  }) => {
    // Two questions, +2 / −0.5; the key is A everywhere.
    const exam = await createShortTest(request, 2, {
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      totalMarks: 4,
    });
    await page.setViewportSize({ width: 360, height: 800 });
    await signUp(page, newStudent('Kavita Joshi'));
    await page.goto(`/test-instructions/${exam.id}`);
    await page.getByRole('radio', { name: 'Hindi (हिंदी)' }).check();
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Start Test' }).click();
    await expect(page).toHaveURL(/\/test-taking\/[^/?]+\?lang=hindi$/);
    await expect(page.getByText('Question 1 of 2')).toBeVisible();
    await option(page, 'B').click(); // wrong by the key
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await option(page, 'A').click(); // right
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page.getByRole('button', { name: 'Yes, Submit' }).click();
    await expect(successToast(page, 'Test submitted successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/test-results\/[^/]+$/);
    await expect(page.getByTestId('tile-score')).toContainText(/1\.5\s*\/\s*4/);

    // Meera starts without naming a language (English) and answers the same: 1.5.
    const meera = await otherStudentTakes(request, exam, ['B', 'A']);

    // The Hindi version of Q1 was mistranslated: Kavita −0.5 → 2 (4 in all), Meera keeps 1.5.
    const drop = await revise(request, {
      testId: exam.id,
      questionId: exam.questionIds[0],
      decision: 'DROP_LANGUAGE',
      language: 'HINDI',
      note: 'The Hindi version of the question was mistranslated.',
    });
    expect(drop).toMatchObject({ affected: 2, failed: 0 });
    await page.reload();
    await expect(page.getByTestId('tile-score')).toContainText(/4\s*\/\s*4/);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    const meeraResult = await request.get(`/api/test-results/${meera.attemptId}`, { headers: meera.headers });
    expect(await meeraResult.json()).toMatchObject({ score: 1.5 });
  });
});
