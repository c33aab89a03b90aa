import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { mainNav, newStudent, seededAdmin, signUp, storedSession } from './support';

type Json = Record<string, unknown>;

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/signin', { data: seededAdmin() });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { session: { access_token: string } }).session.access_token;
}

/** Creates one question and a test around it through the admin API; returns the test title. */
async function createTest(request: APIRequestContext, token: string, test: Json): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const question = await request.post('/api/admin/questions', {
    headers,
    data: {
      section: 'GENERAL_AWARENESS',
      questionTextEnglish: `Which river is longest? (${test.title})`,
      optionAEnglish: 'Ganga',
      optionBEnglish: 'Godavari',
      optionCEnglish: 'Krishna',
      optionDEnglish: 'Narmada',
      correctAnswer: 'A',
      difficulty: 'EASY',
      topicTags: [],
    },
  });
  expect(question.status()).toBe(201);
  const { id } = (await question.json()) as { id: string };
  const created = await request.post('/api/admin/tests', {
    headers,
    data: {
      description: 'Created by the e2e suite.',
      section: 'GENERAL_AWARENESS',
      sections: ['GENERAL_AWARENESS'],
      durationMinutes: 5,
      totalQuestions: 1,
      marksPerQuestion: 1,
      negativeMarks: 0.25,
      totalMarks: 1,
      questionIds: [id],
      ...test,
    },
  });
  expect(created.status()).toBe(201);
  return String(test.title);
}

test.describe('student tests page', () => {
  test('tests are grouped by type and filtered by exam', async ({ page, request }) => {
    const suffix = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
    const token = await adminToken(request);
    const mts = await createTest(request, token, {
      title: `E2E MTS Quiz ${suffix}`,
      testType: 'MINI_QUIZ',
      examType: 'SSC_MTS',
    });
    const cgl = await createTest(request, token, {
      title: `E2E CGL Paper ${suffix}`,
      testType: 'PREVIOUS_YEAR',
      examType: 'SSC_CGL',
    });

    await signUp(page, newStudent('Meera Iyer'));
    await mainNav(page).getByRole('link', { name: 'Mock Tests' }).click();
    await expect(page.getByRole('heading', { name: 'Mock Tests', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      /^Full Length/,
      /^Sectional/,
      /^Chapter-wise/,
      /^Previous Year/,
      /^Mini Quiz/,
    ]);

    await page.getByRole('tab', { name: /^Mini Quiz/ }).click();
    await expect(page.getByRole('article', { name: mts })).toBeVisible();
    await expect(page.getByRole('article', { name: cgl })).toHaveCount(0);
    await page.getByRole('tab', { name: /^Previous Year/ }).click();
    await expect(page.getByRole('article', { name: cgl })).toContainText('SSC CGL');

    // ?examType= narrows the list; the chips show and clear it.
    await page.getByRole('button', { name: 'SSC MTS' }).click();
    await expect(page).toHaveURL(/examType=SSC_MTS/);
    await expect(page.getByText('Showing SSC MTS tests only.')).toBeVisible();
    await expect(page.getByRole('article', { name: cgl })).toHaveCount(0);
    await page.getByRole('tab', { name: /^Mini Quiz/ }).click();
    await expect(page.getByRole('article', { name: mts })).toBeVisible();
    await page.getByRole('button', { name: 'All exams' }).click();
    await expect(page).not.toHaveURL(/examType=/);
    await page.getByRole('tab', { name: /^Previous Year/ }).click();
    await expect(page.getByRole('article', { name: cgl })).toBeVisible();
  });

  test('an unknown exam type is ignored and an empty tab says tests will come', async ({ page }) => {
    await signUp(page, newStudent('Arjun Nair'));
    await page.goto('/tests?examType=NOPE&type=CHAPTER_WISE');
    await expect(page.getByRole('button', { name: 'All exams' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('tab', { name: /^Chapter-wise/ })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    if ((await panel.getByRole('article').count()) === 0) {
      await expect(panel.getByText('No tests found')).toBeVisible();
      await expect(panel.getByText('Tests will be available soon')).toBeVisible();
    }
  });

  test('a student gets 403 from the admin API and Access Denied on /admin', async ({ page }) => {
    await signUp(page, newStudent('Ravi Kumar'));
    const { token } = await storedSession(page);
    expect(token).toBeTruthy();
    const response = await page.request.get('/api/admin/tests', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(403);
    expect(((await response.json()) as { message?: string }).message).toBeTruthy();

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You need administrator privileges to access this page.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Tests' })).toHaveCount(0);
  });

  test('signed-out visitors are sent to sign in', async ({ page }) => {
    await page.goto('/tests');
    await expect(page).toHaveURL(/\/auth$/);
  });
});
