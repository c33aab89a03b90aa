import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { auditPage } from './axe-audit';
import { bilingualQuestion, createExamTest, suffix } from './exam-fixtures';
import { newStudent, signUp, storedSession } from './support';

/**
 * The CBT exam in real Chromium through the gateway: a CBT-mode test with two timed blocks of one
 * minute each (palette states, Save & Next against moving away unsaved, the first block's timer
 * running out and locking it, the five states on the results), and a compensatory-time student's
 * longer clock.
 */

const option = (page: Page, letter: string) =>
  page.getByRole('radio', { name: new RegExp(`^Option ${letter}`) });
const paletteButton = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^Question ${n}, `) });
const position = (page: Page, n: number, of: number) =>
  page.getByText(new RegExp(`^Question ${n} of ${of}$`));
const attemptIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() as string;

/** Every axe rule: no serious or critical finding (as e2e/accessibility.spec.ts). */
const expectAxeClean = auditPage;

async function authorised(page: Page) {
  const { token } = await storedSession(page);
  return { Authorization: `Bearer ${token}` };
}

async function savedAnswers(page: Page, request: APIRequestContext, attemptId: string) {
  const res = await request.get(`/api/question-attempts?testAttemptId=${attemptId}`, {
    headers: await authorised(page),
  });
  expect(res.status()).toBe(200);
  const rows = (await res.json()) as Array<{
    questionId: string;
    selectedAnswer: string | null;
    attemptStatus: string;
  }>;
  return new Map(rows.map((row) => [row.questionId, row]));
}

async function startTest(page: Page) {
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page).toHaveURL(/\/test-taking\/[^/?]+/);
  return attemptIdOf(page);
}

/** 2 Quantitative Aptitude questions, then 3 Reasoning: two blocks of one minute each, CBT mode. */
function createTimedCbtTest(request: APIRequestContext) {
  const s = suffix();
  return createExamTest(request, {
    questions: [
      bilingualQuestion('QUANTITATIVE_APTITUDE', `${s}-q1`),
      bilingualQuestion('QUANTITATIVE_APTITUDE', `${s}-q2`),
      bilingualQuestion('GENERAL_INTELLIGENCE', `${s}-r1`),
      bilingualQuestion('GENERAL_INTELLIGENCE', `${s}-r2`),
      bilingualQuestion('GENERAL_INTELLIGENCE', `${s}-r3`),
    ],
    test: {
      title: `E2E CBT Timed ${s}`,
      testType: 'PREVIOUS_YEAR',
      sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'],
      durationMinutes: 2,
      mode: 'CBT',
      sectionTimings: [
        { section: 'QUANTITATIVE_APTITUDE', durationMinutes: 1 },
        { section: 'GENERAL_INTELLIGENCE', durationMinutes: 1 },
      ],
    },
  });
}

test.describe('CBT mode with section timers', () => {
  test('palette states, Save & Next against moving away, a block closing on its own, five states on the results', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const exam = await createTimedCbtTest(request);
    await signUp(page, newStudent());

    // The instructions announce CBT mode, its navigation rule and the section timers.
    await page.goto(`/test-instructions/${exam.id}`);
    const rules = page.getByTestId('exam-rules');
    await expect(rules).toContainText('CBT Mode');
    await expect(rules).toContainText('runs in CBT mode');
    await expect(rules).toContainText('does not save your selection');
    await expect(page.getByTestId('section-timers')).toContainText('Quantitative Aptitude: 1 min');
    await expect(page.getByTestId('section-timers')).toContainText('General Intelligence & Reasoning: 1 min');
    const attemptId = await startTest(page);
    const [q1, , r1] = exam.questionIds;

    // Two clocks: the block's (at most a minute) and the test's (at most two).
    await expect(position(page, 1, 5)).toBeVisible();
    await expect(page.getByTestId('section-timer')).toHaveText(/^00:0[01]:\d\d$/);
    await expect(page.getByTestId('timer')).toHaveText(/^00:0[12]:\d\d$/);
    await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, Not Answered');
    await expect(paletteButton(page, 2)).toHaveAccessibleName('Question 2, Not Visited');
    const reasoningTab = page.getByRole('button', { name: /^General Intelligence & Reasoning/ });
    await expect(reasoningTab).toContainText('Not open yet');
    await expect(reasoningTab).toHaveAttribute('aria-disabled', 'true');

    // Choosing an option and moving away by the palette saves nothing.
    await option(page, 'A').click();
    await expect(option(page, 'A')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('unsaved-selection')).toContainText('Not saved yet');
    await paletteButton(page, 2).click();
    await expect(position(page, 2, 5)).toBeVisible();
    await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, Not Answered');
    await paletteButton(page, 1).click();
    await expect(option(page, 'A')).toHaveAttribute('aria-checked', 'false');
    expect(
      (await savedAnswers(page, request, attemptId)).get(q1 as string)?.selectedAnswer ?? null,
    ).toBeNull();

    // Save & Next saves; Mark for Review & Next saves with the mark.
    await option(page, 'B').click();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(position(page, 2, 5)).toBeVisible();
    await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, Answered');
    await option(page, 'C').click();
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await expect(paletteButton(page, 2)).toHaveAccessibleName('Question 2, Answered & Marked for Review');
    // The block's last question: the next block is not open, so the screen stays.
    await expect(position(page, 2, 5)).toBeVisible();
    await expect
      .poll(async () => (await savedAnswers(page, request, attemptId)).get(q1 as string)?.selectedAnswer)
      .toBe('B');

    // The block's minute runs out: the screen moves to the next block on its own.
    await expect(position(page, 3, 5)).toBeVisible({ timeout: 75_000 });
    await expect(page.getByText(/Time is up for Quantitative Aptitude/)).toBeVisible();
    const quantTab = page.getByRole('button', { name: /^Quantitative Aptitude/ });
    await expect(quantTab).toContainText('Closed');
    // Its palette can be looked at, read-only.
    await quantTab.click();
    await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, Answered, section closed');
    await expect(paletteButton(page, 1)).toHaveAttribute('aria-disabled', 'true');
    await paletteButton(page, 1).click({ force: true });
    await expect(position(page, 3, 5)).toBeVisible();
    await expectAxeClean(page, 'CBT screen with a closed section’s palette');
    await reasoningTab.click();

    // A reload inside the second block: the same block, its clock under a minute, the first shut.
    await page.reload();
    await expect(position(page, 3, 5)).toBeVisible();
    await expect(page.getByTestId('section-timer')).toHaveText(/^00:00:\d\d$/);
    await expect(quantTab).toContainText('Closed');
    await quantTab.click();
    await expect(paletteButton(page, 2)).toHaveAccessibleName(
      'Question 2, Answered & Marked for Review, section closed',
    );
    await reasoningTab.click();
    await expect(paletteButton(page, 3)).toHaveAccessibleName('Question 3, Not Answered');

    // Reasoning: Q3 marked only, Q4 opened and left, Q5 never opened.
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await expect(position(page, 4, 5)).toBeVisible();
    await expect(paletteButton(page, 3)).toHaveAccessibleName('Question 3, Marked for Review');
    await expect(paletteButton(page, 5)).toHaveAccessibleName('Question 5, Not Visited');
    await expect
      .poll(async () => (await savedAnswers(page, request, attemptId)).get(r1 as string)?.attemptStatus)
      .toBe('MARKED_FOR_REVIEW');

    // The submit dialog counts the five states.
    await page.getByRole('button', { name: 'Submit Test' }).click();
    const summary = page.getByTestId('submit-summary');
    await expect(summary).toContainText('Answered: 1');
    await expect(summary).toContainText('Not Answered: 1');
    await expect(summary).toContainText('Not Visited: 1');
    await expect(summary).toContainText('Marked for Review: 1');
    await expect(summary).toContainText('Answered & Marked for Review: 1');
    await page.getByRole('button', { name: 'Yes, Submit' }).click();

    // Results: the five states at submission.
    await expect(page).toHaveURL(new RegExp(`/test-results/${attemptId}$`));
    const states = page.getByTestId('cbt-states');
    await expect(states).toBeVisible({ timeout: 30_000 });
    for (const state of [
      'ANSWERED',
      'NOT_ANSWERED',
      'NOT_VISITED',
      'MARKED_FOR_REVIEW',
      'ANSWERED_AND_MARKED',
    ]) {
      await expect(states.getByTestId(`cbt-count-${state}`)).toContainText('1');
    }
    // Time used per block against its minute (time on its questions, at most the limit).
    const blockTimes = page.getByTestId('section-time');
    await expect(blockTimes).toHaveCount(2);
    await expect(blockTimes.nth(0)).toContainText(/^Quantitative Aptitude\s*[01]:\d\d of 1:00$/);
    await expect(blockTimes.nth(1)).toContainText(/^General Intelligence & Reasoning\s*0:\d\d of 1:00$/);
    await expect(blockTimes.nth(0).getByRole('progressbar', { name: 'Quantitative Aptitude' })).toBeVisible();
  });
});

test.describe('a section closed on the server before the screen knows', () => {
  test('a phone clock running behind: the change is refused, said plainly and undone on screen', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const exam = await createTimedCbtTest(request);
    await signUp(page, newStudent());
    // The browser's clock is faked from here on; it runs at real speed until it is set back below.
    await page.clock.install();
    await page.goto(`/test-instructions/${exam.id}`);
    const attemptId = await startTest(page);
    const startedAt = Date.now();
    const [q1] = exam.questionIds;

    // Q1 answered B in time.
    await option(page, 'B').click();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, Answered');
    await expect
      .poll(async () => (await savedAnswers(page, request, attemptId)).get(q1 as string)?.selectedAnswer)
      .toBe('B');

    // The phone's clock drops 40 s behind (as after a wrong network time): the block's clock shows
    // more than the server gives.
    await page.clock.setSystemTime(new Date(Date.now() - 40_000));
    await expect(page.getByTestId('section-timer')).toHaveText(/^00:01:[0-3]\d$/);

    // The server closes the first block at its minute + the answer grace (5 s in e2e); the
    // screen, 40 s behind, still shows it open.
    await page.waitForTimeout(Math.max(0, startedAt + 70_000 - Date.now()));
    await expect(position(page, 2, 5)).toBeVisible();
    await paletteButton(page, 1).click();
    await expect(position(page, 1, 5)).toBeVisible();
    await option(page, 'C').click();
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();

    // Refused: the server's words and what they mean, and Q1 shows what the server holds.
    await expect(
      page.getByText(
        /^This section is closed; its answers can no longer be changed\. A change made after it closed was not recorded/,
      ),
    ).toBeVisible();
    await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, Answered');
    await paletteButton(page, 1).click();
    await expect(option(page, 'B')).toHaveAttribute('aria-checked', 'true');
    await expect(option(page, 'C')).toHaveAttribute('aria-checked', 'false');
    const saved = (await savedAnswers(page, request, attemptId)).get(q1 as string);
    expect([saved?.selectedAnswer, saved?.attemptStatus]).toEqual(['B', 'ANSWERED']);
  });
});

test.describe('compensatory time', () => {
  test('an eligible student sees it on the instructions and a longer clock on the screen', async ({
    page,
    request,
  }) => {
    const s = suffix();
    const exam = await createExamTest(request, {
      questions: [
        bilingualQuestion('GENERAL_AWARENESS', `${s}-1`),
        bilingualQuestion('GENERAL_AWARENESS', `${s}-2`),
      ],
      test: {
        title: `E2E Compensatory ${s}`,
        testType: 'SECTIONAL',
        section: 'GENERAL_AWARENESS',
        sections: ['GENERAL_AWARENESS'],
        durationMinutes: 60,
      },
    });
    await signUp(page, newStudent());
    const put = await request.put('/api/profile', {
      headers: await authorised(page),
      data: { compensatoryTime: true },
    });
    expect(put.status(), await put.text()).toBe(200);

    await page.goto(`/test-instructions/${exam.id}`);
    await expect(page.getByTestId('compensatory-note')).toContainText('Includes 20 min compensatory time');
    await expect(page.getByTestId('compensatory-note')).toContainText(
      'Your test lasts 80 min instead of 60 min',
    );
    await startTest(page);

    await expect(page.getByTestId('compensatory-time')).toHaveText('Includes 20 min compensatory time');
    // 80 minutes, not 60: the clock counts down from 01:20:00.
    await expect(page.getByTestId('timer')).toHaveText(/^01:(19|20):\d\d$/);
  });
});

test.describe('CBT screen on a 360 px phone, from the keyboard', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test('the two clocks, the compensatory note, the CBT buttons and the palette fit and work by keys', async ({
    page,
    request,
  }) => {
    const s = suffix();
    const exam = await createExamTest(request, {
      questions: [
        bilingualQuestion('QUANTITATIVE_APTITUDE', `${s}-q1`),
        bilingualQuestion('QUANTITATIVE_APTITUDE', `${s}-q2`),
        bilingualQuestion('GENERAL_INTELLIGENCE', `${s}-r1`),
      ],
      test: {
        title: `SSC CGL Tier-II Paper I Session I Mock (Mathematics and Reasoning) ${s}`,
        testType: 'PREVIOUS_YEAR',
        sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'],
        durationMinutes: 60,
        mode: 'CBT',
        sectionTimings: [
          { section: 'QUANTITATIVE_APTITUDE', durationMinutes: 30 },
          { section: 'GENERAL_INTELLIGENCE', durationMinutes: 30 },
        ],
        // As MTS: no negative marking in the first block, 1 off in the second.
        marksPerQuestion: 3,
        negativeMarks: 1,
        totalMarks: 9,
        sectionMarking: [
          { section: 'QUANTITATIVE_APTITUDE', marksPerQuestion: 3, negativeMarks: 0 },
          { section: 'GENERAL_INTELLIGENCE', marksPerQuestion: 3, negativeMarks: 1 },
        ],
      },
    });
    await signUp(page, newStudent());
    const put = await request.put('/api/profile', {
      headers: await authorised(page),
      data: { compensatoryTime: true },
    });
    expect(put.status(), await put.text()).toBe(200);
    await page.goto(`/test-instructions/${exam.id}`);
    await expect(page.getByTestId('section-timers')).toContainText('+ 10 min compensatory');
    // Marks by section, and where a wrong answer costs.
    const marking = page.getByRole('list', { name: 'Marks by section' });
    await expect(marking.getByTestId('marking-QUANTITATIVE_APTITUDE')).toHaveText(
      /^\+3\s*0\s*Quantitative Aptitude$/,
    );
    await expect(marking.getByTestId('marking-GENERAL_INTELLIGENCE')).toHaveText(
      /^\+3\s*\u22121\s*General Intelligence & Reasoning$/,
    );
    await expect(page.getByRole('note').filter({ hasText: 'Negative marking' })).toHaveText(
      'Negative marking: A wrong answer costs 1 mark in General Intelligence & Reasoning; nothing in Quantitative Aptitude. Unanswered questions cost nothing.',
    );
    // The real split per section (2 + 1 questions; marks by each section's scheme), not quarters.
    await expect(page.getByRole('row', { name: /^Quantitative Aptitude\s+2\s+6$/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /^General Intelligence & Reasoning\s+1\s+3$/ })).toBeVisible();
    await expectNoSidewaysScroll(page, 'instructions');
    await startTest(page);
    await expect(page.getByTestId('section-timer')).toHaveText(/^00:(39|40):\d\d$/);
    await expect(page.getByTestId('timer')).toHaveText(/^01:(19|20):\d\d$/);
    // The first block's question carries its section's marks: +3, nothing off.
    await expect(page.getByTitle('Marks for a correct answer')).toHaveText('+3');
    await expect(page.getByTitle('Marks deducted for a wrong answer')).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'exam screen');
    await expectAxeClean(page, 'CBT screen on a phone');

    // On a phone the palette is a sheet, opened from the exam header.
    const paletteSheet = page.getByRole('dialog', { name: 'Question Palette' });
    const openPalette = async () => {
      await page.getByRole('button', { name: 'Question Palette' }).focus();
      await page.keyboard.press('Enter');
      await expect(paletteSheet).toBeVisible();
    };
    const closePalette = async () => {
      await page.keyboard.press('Escape');
      await expect(paletteSheet).toHaveCount(0);
    };

    // Keys only: choose B, Save & Next; then Mark for Review & Next on question 2.
    await option(page, 'B').focus();
    await page.keyboard.press('Enter');
    await expect(option(page, 'B')).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Save & Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(position(page, 2, 3)).toBeVisible();
    await openPalette();
    await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, Answered');
    await expectAxeClean(page, 'CBT palette sheet on a phone');
    await closePalette();
    await page.getByRole('button', { name: 'Mark for Review & Next' }).focus();
    await page.keyboard.press('Space');
    await openPalette();
    await expect(paletteButton(page, 2)).toHaveAccessibleName('Question 2, Marked for Review');
    await paletteButton(page, 1).focus();
    await page.keyboard.press('Enter');
    await expect(paletteSheet).toHaveCount(0);
    await expect(position(page, 1, 3)).toBeVisible();
    await page.getByRole('button', { name: 'Clear Response' }).focus();
    await page.keyboard.press('Enter');
    await openPalette();
    await expect(paletteButton(page, 1)).toHaveAccessibleName('Question 1, Not Answered');
    await closePalette();
    await expectNoSidewaysScroll(page, 'exam screen after answering');
  });
});

/** The page does not scroll sideways (as e2e/phone-fit.spec.ts checks every page). */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => {
    const { innerWidth, document } = globalThis as unknown as {
      innerWidth: number;
      document: { documentElement: { scrollWidth: number } };
    };
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth };
  });
  expect(widths.scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(widths.innerWidth);
}
