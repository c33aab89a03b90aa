import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { makePng, newStudent, seededAdmin, signIn, signUp, storedSession, successToast } from './support';

/** Writes can take seconds on a busy machine: wait longer than usual, then dismiss so a repeat is a new toast. */
async function expectSaved(page: Page, message: string): Promise<void> {
  const toast = successToast(page, message);
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await toast
    .getByRole('button', { name: 'Dismiss notification' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(toast).toHaveCount(0);
}

const uniqueTag = () => `e2e-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

/** The admin panel on one of its tabs (the tab is kept in ?tab=). */
async function openAdminTab(page: Page, tab: 'Tests' | 'Questions' | 'Bulk Upload' | 'Settings') {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

/** Fills the English text and options of a question form (Add question / Add New Question modal). */
async function fillQuestion(form: Locator, text: string, options = ['Tagore', 'Bankim', 'Iqbal', 'Nehru']) {
  await form.getByLabel('Question Text (English) *').fill(text);
  for (const [i, letter] of ['A', 'B', 'C', 'D'].entries()) {
    await form.getByLabel(`Option ${letter} (English) *`).fill(options[i] ?? letter);
  }
}

async function addTag(form: Locator, tag: string) {
  const input = form.getByRole('textbox', { name: 'Topic Tags', exact: true });
  await input.fill(tag);
  await input.press('Enter');
  await expect(form.getByRole('list', { name: 'Added topic tags' })).toContainText(tag);
}

/** naturalWidth of an <img> once it has loaded (0 while loading or when it failed). */
const loadedWidth = (img: Locator) =>
  img.evaluate((el: { complete: boolean; naturalWidth: number }) => (el.complete ? el.naturalWidth : 0));

async function bankSearch(request: APIRequestContext, token: string, search: string): Promise<number> {
  const response = await request.get(`/api/admin/questions?search=${encodeURIComponent(search)}&limit=50`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

test.describe('admin catalog', () => {
  test('a question with an image and a test built in the selection modal reach the student /tests page', async ({
    page,
    browser,
  }) => {
    test.slow(); // a long journey through two accounts, uploads and several writes
    const tag = uniqueTag();
    const title = `E2E GA Sprint ${tag}`;
    await signIn(page, seededAdmin(), '/admin');

    // Questions tab: a question with an uploaded image and a topic tag.
    await openAdminTab(page, 'Questions');
    const questionForm = page.getByRole('form', { name: 'Add question' });
    await questionForm.getByLabel('Section *').selectOption('GENERAL_AWARENESS');
    await fillQuestion(questionForm, `Who wrote Jana Gana Mana? (${tag})`);
    await questionForm.getByLabel('Question Image file').setInputFiles({
      name: 'diagram.png',
      mimeType: 'image/png',
      buffer: makePng(48),
    });
    const preview = questionForm.getByRole('img', { name: 'Question Image preview' });
    await expect(preview).toBeVisible();
    await expect.poll(() => loadedWidth(preview)).toBeGreaterThan(0);
    await questionForm.getByLabel('Correct Answer *').selectOption('A');
    await addTag(questionForm, tag);
    await questionForm.getByRole('button', { name: 'Add Question' }).click();
    await expectSaved(page, 'Question created successfully!');
    // The form resets and the bank lists the question with its image badge.
    await expect(
      page.getByRole('form', { name: 'Add question' }).getByLabel('Question Text (English) *'),
    ).toHaveValue('');
    await page.getByLabel('Search').fill(tag);
    const bankItem = page.getByRole('list', { name: 'Questions' }).getByRole('listitem');
    await expect(bankItem).toHaveCount(1);
    await expect(bankItem).toContainText('Image');
    await expect(bankItem).toContainText('General Awareness');

    // Tests tab: the form, the selection modal (filter, select, add new), Confirm Selection, create.
    await openAdminTab(page, 'Tests');
    const testForm = page.getByRole('form', { name: 'Create test' });
    await testForm.getByLabel('Test Title *').fill(title);
    await testForm.getByLabel('Description').fill('Two quick general awareness questions.');
    await testForm.getByLabel('Test Type *').selectOption('SECTIONAL');
    await testForm.getByLabel('Exam Type *').selectOption('SSC_CHSL');
    await testForm.getByLabel('Duration (minutes) *').fill('15');
    await testForm.getByRole('button', { name: 'Select Questions', exact: true }).click();
    await expect(testForm.getByText('Please select at least one section')).toBeVisible();
    await testForm.getByRole('checkbox', { name: 'General Awareness' }).check();
    await testForm.getByRole('button', { name: 'Select Questions', exact: true }).click();

    const modal = page.getByRole('dialog', { name: 'Select Questions' });
    await expect(modal.getByLabel('Section')).toHaveValue('GENERAL_AWARENESS');
    await modal.getByLabel('Topic').selectOption(tag);
    const choices = modal.getByRole('list', { name: 'Questions' }).getByRole('checkbox');
    await expect(choices).toHaveCount(1);
    await choices.first().check();
    await expect(modal.getByTestId('selection-count')).toContainText('1 selected');

    await modal.getByRole('button', { name: 'Add New Question' }).click();
    const addModal = page.getByRole('dialog', { name: 'Add New Question' });
    await expect(addModal.getByLabel('Section *')).toHaveValue('GENERAL_AWARENESS');
    await fillQuestion(addModal, `Capital of Assam? (${tag})`, ['Dispur', 'Shillong', 'Imphal', 'Agartala']);
    await addTag(addModal, tag);
    await addModal.getByRole('button', { name: 'Add Question' }).click();
    await expectSaved(page, 'Question created successfully!');
    await expect(addModal).toHaveCount(0);
    await expect(modal.getByTestId('selection-count')).toContainText('2 selected');
    await expect(choices).toHaveCount(2);
    await expect(
      modal.getByRole('list', { name: 'Questions' }).getByRole('checkbox', { checked: true }),
    ).toHaveCount(2);
    await expect(modal.getByRole('checkbox', { name: 'Select all on this page' })).toBeChecked();
    await modal.getByRole('button', { name: 'Confirm Selection (2)' }).click();
    await expect(modal).toHaveCount(0);

    await expect(testForm.getByLabel('Total Questions *')).toHaveValue('2');
    await testForm.getByLabel('Marks per Question *').fill('2');
    await expect(testForm.getByLabel('Total Marks *')).toHaveValue('4');
    await testForm.getByLabel('Negative Marking *').fill('0.5');
    await testForm.getByRole('button', { name: 'Create Test (2 of 2 questions selected)' }).click();
    await expectSaved(page, 'Test created successfully!');
    await expect(page.getByRole('form', { name: 'Create test' }).getByLabel('Test Title *')).toHaveValue('');
    const listed = page.getByRole('list', { name: 'Tests' }).getByRole('listitem').filter({ hasText: title });
    await expect(listed).toContainText('2 questions · 15 min · 4 marks');

    // A student sees it under Sectional with the exam filter, with its counts.
    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    await signUp(student, newStudent('Kiran Rao'));
    await student.goto('/tests?examType=SSC_CHSL');
    await expect(student.getByRole('button', { name: 'SSC CHSL' })).toHaveAttribute('aria-pressed', 'true');
    await student.getByRole('tab', { name: /^Sectional/ }).click();
    const card = student.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Two quick general awareness questions.');
    await expect(card).toContainText('SSC CHSL');
    await expect(card.getByRole('definition')).toHaveText(['2', '15 min', '4']);
    await card.getByRole('link', { name: 'Start Test' }).click();
    await expect(student).toHaveURL(/\/test-instructions\/[^/]+$/);
    // Not listed under another exam.
    await student.goto('/tests?examType=SSC_MTS&type=SECTIONAL');
    await expect(student.getByRole('article', { name: title })).toHaveCount(0);
    await studentContext.close();
  });

  test('CSV import: a dry run imports nothing; the import reports bad rows by row, column and reason', async ({
    page,
  }) => {
    test.slow(); // two queued imports, polled to completion
    const tag = uniqueTag();
    const header =
      'questionTextEnglish,optionAEnglish,optionBEnglish,optionCEnglish,optionDEnglish,correctAnswer,section,difficulty,topicTags';
    const csv = [
      header,
      `"What is 12 x 12? (${tag})",124,144,142,122,B,QUANTITATIVE_APTITUDE,EASY,"[""${tag}""]"`,
      `"Wrong answer letter (${tag})",a,b,c,d,E,GENERAL_AWARENESS,EASY,"[""${tag}""]"`,
      `"Antonym of ancient? (${tag})",old,modern,antique,aged,B,ENGLISH_COMPREHENSION,MEDIUM,"[""${tag}""]"`,
      `"Missing option B (${tag})",a,,c,d,A,GENERAL_AWARENESS,EASY,"[""${tag}""]"`,
    ].join('\n');
    const file = { name: `questions-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') };

    await signIn(page, seededAdmin(), '/admin');
    const { token } = await storedSession(page);
    if (!token) throw new Error('no stored token');
    await openAdminTab(page, 'Bulk Upload');
    await expect(page.getByRole('button', { name: 'Download Sample CSV Template' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Sample CSV Template' }).click();
    expect((await download).suggestedFilename()).toBe('questions-template.csv');

    const upload = page.getByRole('form', { name: 'Upload questions CSV' });
    const report = async () => {
      const summary = page
        .getByRole('group', { name: 'Import summary' })
        .or(page.getByLabel('Import summary'));
      await expect(summary).toBeVisible({ timeout: 30_000 });
      const rows = page.getByRole('table', { name: 'Row errors' }).getByRole('row');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1).getByRole('cell')).toHaveText(['3', 'correctAnswer', /A, B, C, D/]);
      await expect(rows.nth(2).getByRole('cell')).toHaveText(['5', 'optionBEnglish', /required/i]);
      return summary;
    };

    // Dry run: validated and reported, nothing imported.
    await upload.getByLabel('CSV file').setInputFiles(file);
    await upload.getByLabel('Dry run (validate only)').check();
    await upload.getByRole('button', { name: 'Validate CSV' }).click();
    let summary = await report();
    await expect(summary).toContainText(/Total rows\s*4/);
    await expect(summary).toContainText(/Valid\s*2/);
    await expect(summary).toContainText(/Would import\s*2/);
    await expect(summary).toContainText(/Invalid\s*2/);
    await expect(page.getByText('Dry run: nothing was imported.')).toBeVisible();
    expect(await bankSearch(page.request, token, tag)).toBe(0);

    // The real import: two rows in, the same report.
    await upload.getByLabel('Dry run (validate only)').uncheck();
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expectSaved(page, 'Questions uploaded successfully!');
    summary = await report();
    await expect(summary).toContainText(/Imported\s*2/);
    await expect(summary).toContainText(/Invalid\s*2/);
    expect(await bankSearch(page.request, token, tag)).toBe(2);

    // The bank shows them under their topic.
    await openAdminTab(page, 'Questions');
    await page.getByLabel('Search').fill(tag);
    await expect(page.getByRole('list', { name: 'Questions' }).getByRole('listitem')).toHaveCount(2);
  });

  test('stat cards and the Settings tab show real figures from the catalog', async ({ page }) => {
    await signIn(page, seededAdmin(), '/admin');
    const stats = page.getByRole('list', { name: 'Platform statistics' });
    await expect(stats.getByTestId('stat-Total Tests')).toHaveText(/^\d[\d,]*$/);
    await expect(stats.getByTestId('stat-Total Questions')).toHaveText(/^\d[\d,]*$/);

    await openAdminTab(page, 'Settings');
    await expect(page).toHaveURL(/tab=settings/);
    const health = page.getByRole('list', { name: 'Dependencies' });
    await expect(health.getByRole('listitem').filter({ hasText: 'Database' })).toContainText('OK');
    const collections = page.getByRole('table', { name: 'Collections' });
    await expect(collections.getByRole('row').filter({ hasText: 'questions' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText(/^Measured /)).toBeVisible();
  });
});
