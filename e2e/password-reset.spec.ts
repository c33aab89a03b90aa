import { expect, type Page, test } from '@playwright/test';
import { FORGOT_PASSWORD_MESSAGE, RESET_LINK_INVALID_MESSAGE } from '@ssc/contracts/constants';
import { mailsTo } from './mailbox';
import { errorToast, newStudent, signIn, signInForm, submitSignIn, successToast } from './support';

/** How wide the page is laid out: more than the viewport means a sideways scroll on a phone. */
const pageWidth = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );

test.describe('password reset by mail', () => {
  test('a forgotten password is reset through the mailed link, once, on a phone', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const account = newStudent('Kavya Rao');
    const signedUp = await page.request.post('/api/auth/signup', {
      data: { email: account.email, password: account.password, displayName: account.name },
    });
    expect(signedUp.status()).toBe(201);

    // Sign In → "Forgot password?" → the email → the same sentence whoever asks.
    await page.goto('/auth');
    await signInForm(page).getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot$/);
    const ask = page.getByRole('form', { name: 'Reset your password' });
    await ask.getByLabel('Email').fill(account.email);
    await ask.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: FORGOT_PASSWORD_MESSAGE })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    const [mail] = await mailsTo(account.email, 1, '/auth/reset?token=');
    expect(mail?.subject).toBe('Reset your SSC Mock password');
    const link = mail?.text.match(/https?:\/\/\S+\/auth\/reset\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link, mail?.text).toBeDefined();
    expect(link?.startsWith(`${baseURL}/auth/reset?token=`)).toBe(true);

    // The link: a new password twice (a mismatch is caught first), then back to sign in.
    await page.goto(link as string);
    const choose = page.getByRole('form', { name: 'Choose a new password' });
    const newPassword = `${account.password}-new`;
    await choose.getByLabel('New password', { exact: true }).fill(newPassword);
    await choose.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await choose.getByRole('button', { name: 'Set new password' }).click();
    await expect(choose.getByRole('alert')).toHaveText('The two passwords do not match');
    await choose.getByLabel('Confirm new password').fill(newPassword);
    await choose.getByRole('button', { name: 'Set new password' }).click();
    await expect(successToast(page, 'Password changed. Sign in with your new password.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    // The old password no longer opens the account; the new one does.
    await submitSignIn(page, account);
    await expect(errorToast(page, 'Invalid email or password')).toBeVisible();
    await signIn(page, { email: account.email, password: newPassword });

    // The same link again: it says plainly that it is spent, and offers a new one.
    await page.goto(link as string);
    const again = page.getByRole('form', { name: 'Choose a new password' });
    await again.getByLabel('New password', { exact: true }).fill('one more new password');
    await again.getByLabel('Confirm new password').fill('one more new password');
    await again.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: RESET_LINK_INVALID_MESSAGE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    const stillNew = await page.request.post('/api/auth/signin', {
      data: { email: account.email, password: newPassword },
    });
    expect(stillNew.status()).toBe(200);
  });

  test('an account that chose Hindi gets the mail in Hindi, and its link works', async ({
    page,
    baseURL,
  }) => {
    const account = newStudent('Meera Joshi');
    const signedUp = await page.request.post('/api/auth/signup', {
      data: { email: account.email, password: account.password, displayName: account.name },
    });
    expect(signedUp.status()).toBe(201);
    const { session } = (await signedUp.json()) as { session: { access_token: string } };
    const chose = await page.request.put('/api/profile', {
      headers: { Authorization: `Bearer ${session.access_token}` },
      data: { languagePreference: 'HINDI' },
    });
    expect(chose.status()).toBe(200);

    const asked = await page.request.post('/api/auth/forgot-password', { data: { email: account.email } });
    expect(asked.status()).toBe(202);
    const [mail] = await mailsTo(account.email, 1, '/auth/reset?token=');
    expect(mail?.subject).toBe('अपना SSC Mock पासवर्ड रीसेट करें');
    expect(mail?.text).toContain('नमस्ते Meera Joshi,');
    expect(mail?.text).toContain('30 मिनट');
    expect(mail?.text).not.toContain('Someone (we hope you)');
    const link = mail?.text.match(/https?:\/\/\S+\/auth\/reset\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link?.startsWith(`${baseURL}/auth/reset?token=`), mail?.text).toBe(true);

    // This device has chosen no language, so the page is in English; the link is what is checked.
    await page.goto(link as string);
    const choose = page.getByRole('form', { name: 'Choose a new password' });
    const newPassword = `${account.password}-hi`;
    await choose.getByLabel('New password', { exact: true }).fill(newPassword);
    await choose.getByLabel('Confirm new password').fill(newPassword);
    await choose.getByRole('button', { name: 'Set new password' }).click();
    await expect(successToast(page, 'Password changed. Sign in with your new password.')).toBeVisible();
    const signedIn = await page.request.post('/api/auth/signin', {
      data: { email: account.email, password: newPassword },
    });
    expect(signedIn.status()).toBe(200);
  });
});
