import { expect, test } from '@playwright/test';
import { holdAppEntry, recorded, recordFrames, takeover } from './early-paint';
import { createFullLengthTest } from './exam-fixtures';
import { newStudent, signUp, storedSession } from './support';

/**
 * A fresh attempt opened cold (a link, a reload): index.html's start script paints its first
 * question before the app's code runs (shell/src/early/firstQuestionPaint.ts), and the exam
 * screen takes its place. Checked frame by frame at 360 px: the painted question is the exam
 * screen's, the two never show at once, the text does not move, nothing shifts, and the exam
 * works on from there.
 */

test.use({ viewport: { width: 360, height: 740 } });

test('a fresh attempt opened cold: its first question is painted before the app, which takes its place', async ({
  page,
  request,
}) => {
  const exam = await createFullLengthTest(request, 1);
  await signUp(page, newStudent());
  const { token } = await storedSession(page);
  const started = await request.post('/api/test-attempts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { testId: exam.id },
  });
  expect(started.status()).toBe(201);
  const attempt = (await started.json()) as { id: string; questions: { questionId: string }[] };
  const first = exam.questions[exam.questionIds.indexOf(attempt.questions[0]?.questionId ?? '')];
  const hindi = String(first?.questionTextHindi);
  expect(hindi).toMatch(/^प्रश्न /);

  await recordFrames(page, {
    layer: '#first-question',
    target: '.question-card__text',
    also: ['.exam-header'],
  });
  // The shell's entry is held back until the painted question has been looked at.
  const entry = await holdAppEntry(page);
  await page.goto(`/test-taking/${attempt.id}?lang=hindi`);

  const painted = page.locator('#first-question');
  await expect(painted.locator('.question-card__text')).toHaveText(hindi);
  await expect(painted.locator('.exam-header__title')).toHaveText(exam.title);
  await expect(painted.getByText(`Question 1 of ${attempt.questions.length}`)).toBeVisible();
  await expect(painted.locator('.exam-header__palette')).toHaveText('Question Palette');
  await expect(page.locator('#root')).toBeEmpty();

  entry.release();
  const question = page.locator('#root .question-card__text');
  await expect(question).toHaveText(hindi);
  await expect(painted).toHaveCount(0);

  const { paintedFrames, both, before, after, shift } = await takeover(page);
  expect(paintedFrames).toBeGreaterThan(0);
  // Never the question twice: the frame that first shows the exam screen's no longer has the picture.
  expect(both).toEqual([]);
  expect(after?.text).toBe(before?.text);
  // Where the text was painted is where the exam screen draws it: same place and size (the exam
  // route has no site header, and the painted header has the phone's palette row).
  expect(after?.box).toEqual(before?.box);
  expect(after?.also[0]?.top).toBe(before?.also[0]?.top);
  expect(shift).toBe(0);

  // The exam works on: answer, Save & Next, and the answer is kept.
  await page.getByText(`अल्फा ${hindi.slice('प्रश्न '.length, hindi.indexOf(':'))}`, { exact: true }).click();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText(`Question 2 of ${attempt.questions.length}`)).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('All answers saved');

  // Reopened, the attempt is no longer fresh: the app alone shows it.
  await entry.stopHolding();
  await page.reload();
  await expect(page.getByText(new RegExp(`^Question \\d of ${attempt.questions.length}$`))).toBeVisible();
  const reopened = await recorded(page);
  expect(reopened.frames.filter((f) => f.painted)).toEqual([]);
});
