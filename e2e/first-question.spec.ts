import { expect, type Page, test } from '@playwright/test';
import { createFullLengthTest } from './exam-fixtures';
import { newStudent, signUp, storedSession } from './support';

/**
 * A fresh attempt opened cold (a link, a reload): index.html's start script paints its first
 * question before the app's code runs (shell/src/early/firstQuestionPaint.ts), and the exam
 * screen takes its place. Checked frame by frame at 360 px: the painted question is the exam
 * screen's, the two never show at once, the text does not move, nothing shifts, and the exam
 * works on from there.
 */

type Box = { top: number; left: number; width: number; height: number };
type Frame = {
  /** The painted question, and its exam header's top. */
  painted: { text: string; box: Box; headerTop: number } | null;
  /** The exam screen's own question, and its exam header's top. */
  app: { text: string; box: Box; headerTop: number } | null;
};

/** The little of the DOM the page functions below use (the e2e suite compiles without DOM types). */
type PageElement = { textContent: string | null; getBoundingClientRect(): Box };
type PageScope = {
  __frames: Frame[];
  __shift: number;
  document: { querySelector(selector: string): PageElement | null };
  requestAnimationFrame(callback: () => void): void;
  PerformanceObserver: new (
    callback: (list: { getEntries(): Array<{ value: number; hadRecentInput: boolean }> }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
};

/** In the page from its first script on: what each frame is about to show, and layout shifts. */
const RECORD_FRAMES = () => {
  const scope = globalThis as unknown as PageScope;
  scope.__frames = [];
  scope.__shift = 0;
  const read = (root: string) => {
    const text = scope.document.querySelector(`${root} .question-card__text`);
    const header = scope.document.querySelector(`${root} .exam-header`);
    if (!text || !header) return null;
    const { top, left, width, height } = text.getBoundingClientRect();
    return {
      text: text.textContent ?? '',
      box: { top, left, width, height },
      headerTop: header.getBoundingClientRect().top,
    };
  };
  const sample = () => {
    scope.__frames.push({ painted: read('#first-question'), app: read('#root') });
    scope.requestAnimationFrame(sample);
  };
  scope.requestAnimationFrame(sample);
  new scope.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) scope.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

const recorded = (page: Page) =>
  page.evaluate(() => {
    const scope = globalThis as unknown as PageScope;
    return { frames: scope.__frames, shift: scope.__shift };
  });

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

  await page.addInitScript(RECORD_FRAMES);
  // The shell's entry is held back until the painted question has been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/main.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/test-taking/${attempt.id}?lang=hindi`);

  const painted = page.locator('#first-question');
  await expect(painted.locator('.question-card__text')).toHaveText(hindi);
  await expect(painted.locator('.exam-header__title')).toHaveText(exam.title);
  await expect(painted.getByText(`Question 1 of ${attempt.questions.length}`)).toBeVisible();
  await expect(painted.locator('.exam-header__palette')).toHaveText('Question Palette');
  await expect(page.locator('#root')).toBeEmpty();

  release();
  const question = page.locator('#root .question-card__text');
  await expect(question).toHaveText(hindi);
  await expect(painted).toHaveCount(0);

  const { frames, shift } = await recorded(page);
  const withPainted = frames.filter((f) => f.painted);
  const withApp = frames.filter((f) => f.app);
  expect(withPainted.length).toBeGreaterThan(0);
  // Never the question twice: the frame that first shows the exam screen's no longer has the picture.
  expect(frames.filter((f) => f.painted && f.app)).toEqual([]);
  const before = withPainted.at(-1)?.painted;
  const after = withApp[0]?.app;
  expect(after?.text).toBe(before?.text);
  // Where the text was painted is where the exam screen draws it: same place and size (the exam
  // route has no site header, and the painted header has the phone's palette row).
  expect(after?.box).toEqual(before?.box);
  expect(after?.headerTop).toBe(before?.headerTop);
  expect(shift).toBe(0);

  // The exam works on: answer, Save & Next, and the answer is kept.
  await page.getByText(`अल्फा ${hindi.slice('प्रश्न '.length, hindi.indexOf(':'))}`, { exact: true }).click();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(page.getByText(`Question 2 of ${attempt.questions.length}`)).toBeVisible();
  await expect(page.getByTestId('save-state')).toHaveText('All answers saved');

  // Reopened, the attempt is no longer fresh: the app alone shows it.
  await page.unroute('**/static/js/main.*.js');
  await page.reload();
  await expect(page.getByText(new RegExp(`^Question \\d of ${attempt.questions.length}$`))).toBeVisible();
  const reopened = await recorded(page);
  expect(reopened.frames.filter((f) => f.painted)).toEqual([]);
});
