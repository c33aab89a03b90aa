import { expect, test } from '@playwright/test';
import { accountMenuButton, header, mainNav, newStudent, seededAdmin, signIn, signUp } from './support';

test.describe('roles', () => {
  test('a student visiting /admin sees Access Denied', async ({ page }) => {
    await signUp(page, newStudent('Ravi Patel'));
    await expect(mainNav(page).getByRole('link')).toHaveText(['Dashboard', 'Mock Tests']);

    await page.goto('/admin');

    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('You need administrator privileges to access this page.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  });

  test('the admin lands on the admin panel and the header offers only Admin Panel', async ({ page }) => {
    await signIn(page, seededAdmin(), '/admin');

    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Tests' })).toBeVisible();
    await expect(mainNav(page).getByRole('link')).toHaveText(['Admin Panel']);
    await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Mock Tests' })).toHaveCount(0);

    // The avatar menu has the admin entry too.
    await accountMenuButton(page).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Settings', 'Admin Panel', 'Log out']);
  });
});

test.describe('routing', () => {
  test('an unknown route shows the 404 page with a working link home', async ({ page }) => {
    await page.goto('/no/such/page');

    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(header(page)).toBeVisible();

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { name: 'Crack your SSC exam with realistic mock tests' }),
    ).toBeVisible();
  });

  test('when the admin remote cannot be fetched the shell shows a fallback and keeps the header', async ({
    page,
  }) => {
    await page.route('**/remotes/admin/**', (route) => route.abort());

    await signIn(page, seededAdmin(), '/admin');

    const fallback = page.getByRole('alert').filter({ hasText: 'This part of the app could not be loaded' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'SSC Mock home' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Admin Panel' })).toBeVisible();
    await expect(accountMenuButton(page)).toBeVisible();

    // Once the remote is reachable again, Retry loads it without a page reload.
    await page.unroute('**/remotes/admin/**');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
    await expect(fallback).toHaveCount(0);
  });
});

test.describe('signed-out visitors', () => {
  test('the landing page has a call to action that leads to /auth', async ({ page }) => {
    await page.goto('/');

    await expect(
      page.getByRole('heading', { name: 'Crack your SSC exam with realistic mock tests' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to start your preparation?' })).toBeVisible();
    const cta = page.getByRole('link', { name: 'Get Started Now' });
    await expect(cta).toHaveAttribute('href', '/auth');
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();

    await cta.click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
  });

  test('/admin without a user shows Access Denied with a way to sign in', async ({ page }) => {
    await page.goto('/admin');

    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Please login to access admin panel')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('protected pages redirect to /auth', async ({ page }) => {
    for (const path of ['/profile', '/settings', '/dashboard']) {
      await page.goto(path);
      await expect(page, `${path} without a session`).toHaveURL(/\/auth$/);
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    }
  });
});
