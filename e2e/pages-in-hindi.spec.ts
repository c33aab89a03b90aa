import { expect, type Page, test } from '@playwright/test';
import { auditPage } from './axe-audit';
import { header, newStudent, signUp } from './support';

/** The narrowest phone the product supports. */
const PHONE_WIDTH = 360;
test.use({ viewport: { width: PHONE_WIDTH, height: 780 }, hasTouch: true });

const DEVANAGARI = /[\u0900-\u097F]/;
const languageSwitch = (page: Page) => header(page).getByRole('combobox');

/** The page does not scroll sideways at 360 px. */
async function expectFits(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const scrollWidth = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect.soft(scrollWidth, `${where} scrolls sideways at ${PHONE_WIDTH} px`).toBeLessThanOrEqual(PHONE_WIDTH);
}

/**
 * Every heading and button in the page's main area has Devanagari in it, except `names`: what the
 * student typed (their display name) is shown as typed.
 */
async function expectHindiHeadingsAndButtons(page: Page, where: string, names: string[] = []): Promise<void> {
  const main = page.getByRole('main');
  const texts = [
    ...(await main.getByRole('heading').allTextContents()),
    ...(await main.getByRole('button').allTextContents()).filter((text) => text.trim() !== ''),
  ].filter((text) => !names.includes(text.trim()));
  expect(texts.length, `${where}: headings and buttons`).toBeGreaterThan(0);
  for (const text of texts) expect.soft(text, `${where}: "${text}"`).toMatch(DEVANAGARI);
}

const storedLanguage = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(
      'ui_language',
    ),
  );

test.describe('the student pages in Hindi at 360 px', () => {
  test('signed out: the header switch turns the landing and sign-in pages to Hindi, and a reload keeps it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Crack your SSC exam with realistic mock tests' }),
    ).toBeVisible();
    await languageSwitch(page).selectOption('hi');
    const heroTitle = page.getByRole('heading', {
      level: 1,
      name: 'असली जैसे मॉक टेस्ट के साथ अपनी SSC परीक्षा पास करें',
    });
    await expect(heroTitle).toBeVisible();
    expect(await storedLanguage(page)).toBe('hi');
    await page.reload();
    await expect(heroTitle).toBeVisible();
    await expect(page.getByRole('link', { name: 'मुफ़्त अभ्यास शुरू करें' })).toBeVisible();
    await expectHindiHeadingsAndButtons(page, 'landing');
    await expectFits(page, 'the landing page in Hindi');
    await auditPage(page, 'landing in Hindi (360 px)');

    // Sign in: words, tabs and the form's own checks in Hindi.
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'SSC Mock में आपका स्वागत है' })).toBeVisible();
    const signInForm = page.getByRole('form', { name: 'साइन इन' });
    await signInForm.getByRole('button', { name: 'साइन इन करें' }).click();
    await expect(signInForm.getByText('ईमेल आवश्यक है')).toBeVisible();
    await expect(signInForm.getByText('पासवर्ड आवश्यक है')).toBeVisible();
    await expectHindiHeadingsAndButtons(page, 'sign in');
    await expectFits(page, 'sign in in Hindi');
    await auditPage(page, 'sign in in Hindi (360 px)');

    // Sign up: the spec's password rule, in Hindi.
    await page.getByRole('tab', { name: 'साइन अप करें' }).click();
    const signUpForm = page.getByRole('form', { name: 'साइन अप' });
    await signUpForm.getByLabel('पूरा नाम').fill('Asha Verma');
    await signUpForm.getByLabel('ईमेल').fill('asha@example.com');
    await signUpForm.getByLabel('पासवर्ड').fill('short');
    await signUpForm.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(signUpForm.getByText('पासवर्ड कम से कम 8 अक्षर का होना चाहिए', { exact: true })).toBeVisible();
    await expectFits(page, 'sign up in Hindi');
    await auditPage(page, 'sign up in Hindi (360 px)');

    // Forgot password.
    await page.getByRole('tab', { name: 'साइन इन करें' }).click();
    await page.getByRole('link', { name: 'पासवर्ड भूल गए?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'अपना पासवर्ड भूल गए?' })).toBeVisible();
    await page
      .getByRole('form', { name: 'अपना पासवर्ड रीसेट करें' })
      .getByRole('button', { name: 'रीसेट लिंक भेजें' })
      .click();
    await expect(page.getByText('ईमेल आवश्यक है')).toBeVisible();
    await expectHindiHeadingsAndButtons(page, 'forgot password');
    await expectFits(page, 'forgot password in Hindi');
    await auditPage(page, 'forgot password in Hindi (360 px)');

    // Back to English on the sign-in page: kept across a reload as well.
    await page.goto('/auth');
    await languageSwitch(page).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to SSC Mock' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to SSC Mock' })).toBeVisible();
    expect(await storedLanguage(page)).toBe('en');
  });

  test('signed in: profile, settings and dashboard in Devanagari, fitting, axe clean', async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, newStudent('Hindi Pages Student'));
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/profile') && r.request().method() === 'PUT',
    );
    await languageSwitch(page).selectOption('hi');
    expect((await saved).status()).toBe(200);

    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: /स्वागत है, Hindi Pages Student!$/ }),
    ).toBeVisible();
    await expect(page.getByText('कोई टेस्ट जारी नहीं है')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'गलतियों का डेक' })).toBeVisible();
    await expectFits(page, 'the dashboard in Hindi');
    await auditPage(page, 'dashboard in Hindi, every card (360 px)');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'मेरी प्रोफ़ाइल' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'मैं प्रतिपूरक समय का पात्र हूँ' })).toBeVisible();
    await page.getByRole('button', { name: 'प्रोफ़ाइल संपादित करें' }).click();
    await page.getByLabel('प्रदर्शित नाम').fill('A');
    await page.getByRole('button', { name: 'बदलाव सहेजें' }).click();
    await expect(page.getByText('प्रदर्शित नाम कम से कम 2 अक्षर का होना चाहिए')).toBeVisible();
    await expect(page.getByLabel('भाषा की पसंद')).toHaveValue('HINDI');
    await expectHindiHeadingsAndButtons(page, 'profile', ['Hindi Pages Student']);
    await expectFits(page, 'the profile in Hindi');
    await auditPage(page, 'profile in Hindi (360 px)');

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'डार्क मोड' })).toBeVisible();
    await expect(page.getByLabel('परीक्षा में टेक्स्ट का आकार')).toHaveValue('normal');
    await expect(page.getByRole('button', { name: 'मेरा डेटा निर्यात करें' })).toBeVisible();
    await expectHindiHeadingsAndButtons(page, 'settings');
    await expectFits(page, 'settings in Hindi');
    await auditPage(page, 'settings in Hindi (360 px)');
  });
});
