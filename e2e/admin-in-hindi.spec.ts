import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { seedAdmin } from '../scripts/local-admin';
import { auditPage } from './axe-audit';
import { header, submitSignIn } from './support';

const DEVANAGARI = /[\u0900-\u097F]/;
const PHONE_WIDTH = 360;

/**
 * An admin of its own: the switch saves Hindi to the admin's profile, and the seeded admin that
 * the other specs sign in as must stay in English.
 */
async function newAdmin(): Promise<{ email: string; password: string }> {
  const url = process.env.E2E_MONGO_URL;
  const prefix = process.env.E2E_DB_PREFIX;
  if (!url || !prefix) throw new Error('E2E_MONGO_URL and E2E_DB_PREFIX are set by e2e/global-setup.ts');
  const admin = {
    email: `admin-hi-${randomBytes(4).toString('hex')}@e2e.test`,
    password: randomBytes(12).toString('base64url'),
  };
  await seedAdmin(url, `${prefix}_auth`, admin);
  return admin;
}

/** Each tab by its Hindi name, with headings and buttons of its own that must show in Hindi. */
const TABS: { tab: string; headings: string[]; buttons: string[] }[] = [
  { tab: 'टेस्ट', headings: ['नया टेस्ट बनाएँ', 'सभी टेस्ट'], buttons: ['प्रश्न चुनें', 'टेम्पलेट इस्तेमाल करें'] },
  { tab: 'प्रश्न', headings: ['नया प्रश्न जोड़ें', 'प्रश्न बैंक'], buttons: ['प्रश्न जोड़ें', 'फ़िल्टर हटाएँ'] },
  {
    tab: 'बल्क अपलोड',
    headings: ['प्रश्न CSV अपलोड करें', 'CSV फ़ॉर्मैट की आवश्यकताएँ'],
    buttons: ['नमूना CSV टेम्पलेट डाउनलोड करें'],
  },
  { tab: 'लाइव मॉक', headings: ['लाइव मॉक शेड्यूल करें', 'लाइव मॉक'], buttons: ['लाइव मॉक शेड्यूल करें'] },
  { tab: 'रिपोर्ट', headings: ['प्रश्न रिपोर्ट', 'स्कोरिंग डेड लेटर'], buttons: ['रीफ़्रेश करें'] },
  { tab: 'आपत्तियाँ', headings: ['उत्तर कुंजी पर आपत्तियाँ'], buttons: ['रीफ़्रेश करें'] },
  { tab: 'सेटिंग्स', headings: ['सेवा की स्थिति', 'सामग्री', 'स्टोरेज'], buttons: ['रीफ़्रेश करें'] },
];

async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
}

async function adminInHindi(page: Page): Promise<void> {
  await submitSignIn(page, await newAdmin());
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/profile') && r.request().method() === 'PUT',
  );
  await header(page).getByRole('combobox').selectOption('hi');
  expect((await saved).status()).toBe(200);
  // Kept on the profile: a reload opens the console in Hindi.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'एडमिन पैनल' })).toBeVisible();
  await expect(page.getByText('कुल टेस्ट', { exact: true })).toBeVisible();
}

async function everyTabInHindi(page: Page, width: number): Promise<void> {
  const tabs = page.getByRole('tablist');
  await expect(tabs).toHaveAccessibleName(DEVANAGARI);
  for (const { tab, headings, buttons } of TABS) {
    await tabs.getByRole('tab', { name: tab, exact: true }).click();
    await expect(tabs.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    for (const name of headings) {
      await expect(panel.getByRole('heading', { name, exact: true })).toBeVisible();
    }
    for (const name of buttons) {
      await expect(panel.getByRole('button', { name, exact: true }).first()).toBeVisible();
    }
    // Wait for the tab's data so the audit and the width see the finished page.
    await page.waitForLoadState('networkidle');
    await expect(panel.getByText(/लोड हो रह/)).toHaveCount(0);
    await auditPage(page, `/admin ${tab} (Hindi, ${width} px)`);
    expect.soft(await scrollWidth(page), `${tab} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  }
}

/** A dry run of a CSV with two bad rows: the report's reasons in Hindi, the column names as the file has them. */
async function csvReportInHindi(page: Page): Promise<void> {
  await page.getByRole('tablist').getByRole('tab', { name: 'बल्क अपलोड', exact: true }).click();
  const csv = [
    'questionTextEnglish,optionAEnglish,optionBEnglish,optionCEnglish,optionDEnglish,correctAnswer',
    '"Wrong answer letter",a,b,c,d,E',
    '"Missing option B",a,,c,d,A',
  ].join('\n');
  const upload = page.getByRole('form', { name: 'प्रश्न CSV अपलोड करें' });
  await upload
    .getByLabel('CSV फ़ाइल')
    .setInputFiles({ name: 'questions-hi.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await upload.getByLabel('ड्राई रन (केवल जाँचें)').check();
  await upload.getByRole('button', { name: 'CSV जाँचें' }).click();
  const rows = page.getByRole('table', { name: 'पंक्ति त्रुटियाँ' }).getByRole('row');
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    '2',
    'correctAnswer',
    'correctAnswer इनमें से एक होना चाहिए: A, B, C, D',
  ]);
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['3', 'optionBEnglish', 'optionBEnglish आवश्यक है']);
}

test.describe('the admin console in Hindi', () => {
  test('at 360 px: every tab in Devanagari, axe clean, no sideways scroll', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: PHONE_WIDTH, height: 780 });
    await adminInHindi(page);
    await everyTabInHindi(page, PHONE_WIDTH);
    await csvReportInHindi(page);
    await auditPage(page, '/admin CSV report (Hindi, 360 px)');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE_WIDTH);
  });

  test('at desktop width: every tab in Devanagari, axe clean', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await adminInHindi(page);
    await everyTabInHindi(page, 1280);
  });
});
