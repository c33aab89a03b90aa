import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createShortTest } from './exam-fixtures';
import { newStudent, signUp, storedSession } from './support';
import { deckDatesBack } from './time-travel';

/**
 * The mistake deck through the gateway: wrong answers of a scored attempt wait in the
 * student's deck and the dashboard says when they come back; when they fall due (days pass by
 * moving the deck's stored dates back, e2e/time-travel.ts) the student sits the mini-mock from
 * the dashboard in Chromium, and a question answered right twice retires.
 */

type Deck = { due: number; active: number; retired: number; nextDueAt: string | null };

async function deckOf(request: APIRequestContext, headers: Record<string, string>): Promise<Deck> {
  const res = await request.get('/api/mistake-deck', { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as Deck;
}

/** Answers A and B wrong (A is right everywhere) in a submitted attempt, through the API. */
async function submitWith(
  request: APIRequestContext,
  headers: Record<string, string>,
  testId: string,
  answers: Array<[string, string]>,
) {
  const started = await request.post('/api/test-attempts', { headers, data: { testId } });
  expect(started.status()).toBe(201);
  const attemptId = (await started.json()).id as string;
  const questionUpdates = answers.map(([questionId, selectedAnswer]) => ({
    questionId,
    selectedAnswer,
    timeSpent: 12,
    clientTs: Date.now(),
  }));
  const submitted = await request.post(`/api/test-attempts/${attemptId}/submit`, {
    headers,
    data: { questionUpdates },
  });
  expect(submitted.status()).toBe(200);
}

/**
 * From the dashboard's card: Practise, the instructions, the mini-mock. `rightFor` picks the
 * questions (by the text that names them) to answer right (A); the others get C (wrong).
 */
async function sitMiniMock(page: Page, count: number, rightFor: (text: string) => boolean) {
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Mistake Deck' });
  await expect(card.getByTestId('mistake-deck-due')).toContainText(`${count} question`);
  await card.getByRole('button', { name: `Practise ${count} question${count === 1 ? '' : 's'}` }).click();
  await expect(page).toHaveURL(/\/test-instructions\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mistake deck review');
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page).toHaveURL(/\/test-taking\/[^/?]+/);
  for (let n = 1; n <= count; n += 1) {
    await expect(page.getByText(new RegExp(`^Question ${n} of ${count}$`))).toBeVisible();
    const text =
      (await page
        .getByText(/: which option is right\?$/)
        .first()
        .textContent()) ?? '';
    const letter = rightFor(text) ? 'A' : 'C';
    await page.getByRole('radio', { name: new RegExp(`^Option ${letter}`) }).click();
    await expect(page.getByRole('radio', { name: new RegExp(`^Option ${letter}`) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    if (n < count) await page.getByRole('button', { name: 'Save & Next' }).click();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('button', { name: 'Yes, Submit' }).click();
  await expect(page).toHaveURL(/\/test-results\//);
  await expect(page.getByTestId('tile-score')).toBeVisible({ timeout: 30_000 });
}
test('wrong answers wait in the mistake deck, shown on the dashboard with the next review', async ({
  page,
  request,
}) => {
  const exam = await createShortTest(request, 3);
  await signUp(page, newStudent('Deepa Rao'));
  const headers = { Authorization: `Bearer ${(await storedSession(page)).token}` };

  const empty = await request.get('/api/mistake-deck', { headers });
  expect(await empty.json()).toEqual({ due: 0, active: 0, retired: 0, nextDueAt: null, dueBySection: [] });

  const started = await request.post('/api/test-attempts', { headers, data: { testId: exam.id } });
  expect(started.status()).toBe(201);
  const attemptId = (await started.json()).id as string;
  // A is right everywhere: one right, two wrong.
  const questionUpdates = exam.questionIds.map((questionId, i) => ({
    questionId,
    selectedAnswer: i === 0 ? 'A' : 'B',
    timeSpent: 12,
    clientTs: Date.now(),
  }));
  const submitted = await request.post(`/api/test-attempts/${attemptId}/submit`, {
    headers,
    data: { questionUpdates },
  });
  expect(submitted.status()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/mistake-deck', { headers })).json()) as { active: number }).active,
      {
        timeout: 20_000,
      },
    )
    .toBe(2);

  const early = await request.post('/api/mistake-deck/mini-mock', { headers });
  expect(early.status()).toBe(409);
  expect((await early.json()).message).toBe('No questions in your mistake deck are due yet');

  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Mistake Deck' });
  await expect(card.getByTestId('mistake-deck-due')).toHaveText('0 questions due for review, 2 waiting.');
  await expect(card.getByText(/^Next review:/)).toBeVisible();
  await expect(card.getByRole('button', { name: /Practise/ })).toHaveCount(0);
});

test('days later the mini-mock is sat from the dashboard; two right answers retire a question', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const exam = await createShortTest(request, 3);
  await signUp(page, newStudent('Imran Qureshi'));
  const session = await storedSession(page);
  const headers = { Authorization: `Bearer ${session.token}` };
  const userId = (JSON.parse(session.user ?? '{}') as { id: string }).id;
  const [right, wrong1, wrong2] = exam.questionIds as [string, string, string];
  // Question texts name them: "Question {suffix}-{i}: which option is right?".
  const isFirstWrong = (text: string) => /-1: which option is right\?$/.test(text);

  await submitWith(request, headers, exam.id, [
    [right, 'A'],
    [wrong1, 'B'],
    [wrong2, 'D'],
  ]);
  await expect.poll(async () => (await deckOf(request, headers)).active, { timeout: 20_000 }).toBe(2);

  // A day and a half later both are due (the first review comes a day after the mistake).
  await deckDatesBack(userId, 36);
  expect(await deckOf(request, headers)).toMatchObject({ due: 2, active: 2, retired: 0 });
  // The first wrong question right this time, the other wrong again.
  await sitMiniMock(page, 2, isFirstWrong);
  await expect.poll(async () => (await deckOf(request, headers)).due, { timeout: 20_000 }).toBe(0);
  const afterFirst = await deckOf(request, headers);
  expect(afterFirst).toMatchObject({ active: 2, retired: 0 });
  // The next review is 3 days after the mistake: a day and a half from now.
  const nextInHours = (Date.parse(afterFirst.nextDueAt ?? '') - Date.now()) / 3_600_000;
  expect(nextInHours).toBeGreaterThan(35);
  expect(nextInHours).toBeLessThan(37);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Mistake Deck' }).getByTestId('mistake-deck-due')).toHaveText(
    '0 questions due for review, 2 waiting.',
  );

  // Two days on: both due again; right twice now retires the first.
  await deckDatesBack(userId, 48);
  await sitMiniMock(page, 2, isFirstWrong);
  await expect.poll(async () => (await deckOf(request, headers)).retired, { timeout: 20_000 }).toBe(1);
  expect(await deckOf(request, headers)).toMatchObject({ due: 0, active: 1, retired: 1 });
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Mistake Deck' }).getByTestId('mistake-deck-due')).toHaveText(
    '0 questions due for review, 1 waiting, 1 retired.',
  );
});
