import { expect, type Page, test } from '@playwright/test';
import { auditPage } from './axe-audit';
import { mailsTo } from './mailbox';
import { header, newStudent, signUp } from './support';

/** How wide the page is laid out: more than the viewport means a sideways scroll on a phone. */
const pageWidth = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );

const banner = (page: Page) => page.getByRole('complementary', { name: 'Email verification' });

test.describe('email verification', () => {
  test('a new student verifies the address from the mailed link, on a phone', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const account = newStudent('Meera Iyer');
    await signUp(page, account);

    // The reminder, signed in and unverified: it names the address and offers a new mail.
    await expect(banner(page)).toContainText(`we sent a link to ${account.email}`);
    await expect(banner(page).getByRole('button', { name: 'Resend email' })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await auditPage(page, 'dashboard with the verification reminder (360 px)');

    const [mail] = await mailsTo(account.email, 1, '/auth/verify?token=');
    expect(mail?.subject).toBe('Verify your SSC Mock email address');
    const link = mail?.text.match(/https?:\/\/\S+\/auth\/verify\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link, mail?.text).toBeDefined();
    expect(link?.startsWith(`${baseURL}/auth/verify?token=`)).toBe(true);

    await page.goto(link as string);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your email address is verified.' }),
    ).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await auditPage(page, 'verify page, verified (360 px)');

    // Onward, and after a reload: no reminder any more, without signing in again.
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // The same link again: spent, said plainly; the account stays verified.
    await page.goto(link as string);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your email address is already verified.' }),
    ).toBeVisible();
  });

  test('an invalid link says so and offers a new one; Resend and dismiss work', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const account = newStudent('Rohan Das');
    await signUp(page, account);
    await mailsTo(account.email, 1, '/auth/verify?token=');

    await page.goto('/auth/verify?token=not-a-real-token');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This verification link has expired or has already been used.' }),
    ).toBeVisible();
    const resend = page.getByRole('button', { name: 'Send a new link' });
    await expect(resend).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await auditPage(page, 'verify page, invalid link (360 px)');
    await resend.click();
    await expect(page.getByRole('status').filter({ hasText: 'A new link is on its way.' })).toBeVisible();
    await mailsTo(account.email, 2, '/auth/verify?token=');

    // The reminder's own Resend, then dismissed for this session (a reload keeps it away).
    await page.goto('/dashboard');
    await banner(page).getByRole('button', { name: 'Resend email' }).click();
    await expect(banner(page).getByRole('status')).toHaveText('A new link is on its way. Check your inbox.');
    await mailsTo(account.email, 3, '/auth/verify?token=');
    await banner(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  test('signed out, an invalid link says how to get a new one', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/auth/verify');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'This verification link has expired or has already been used.' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await auditPage(page, 'verify page, signed out (360 px)');
  });

  test('in Hindi: the reminder, the mail and the verify page speak Hindi', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const account = newStudent('Hindi Verify Student');
    await signUp(page, account);
    await mailsTo(account.email, 1, '/auth/verify?token=');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/profile') && r.request().method() === 'PUT',
    );
    await header(page).getByRole('combobox').selectOption('hi');
    expect((await saved).status()).toBe(200);

    const reminder = page.getByRole('complementary', { name: 'ईमेल सत्यापन' });
    await expect(reminder).toContainText('कृपया अपना ईमेल पता सत्यापित करें');
    const resend = reminder.getByRole('button', { name: 'ईमेल फिर से भेजें' });
    await resend.click();
    await expect(reminder.getByRole('status')).toHaveText('नया लिंक भेज दिया गया है। अपना इनबॉक्स देखें।');
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await auditPage(page, 'verification reminder in Hindi (360 px)');

    // The new mail is in the account's language.
    const [newest] = await mailsTo(account.email, 2, '/auth/verify?token=');
    expect(newest?.subject).toMatch(/[\u0900-\u097F]/);
    const link = newest?.text.match(/https?:\/\/\S+\/auth\/verify\?token=[A-Za-z0-9_-]+/)?.[0];
    await page.goto(link as string);
    await expect(page.getByRole('heading', { level: 1, name: 'अपना ईमेल सत्यापित करें' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'आपका ईमेल पता सत्यापित हो गया है।' }),
    ).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await auditPage(page, 'verify page in Hindi (360 px)');
  });
});
