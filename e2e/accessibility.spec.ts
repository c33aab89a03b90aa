import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createFullLengthTest } from './exam-fixtures';
import { scheduleLiveMock } from './live-mock-fixtures';
import { newStudent, seededAdmin, signIn, signUp, successToast } from './support';

/**
 * axe-core on every page a user reaches — signed out, as a student (the exam screen with its
 * palette and submit dialog open, results, solutions) and as the admin (every tab) — with the
 * WCAG 2.1 A/AA rules. Serious and critical violations fail; every finding is recorded.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function audit(page: Page, label: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const blocking = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  record({
    page: label,
    rulesPassed: result.passes.length,
    violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })),
  });
  const described = blocking.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect.soft(described, `axe on ${label}`).toEqual([]);
}

/** One line per audited page in the reports folder (`accessibility.jsonl`), minor findings included. */
function record(entry: object): void {
  const dir = process.env.SSC_REPORTS_DIR ?? path.join(process.cwd(), '.local', 'reports');
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, 'accessibility.jsonl'), `${JSON.stringify(entry)}\n`);
}

/** Waits until the page has rendered something beyond the loading spinner. */
async function settled(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible();
}

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  test('signed-out pages', async ({ page }) => {
    await page.goto('/');
    await settled(page, /Get Started|Sign/);
    await audit(page, '/ (signed out)');
    await page.goto('/auth');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await audit(page, '/auth sign in');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
    await audit(page, '/auth sign up');
    await page.goto('/no-such-page');
    await settled(page, 'Oops! Page not found');
    await audit(page, '404');
  });

  test('student pages, the exam screen with palette and submit dialog, results and solutions', async ({
    page,
    request,
  }) => {
    const exam = await createFullLengthTest(request, 2);
    await signUp(page, newStudent('Asha Verma'));
    await settled(page, 'Resume Your Tests');
    await audit(page, '/dashboard');
    await page.goto('/tests');
    await expect(page.getByRole('tab', { name: 'Full Length' })).toBeVisible();
    await audit(page, '/tests');
    await page.goto('/profile');
    await settled(page, 'Personal Information');
    await audit(page, '/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await audit(page, '/profile (editing)');
    await page.goto('/settings');
    await settled(page, 'Danger Zone');
    await audit(page, '/settings');

    await page.goto(`/test-instructions/${exam.id}`);
    await settled(page, 'Test Overview');
    await audit(page, '/test-instructions');
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Start Test' }).click();
    await settled(page, 'Question 1 of 8');
    await page.getByRole('button', { name: /^Option A/ }).click();
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    await audit(page, '/test-taking (palette)');
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await audit(page, '/test-taking (submit dialog)');
    await page.getByRole('button', { name: 'Yes, Submit' }).click();
    await expect(successToast(page, 'Test submitted successfully!')).toBeVisible();
    await expect(page.getByTestId('tile-score')).toBeVisible({ timeout: 20_000 });
    await audit(page, '/test-results');
    await page.getByRole('link', { name: 'Solutions' }).first().click();
    await expect(page).toHaveURL(/\/test-solutions\//);
    await settled(page, 'Back to Results');
    await audit(page, '/test-solutions');
  });

  test('admin console, every tab', async ({ page }) => {
    await signIn(page, seededAdmin(), '/admin');
    await settled(page, 'Total Tests');
    for (const tab of ['Tests', 'Questions', 'Bulk Upload', 'Live Mocks', 'Reports', 'Settings']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await audit(page, `/admin ${tab}`);
    }
  });

  test('live mocks: the dashboard section and the waiting room', async ({ page, request }) => {
    const exam = await createFullLengthTest(request, 1);
    const mock = await scheduleLiveMock(request, exam.id, 5 * 60_000);
    await signUp(page, newStudent('Live Mock Audit'));
    await settled(page, 'Live mocks');
    await audit(page, '/dashboard (live mocks)');
    await page.goto(`/live-mocks/${mock.id}`);
    await settled(page, 'You are in the waiting room.');
    await audit(page, '/live-mocks/{id} (waiting room)');
  });
});
