import { expect, type Page, test } from '@playwright/test';
import { createShortTest } from './exam-fixtures';
import {
  accountMenuButton,
  errorToast,
  fillSignUp,
  header,
  newStudent,
  openSignUp,
  signIn,
  signUp,
  storedSession,
  submitSignIn,
  successToast,
} from './support';

/** In the page from its first script on: every greeting the page heading shows (visible text only). */
function recordGreetings(page: Page) {
  return page.addInitScript(() => {
    const scope = globalThis as unknown as {
      __greetings: string[];
      document: { querySelector(s: string): { innerText: string } | null };
      MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void };
    };
    scope.__greetings = [];
    new scope.MutationObserver(() => {
      // biome-ignore lint/performance/useDomNodeTextContent: only what is shown counts (visibility: hidden text is not)
      const text = scope.document.querySelector('main h1')?.innerText.trim();
      if (text && /^Welcome( back)?, /.test(text) && scope.__greetings.at(-1) !== text)
        scope.__greetings.push(text);
    }).observe(scope.document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

const greetingsSeen = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { __greetings: string[] }).__greetings);

test.describe('sign up, sign in and log out', () => {
  test('a weak password is rejected before any request, then a valid sign-up lands on the dashboard', async ({
    page,
  }) => {
    const account = newStudent('Meera Iyer');
    const signUpCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/signup')) signUpCalls.push(request.method());
    });

    const form = await openSignUp(page);
    const password = form.getByLabel('Password');
    await expect(form.getByText('Must be at least 8 characters long', { exact: true })).toBeVisible();

    await fillSignUp(form, { ...account, password: 'abc12' });
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(form.getByRole('alert')).toHaveText('Password must be at least 8 characters long');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // Hint and error are both read with the field.
    await expect(password).toHaveAccessibleDescription(
      'Must be at least 8 characters long Password must be at least 8 characters long',
    );
    await expect(form.getByText('Must be at least 8 characters long', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expect(signUpCalls, 'the client must not send a weak password to the server').toEqual([]);

    // No account exists with that email: the server refuses to sign it in.
    const probe = await page.request.post('/api/auth/signin', {
      data: { email: account.email, password: 'abc12' },
    });
    expect(probe.status()).toBe(401);

    // Same email, valid password: creating it succeeds, which also proves nothing was created before.
    await password.fill(account.password);
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(successToast(page, 'Account created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.name}!`);
    expect(signUpCalls).toEqual(['POST']);
  });

  test('log out from the avatar menu, protected pages redirect, and signing in again works', async ({
    page,
  }) => {
    const account = newStudent('Rohit Kumar');
    await signUp(page, account);

    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(successToast(page, 'Signed out successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountMenuButton(page)).toHaveCount(0);
    expect(await storedSession(page)).toEqual({ token: null, user: null });

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

    await signIn(page, account);
    // No test started yet: greeted, not greeted back.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${account.name}!`);
    // The initials it shows come first in its name (Label in Name), then what it opens.
    await expect(accountMenuButton(page)).toHaveAccessibleName(`RK, Account menu for ${account.name}`);
  });

  test('a new account is welcomed, not welcomed back, until it has started a test (at 360 px)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const exam = await createShortTest(request, 2);
    const account = newStudent('Nandini Rao');
    await signUp(page, account);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Welcome, ${account.name}!`);
    await page.goto('/');
    await expect(heading).toHaveText(`Welcome, ${account.name}!`);

    const { token } = await storedSession(page);
    const started = await request.post('/api/test-attempts', {
      headers: { Authorization: `Bearer ${token}` },
      data: { testId: exam.id },
    });
    expect(started.status()).toBe(201);
    await page.reload();
    await expect(heading).toHaveText(`Welcome back, ${account.name}!`);
    await page.goto('/dashboard');
    await expect(heading).toHaveText(`Welcome back, ${account.name}!`);

    // Back on this device, the greeting is right from its first frame: never "Welcome" first.
    await recordGreetings(page);
    await page.reload();
    // The shown text (innerText): the heading holds the greeting hidden until it knows which.
    await expect(heading).toHaveText(`Welcome back, ${account.name}!`, { useInnerText: true });
    expect(await greetingsSeen(page)).toEqual([`Welcome back, ${account.name}!`]);

    // On a device that has never seen them (nothing stored), signing in shows no greeting until
    // it knows which: never "Welcome" before "Welcome back".
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear(),
    );
    await signIn(page, account);
    await expect(heading).toHaveText(`Welcome back, ${account.name}!`, { useInnerText: true });
    expect(await greetingsSeen(page)).toEqual([`Welcome back, ${account.name}!`]);
  });

  test('a display name over 80 characters is capped by the field and named before any request (at 360 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const signUpCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/signup')) signUpCalls.push(r.method());
    });
    const account = newStudent('N'.repeat(5000));
    const form = await openSignUp(page);
    const name = form.getByLabel('Full Name');
    await expect(name).toHaveAttribute('maxlength', '80');
    await name.fill(account.name);
    await expect(name).toHaveValue('N'.repeat(80));

    // A browser that lets more through (or a script): the form names the rule, nothing is sent.
    await name.evaluate((el: { removeAttribute(name: string): void }) => el.removeAttribute('maxlength'));
    await fillSignUp(form, account);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByRole('alert')).toHaveText('Display name must be at most 80 characters long');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/auth$/);
    expect(signUpCalls).toEqual([]);
  });

  test('a wrong password shows "Invalid email or password" and stays signed out', async ({ page }) => {
    const account = newStudent('Kavya Singh');
    await signUp(page, account);
    await accountMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await submitSignIn(page, { email: account.email, password: `${account.password}-wrong` });

    await expect(errorToast(page, 'Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });
});
