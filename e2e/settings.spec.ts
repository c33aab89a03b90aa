import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { createShortTest, startAttempt } from './exam-fixtures';
import { expectToastAndDismiss, infoToast, newStudent, signUp, successToast } from './support';

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const emailUpdates = page.getByRole('switch', { name: 'Email Updates' });
  const darkMode = page.getByRole('switch', { name: 'Dark Mode' });
  await expect(emailUpdates).toBeVisible(); // settings loaded from the server
  return { emailUpdates, darkMode };
}

/** The app marks the dark theme as `<html data-theme="dark">`. */
const htmlElement = (page: Page) => page.locator('html');

test.describe('settings', () => {
  test('Email Updates and Dark Mode are saved on the server and survive a reload', async ({ page }) => {
    await signUp(page, newStudent('Neha Gupta'));
    let settings = await openSettings(page);

    // Spec defaults: email updates and dark mode off, the others on.
    await expect(settings.emailUpdates).not.toBeChecked();
    await expect(settings.darkMode).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Push Notifications' })).toBeChecked();
    await expect(htmlElement(page)).not.toHaveAttribute('data-theme', 'dark');

    await settings.emailUpdates.click();
    await expectToastAndDismiss(successToast(page, 'Setting updated successfully!'));
    await expect(settings.emailUpdates).toBeChecked();

    await settings.darkMode.click();
    await expectToastAndDismiss(successToast(page, 'Setting updated successfully!'));
    await expect(settings.darkMode).toBeChecked();
    await expect(htmlElement(page)).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    settings = await openSettings(page);
    await expect(settings.emailUpdates).toBeChecked();
    await expect(settings.darkMode).toBeChecked();
    await expect(htmlElement(page)).toHaveAttribute('data-theme', 'dark');
    // The untouched toggles kept their defaults.
    await expect(page.getByRole('switch', { name: 'Push Notifications' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Sound Effects' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Auto Submit' })).toBeChecked();
  });

  test('Export My Data downloads the account as JSON without the password hash', async ({ page }) => {
    const account = newStudent('Vikram Rao');
    await signUp(page, account);
    const settings = await openSettings(page);
    await settings.emailUpdates.click();
    await expectToastAndDismiss(successToast(page, 'Setting updated successfully!'));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export My Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('ssc-mock-my-data.json');
    await expect(successToast(page, 'Your data has been downloaded.')).toBeVisible();

    const raw = await readFile(await file.path(), 'utf8');
    const data = JSON.parse(raw);
    expect(data.account.email).toBe(account.email);
    expect(data.profile).toMatchObject({ email: account.email, displayName: account.name });
    // Attempts (with scores) and saved questions come from the results service.
    expect(data.testAttempts).toEqual([]);
    expect(data.savedQuestions).toEqual([]);
    expect(data.settings).toEqual({
      notifications: true,
      emailUpdates: true,
      darkMode: false,
      soundEffects: true,
      autoSubmit: true,
    });
    // Neither the hash (stored as scrypt$N$r$p$salt$hash) nor any password field is exported.
    expect(raw).not.toMatch(/password/i);
    expect(raw).not.toContain('scrypt');
    expect(raw).not.toContain(account.password);
  });

  test('Delete Account asks for confirmation and is not available in demo mode', async ({ page }) => {
    await signUp(page, newStudent('Sunita Das'));
    await openSettings(page);

    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([
      'All your test attempts and scores',
      'Your profile information',
      'Your progress and test history',
    ]);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(infoToast(page, 'Account deletion is not available in demo mode')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The account is untouched: still signed in and the page still loads its settings.
    await page.reload();
    await openSettings(page);
  });

  test('the exam text size chosen in settings is the exam screen’s, and a change there shows in settings', async ({
    page,
    request,
  }) => {
    const exam = await createShortTest(request, 2);
    await signUp(page, newStudent('Text Size Student'));
    await openSettings(page);
    const setting = page.getByLabel('Exam text size');
    await expect(setting).toHaveValue('normal');
    await setting.selectOption({ label: 'Large' });

    const attempt = await startAttempt(page, request, exam.id);
    await page.goto(`/test-taking/${attempt}`);
    await expect(page.locator('.question-card')).toHaveAttribute('data-text-size', 'large');
    const onExam = page.getByLabel('Text size');
    await expect(onExam).toHaveValue('large');
    await onExam.selectOption({ label: 'Largest' });
    await expect(page.locator('.question-card')).toHaveAttribute('data-text-size', 'largest');

    await openSettings(page);
    await expect(page.getByLabel('Exam text size')).toHaveValue('largest');
  });
});
