import { expect, type Page, test } from '@playwright/test';
import { auditPage as audit } from './axe-audit';
import { createFullLengthTest } from './exam-fixtures';
import { scheduleLiveMock } from './live-mock-fixtures';
import { newStudent, seededAdmin, signIn, signUp, successToast } from './support';

/**
 * axe-core on every page a user reaches — signed out, as a student (the exam screen in both modes
 * with its palette and submit dialog open, at desktop width and on a phone with the palette
 * sheet open, results, solutions) and as the admin (every tab) — with every axe rule, not only
 * the WCAG-tagged ones (e2e/axe-audit.ts). Serious and critical violations fail; every finding
 * is recorded.
 */

/** Waits until the page has rendered something beyond the loading spinner. */
async function settled(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible();
}

test.describe('accessibility (axe-core, every rule)', () => {
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
    test.setTimeout(150_000); // a dozen pages audited with every rule
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
    await page.getByRole('radio', { name: /^Option A/ }).click();
    await page.getByRole('button', { name: 'Mark for Review' }).click();
    await audit(page, '/test-taking (palette)');
    // On a phone: the palette is a sheet opened from the exam header.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 780 });
    await audit(page, '/test-taking at 360 px');
    await page.getByRole('button', { name: 'Question Palette' }).click();
    await expect(page.getByRole('dialog', { name: 'Question Palette' })).toBeVisible();
    await audit(page, '/test-taking at 360 px (palette sheet)');
    await page.keyboard.press('Escape');
    if (desktop) await page.setViewportSize(desktop);
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

  test('the CBT exam screen: palette of five states and its submit dialog', async ({ page, request }) => {
    const exam = await createFullLengthTest(request, 2, { mode: 'CBT' });
    await signUp(page, newStudent('Ravi Menon'));
    await page.goto(`/test-instructions/${exam.id}`);
    await settled(page, 'Test Overview');
    await audit(page, '/test-instructions (CBT)');
    await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await page.getByRole('button', { name: 'Start Test' }).click();
    await settled(page, 'Question 1 of 8');
    await page.getByRole('radio', { name: /^Option A/ }).click();
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await settled(page, 'Question 2 of 8');
    await audit(page, '/test-taking CBT (palette)');
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await audit(page, '/test-taking CBT (submit dialog)');
  });

  test('admin console, every tab', async ({ page }) => {
    await signIn(page, seededAdmin(), '/admin');
    await settled(page, 'Total Tests');
    for (const tab of [
      'Tests',
      'Questions',
      'Bulk Upload',
      'Live Mocks',
      'Reports',
      'Objections',
      'Settings',
    ]) {
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
