import { expect, type Page, test } from '@playwright/test';
import { auditPage } from './axe-audit';
import { createFullLengthTest, startAttempt, submitAttempt } from './exam-fixtures';
import { header, newStudent, signUp, storedSession } from './support';

/** The narrowest phone the product supports. */
const PHONE_WIDTH = 360;
test.use({ viewport: { width: PHONE_WIDTH, height: 780 }, hasTouch: true });

const DEVANAGARI = /[\u0900-\u097F]/;
const languageSwitch = (page: Page) => header(page).getByRole('combobox');
/** The header's navigation, whose own name is in the interface language too. */
const siteNav = (page: Page) => header(page).getByRole('navigation');

/** The page does not scroll sideways (as phone-fit.spec.ts checks every page). */
async function expectFits(page: Page, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
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

async function profileLanguage(page: Page): Promise<string> {
  const { token } = await storedSession(page);
  const res = await page.request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { languagePreference: string }).languagePreference;
}

test.describe('the interface in Hindi', () => {
  test('signed out, the header switch changes the page at once and this device keeps it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(siteNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await languageSwitch(page).selectOption('hi');
    await expect(siteNav(page).getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'साइन इन करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.reload();
    await expect(siteNav(page).getByRole('link', { name: 'मॉक टेस्ट' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'क्षमा करें! पेज नहीं मिला' })).toBeVisible();
    await expectFits(page, 'the 404 in Hindi');
  });

  test('signed in at 360 px: the switch is saved to the profile; dashboard and results in Devanagari, fitting, axe clean', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const exam = await createFullLengthTest(request, 3);
    await signUp(page, newStudent('Hindi Interface Student'));
    const submitted = await startAttempt(page, request, exam.id);
    await submitAttempt(page, request, submitted, exam.questionIds);
    expect(await profileLanguage(page)).toBe('ENGLISH');

    await page.goto('/dashboard');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/profile') && r.request().method() === 'PUT',
    );
    await languageSwitch(page).selectOption('hi');
    expect((await saved).status()).toBe(200);
    expect(await profileLanguage(page)).toBe('HINDI');

    // A reload (and so any device signed in as this student) opens in Hindi, from the profile.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'फिर से स्वागत है, Hindi Interface Student!' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'अपनी परीक्षा चुनें' })).toBeVisible();
    await expect(page.getByText('त्वरित विकल्प')).toBeVisible();
    await expect(page.getByRole('link', { name: 'मॉक टेस्ट देखें' })).toBeVisible();
    await expect(page.getByText('क्या आप अपनी SSC तैयारी जारी रखने के लिए तैयार हैं?')).toBeVisible();
    await expectFits(page, 'the dashboard in Hindi');
    await auditPage(page, 'dashboard in Hindi (360 px)');

    await page.goto(`/test-results/${submitted}`);
    await expect(page.getByTestId('tile-score')).toBeVisible();
    await expect(page.getByText('खंडवार सारांश')).toBeVisible();
    await expect(page.getByText('प्रश्न विश्लेषण')).toBeVisible();
    await expect(siteNav(page).getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
    expect(await page.locator('main').textContent()).toMatch(DEVANAGARI);
    await expectFits(page, 'a results page in Hindi');
    await auditPage(page, 'results in Hindi (360 px)');

    // Back to English, saved the same way.
    const back = page.waitForResponse(
      (r) => r.url().endsWith('/api/profile') && r.request().method() === 'PUT',
    );
    await languageSwitch(page).selectOption('en');
    await back;
    await expect(page.getByText('Sectional Summary')).toBeVisible();
    expect(await profileLanguage(page)).toBe('ENGLISH');
  });
});
