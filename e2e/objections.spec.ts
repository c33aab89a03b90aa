import { expect, type Page, test } from '@playwright/test';
import { auditPage } from './axe-audit';
import { createShortTest, startAttempt, submitAttempt } from './exam-fixtures';
import { makePng, newStudent, seededAdmin, signIn, signUp, storedSession, successToast } from './support';

// Answer-key objections: a student objects from the solutions page on a phone (reason, details,
// an evidence picture) and sees it on the question's card; an admin sees it on the Objections tab.

const PHONE_WIDTH = 360;
test.use({ viewport: { width: PHONE_WIDTH, height: 780 }, hasTouch: true });

async function expectFits(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => {
    const { innerWidth, document } = globalThis as unknown as {
      innerWidth: number;
      document: { documentElement: { scrollWidth: number } };
    };
    return { innerWidth, scrollWidth: document.documentElement.scrollWidth };
  });
  expect
    .soft(widths.scrollWidth, `${where} scrolls sideways at ${PHONE_WIDTH} px`)
    .toBeLessThanOrEqual(widths.innerWidth);
}

test('a student objects from the solutions page at 360 px; the admin sees it with the counts and changes the key from the tab; the outcome and the revised score reach the student', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const exam = await createShortTest(request, 3);
  await signUp(page, newStudent('Objecting Student'));
  const attemptId = await startAttempt(page, request, exam.id);
  await submitAttempt(page, request, attemptId, exam.questionIds);

  await page.goto(`/test-solutions/${attemptId}`);
  const card = page.getByTestId('solution-card');
  await expect(card.getByRole('heading', { name: 'Question 1' })).toBeVisible();
  const object = card.getByRole('button', { name: 'Object to this question' });
  await expect(object).toBeVisible();
  await auditPage(page, 'solutions with the objection button (360 px)');

  // Keyboard only: the button opens the form, whose first control takes the focus.
  await object.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Object to the answer key' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Why is question 1 or its answer key wrong?');
  // Sending without a reason says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Send Objection' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a reason');
  await dialog.getByRole('radio', { name: 'The answer key is wrong' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: 'The answer key is wrong' })).toBeChecked();
  const details = dialog.getByLabel('Details (optional)');
  await details.fill('Option B is right: 12 × 4 = 48, not 44.');
  await expect(dialog).toContainText('39/1,000 characters');
  await dialog.getByLabel('Evidence image (optional)').setInputFiles({
    name: 'evidence.png',
    mimeType: 'image/png',
    buffer: makePng(120),
  });
  await auditPage(page, 'the objection form (360 px)');
  await expectFits(page, 'the objection form');
  await dialog.getByRole('button', { name: 'Send Objection' }).click();
  await expect(successToast(page, 'Your objection has been sent.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The card shows it, with its status, and the focus is on it (the button is gone).
  const mine = card.getByTestId('my-objection');
  await expect(mine).toContainText('Your objection: The answer key is wrong');
  await expect(mine.getByTestId('objection-status')).toHaveText('Under review');
  await expect(mine).toContainText('Option B is right: 12 × 4 = 48, not 44.');
  await expect(mine).toBeFocused();
  await expect(card.getByRole('button', { name: 'Object to this question' })).toHaveCount(0);
  const evidence = mine.getByRole('link', { name: 'View your evidence image' });
  const evidenceUrl = (await evidence.getAttribute('href')) as string;
  expect(evidenceUrl).toMatch(/^\/media\/objections\/[a-f0-9]{32}\.webp$/);
  const image = await request.get(evidenceUrl);
  expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/webp']);
  await expectFits(page, 'the solution card with the objection');
  await auditPage(page, 'the solution card with the objection (360 px)');

  // The same question again, through the gateway: one objection per question.
  const { token } = await storedSession(page);
  const again = await request.post('/api/objections', {
    headers: { Authorization: `Bearer ${token}` },
    data: { attemptId, questionId: exam.questionIds[0], reason: 'NO_CORRECT_OPTION' },
  });
  expect([again.status(), (await again.json()).code]).toEqual([409, 'OBJECTION_EXISTS']);
  // After a reload it is still there: it is the server's.
  await page.reload();
  await expect(page.getByTestId('my-objection')).toContainText('Under review');

  // The admin's Objections tab, deep-linked to the test and the question.
  const adminContext = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 780 } });
  const admin = await adminContext.newPage();
  await signIn(admin, seededAdmin(), '/admin');
  await admin.goto(`/admin?tab=objections&testId=${exam.id}&questionId=${exam.questionIds[0]}`);
  await expect(admin.getByRole('tab', { name: 'Objections', selected: true })).toBeVisible();
  const row = admin.getByTestId('objection-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Question 1 · ${exam.title}`);
  await expect(row.getByTestId('objection-total')).toHaveText('1 objection');
  await expect(row.getByTestId('count-WRONG_KEY')).toHaveText('Wrong answer key: 1');
  await expect(row).toBeFocused();
  await row.getByText('Show the objection').click();
  await expect(row.getByTestId('objection-item')).toContainText('Option B is right: 12 × 4 = 48, not 44.');
  await expect(row.getByRole('img', { name: 'Evidence image sent with the objection' })).toBeVisible();
  // The decision form asks for what it needs before sending anything.
  await row.getByRole('button', { name: 'Record decision and re-score' }).click();
  await expect(row.getByText('Choose a decision')).toBeVisible();
  await expect(row.getByText('Write a note for the students')).toBeVisible();
  await expectFits(admin, 'the Objections tab');
  await auditPage(admin, 'the admin Objections tab (360 px)');

  // Filtering by status: it is open, not decided.
  await admin.getByLabel('Status').selectOption('DECIDED');
  await expect(admin.getByText('No objections')).toBeVisible();
  await admin.getByLabel('Status').selectOption('OPEN');
  await expect(admin.getByTestId('objection-row')).toHaveCount(1);

  // The admin upholds it from the tab: Q1's key becomes B, and the test is re-scored.
  const decided = admin.getByTestId('objection-row');
  await decided.getByRole('radio', { name: 'Change the key' }).check();
  await decided.getByRole('group', { name: 'New answer key' }).getByRole('radio', { name: 'B' }).check();
  const note = 'Option B is right: the key had a typo.';
  await decided.getByLabel('Note').fill(note);
  await decided.getByRole('button', { name: 'Record decision and re-score' }).click();
  await expect(successToast(admin, 'Re-scored 1 of 1 results, 0 failed')).toBeVisible({ timeout: 30_000 });
  // Decided, it has left the open objections and shows under the decided ones with its ruling.
  await expect(admin.getByTestId('objection-row')).toHaveCount(0);
  await admin.getByLabel('Status').selectOption('DECIDED');
  await expect(admin.getByTestId('objection-row')).toContainText(note);
  await adminContext.close();

  // The student sees the outcome on the question's card, and the revised score on the result:
  // their answer A was right by the old key (+1) and is wrong by the new one.
  await page.goto(`/test-solutions/${attemptId}`);
  const outcome = page.getByTestId('my-objection');
  await expect(outcome.getByTestId('objection-status')).toHaveText('Decided');
  await expect(outcome).toContainText(note);
  await page.goto(`/test-results/${attemptId}`);
  await expect(page.getByRole('region', { name: 'Answer-key revisions' })).toContainText(
    /Score revised from [\d.−-]+ to [\d.−-]+ after the answer-key revision of .+: Q1 key changed/,
  );
  await expectFits(page, 'the results page with a revision');
  await auditPage(page, 'the results page with a revision (360 px)');
});

test('in Hindi: the objection button, the form and the student’s objection in Devanagari, fitting 360 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const exam = await createShortTest(request, 2);
  await signUp(page, newStudent('Hindi Objection Student'));
  // The header's switch, which saves the choice to the profile.
  await page.getByRole('combobox', { name: 'Interface language' }).selectOption('hi');
  const attemptId = await startAttempt(page, request, exam.id);
  await submitAttempt(page, request, attemptId, exam.questionIds);

  await page.goto(`/test-solutions/${attemptId}`);
  const object = page.getByRole('button', { name: 'इस प्रश्न पर आपत्ति करें' });
  await expect(object).toBeVisible();
  await expect(page.getByRole('heading', { name: 'उत्तर कुंजी पर आपत्ति' })).toBeVisible();
  await object.click();
  const dialog = page.getByRole('dialog', { name: 'उत्तर कुंजी को चुनौती' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'अनुवाद में त्रुटि' }).check();
  // A translation error names the language.
  await dialog.getByRole('button', { name: 'आपत्ति भेजें' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('कृपया वह भाषा चुनें जिसमें त्रुटि है');
  await dialog.getByRole('radio', { name: 'हिंदी' }).check();
  await expectFits(page, 'the objection form in Hindi');
  await auditPage(page, 'the objection form in Hindi (360 px)');
  await dialog.getByRole('button', { name: 'आपत्ति भेजें' }).click();
  const mine = page.getByTestId('my-objection');
  await expect(mine).toContainText('आपकी आपत्ति: अनुवाद में त्रुटि');
  await expect(mine).toContainText('भाषा: हिंदी');
  await expect(mine.getByTestId('objection-status')).toHaveText('समीक्षाधीन');
  await expectFits(page, 'the objection in Hindi');
  await auditPage(page, 'the student’s objection in Hindi (360 px)');
});
