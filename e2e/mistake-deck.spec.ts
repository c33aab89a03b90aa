import { expect, test } from '@playwright/test';
import { createShortTest } from './exam-fixtures';
import { newStudent, signUp, storedSession } from './support';

/**
 * Issue 15's mistake deck through the gateway: wrong answers of a scored attempt wait in the
 * student's deck and the dashboard says when they come back. (Their review falls due a day later,
 * which a browser test cannot wait for; the int tests cover the mini-mock itself.)
 */
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
