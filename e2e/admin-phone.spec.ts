import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminToken, bilingualQuestion, createShortTest, suffix } from './exam-fixtures';
import { scheduleLiveMock } from './live-mock-fixtures';
import { seededAdmin, signIn } from './support';

/** The admin console on the narrowest phone the product supports. */
const PHONE_WIDTH = 360;
const SCREENSHOTS = path.join(
  process.env.SSC_REPORTS_DIR ?? path.join(import.meta.dirname, '..', '.local', 'reports'),
  'admin-phone',
);
test.use({ viewport: { width: PHONE_WIDTH, height: 780 }, hasTouch: true });

async function openTab(page: Page, tab: 'Tests' | 'Bulk Upload' | 'Live Mocks') {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

/** The page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(width).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** Wholly between the screen's left and right edges, where it stands now (nothing scrolled to show it). */
async function expectWithinScreenWidth(element: Locator, what: string) {
  const box = await element.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on screen`).toBeLessThanOrEqual(PHONE_WIDTH + 0.5);
}

/** `count` tests over one question, through the admin API; their titles, oldest first. */
async function createTests(request: APIRequestContext, count: number, tag: string): Promise<string[]> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const question = await request.post('/api/admin/questions', {
    headers,
    data: bilingualQuestion('GENERAL_AWARENESS', tag),
  });
  expect(question.status(), await question.text()).toBe(201);
  const questionId = ((await question.json()) as { id: string }).id;
  const titles: string[] = [];
  for (let i = 1; i <= count; i++) {
    const title = `Paged ${tag} #${String(i).padStart(2, '0')}`;
    const res = await request.post('/api/admin/tests', {
      headers,
      data: {
        title,
        testType: 'SECTIONAL',
        examType: 'SSC_CGL',
        section: 'GENERAL_AWARENESS',
        sections: ['GENERAL_AWARENESS'],
        durationMinutes: 10,
        totalQuestions: 1,
        marksPerQuestion: 2,
        negativeMarks: 0.5,
        totalMarks: 2,
        questionIds: [questionId],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    titles.push(title);
  }
  return titles;
}

test.describe(`the admin console at ${PHONE_WIDTH} px`, () => {
  test('the Tests tab lists twenty tests a page, newest first, with pages to move between', async ({
    page,
    request,
  }) => {
    test.slow(); // twenty-one tests created through the API first
    const tag = suffix();
    const titles = await createTests(request, 21, tag);
    await signIn(page, seededAdmin(), '/admin');
    await openTab(page, 'Tests');

    const items = page.getByRole('list', { name: 'Tests' }).getByRole('listitem');
    // Specs running beside this one may add a few newer tests above these: only this spec's
    // own tests are judged by their place.
    const ours = items.filter({ hasText: `Paged ${tag} #` });
    await expect(items).toHaveCount(20);
    // The newest first: the last one created heads this spec's tests on page 1, the first one
    // created is on page 2.
    await expect(ours.first()).toContainText(titles[20] as string);
    await expect(ours.first()).toContainText('1 question · 10 min · 2 marks');
    await expect(items.filter({ hasText: titles[0] as string })).toHaveCount(0);
    const pages = page.getByRole('navigation', { name: 'Test pages' });
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(page);

    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(items.filter({ hasText: titles[0] as string })).toHaveCount(1);
    await expect(items.filter({ hasText: titles[20] as string })).toHaveCount(0);
    // The new page is read from its top: the list's heading is on screen.
    await expect(page.getByText('All Tests', { exact: true })).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await pages.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'tests-page-2-360.png') });
  });

  test('the Live mocks tab shows every column of a mock on screen, without sideways scrolling', async ({
    page,
    request,
  }) => {
    const exam = await createShortTest(request, 1, {
      title: `SSC CGL All-India Live Mock on a Phone ${suffix()}`,
    });
    await scheduleLiveMock(request, exam.id, 86_400_000);
    await signIn(page, seededAdmin(), '/admin');
    await openTab(page, 'Live Mocks');

    const row = page.getByRole('row').filter({ hasText: exam.title });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toContainText(exam.title);
    for (const cell of ['count-registered', 'count-started', 'count-submitted', 'count-closed']) {
      await expect(row.getByTestId(cell)).toHaveText('0');
      await expectWithinScreenWidth(row.getByTestId(cell), cell);
    }
    for (const label of ['Status', 'Starts', 'Ends', 'Registered', 'Started', 'Submitted', 'Closed']) {
      await expectWithinScreenWidth(row.locator(`td[data-label="${label}"]`), label);
    }
    await expectWithinScreenWidth(row.getByRole('button', { name: 'Edit' }), 'Edit');
    await expectWithinScreenWidth(row.getByRole('button', { name: 'Cancel' }), 'Cancel');
    // No column is hidden behind a scroll inside the card either.
    const wrap = page.locator('.table-wrap').filter({ has: row });
    const overflow = await wrap.evaluate((el: { scrollWidth: number; clientWidth: number }) => [
      el.scrollWidth,
      el.clientWidth,
    ]);
    expect(overflow[0]).toBeLessThanOrEqual(overflow[1] as number);
    await expectNoSidewaysScroll(page);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'live-mocks-360.png') });
  });

  test('Confirm Selection asks before changing a Total Questions the admin typed, and the form shows the mismatch', async ({
    page,
    request,
  }) => {
    test.slow();
    // Six questions of a topic of their own, so the selection's page holds exactly these.
    const tag = `sel-${suffix()}`;
    const headers = { Authorization: `Bearer ${await adminToken(request)}` };
    for (let i = 0; i < 6; i++) {
      const res = await request.post('/api/admin/questions', {
        headers,
        data: { ...bilingualQuestion('GENERAL_AWARENESS', `${tag}-${i}`), topicTags: [tag] },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await signIn(page, seededAdmin(), '/admin');
    await openTab(page, 'Tests');
    const form = page.getByRole('form', { name: 'Create test' });
    await form.getByLabel('Test Title *').fill(`Selection ${tag}`);
    await form.getByLabel('Duration (minutes) *').fill('10');
    await form.getByLabel('Total Questions *').fill('5');
    await form.getByRole('checkbox', { name: 'General Awareness' }).check();

    const selectAll = async () => {
      await form.getByRole('button', { name: 'Select Questions', exact: true }).click();
      const modal = page.getByRole('dialog', { name: 'Select Questions' });
      await modal.getByLabel('Topic').selectOption(tag);
      await expect(modal.getByRole('list', { name: 'Questions' }).getByRole('checkbox')).toHaveCount(6);
      await modal.getByRole('checkbox', { name: 'Select all on this page' }).check();
      await modal.getByRole('button', { name: 'Confirm Selection (6)' }).click();
      await expect(modal).toHaveCount(0);
    };

    // Keeping the typed number: the form says the two disagree and cannot be saved.
    await selectAll();
    const ask = page.getByRole('alertdialog', { name: 'Change Total Questions?' });
    await expect(ask).toContainText(
      'You selected 6 questions; Total Questions is 5. Set Total Questions to 6?',
    );
    await ask.getByRole('button', { name: 'Keep 5' }).click();
    await expect(ask).toHaveCount(0);
    await expect(form.getByLabel('Total Questions *')).toHaveValue('5');
    await expect(form.getByTestId('selection-mismatch')).toHaveText(
      '6 questions selected, but Total Questions is 5. Change Total Questions or the selection to save the test.',
    );
    await expect(form.getByRole('button', { name: 'Select 5 questions (6 selected)' })).toBeDisabled();
    await expectNoSidewaysScroll(page);

    // Agreeing: Total Questions (and the marks) follow the selection and the test can be saved.
    await selectAll();
    await ask.getByRole('button', { name: 'Set to 6' }).click();
    await expect(form.getByLabel('Total Questions *')).toHaveValue('6');
    await expect(form.getByLabel('Total Marks *')).toHaveValue('6');
    await expect(form.getByTestId('selection-mismatch')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Create Test (6 of 6 questions selected)' })).toBeEnabled();
  });

  test('choosing an empty CSV after an import clears that import’s report and names the empty file', async ({
    page,
  }) => {
    test.slow(); // one queued import, polled to completion
    const tag = suffix();
    const csv = [
      'questionTextEnglish,optionAEnglish,optionBEnglish,optionCEnglish,optionDEnglish,correctAnswer,section,difficulty',
      `"Which river is the longest in India? (${tag})",Ganga,Godavari,Yamuna,Krishna,A,GENERAL_AWARENESS,EASY`,
    ].join('\n');
    await signIn(page, seededAdmin(), '/admin');
    await openTab(page, 'Bulk Upload');
    const form = page.getByRole('form', { name: 'Upload questions CSV' });

    await form.getByLabel('CSV file').setInputFiles({
      name: `rivers-${tag}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await form.getByRole('button', { name: 'Upload', exact: true }).click();
    const report = page.getByRole('region', { name: `Import of rivers-${tag}.csv` });
    await expect(report.getByRole('status')).toHaveText('Finished', { timeout: 30_000 });
    await expect(report.getByLabel('Import summary')).toBeVisible();

    await form.getByLabel('CSV file').setInputFiles({
      name: `empty-${tag}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.alloc(0),
    });
    // The last file's report is gone as soon as another file is chosen.
    await expect(page.getByRole('region', { name: /^Import of / })).toHaveCount(0);
    await expect(page.getByLabel('Import summary')).toHaveCount(0);
    await form.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(
      `empty-${tag}.csv is empty. Choose a CSV file with a header row and at least one question row.`,
    );
    await expect(form.getByLabel('CSV file')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('region', { name: /^Import of / })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});
