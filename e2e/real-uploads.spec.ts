import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import {
  accountMenuButton,
  errorToast,
  expectToastAndDismiss,
  newStudent,
  seededAdmin,
  signIn,
  signUp,
  storedSession,
  successToast,
} from './support';

/**
 * Real-sized files through the real gateway, from the user's side: a phone photo of a few MB
 * as the profile picture, and a bulk import of a >1 MB bilingual CSV. Both used to be cut off
 * by a 256 KB body limit in front of the services, and no test had sent a real-sized file.
 */

const MiB = 1024 * 1024;
/** Spec section 9: photos under 5 MB. Spec section 5: CSV files at most 10 MB. */
const IMAGE_LIMIT_BYTES = 5 * MiB;
const CSV_LIMIT_BYTES = 10 * MiB;

const UPLOAD_PHOTO_PATH = '/api/upload/profile-image';
const UPLOAD_CSV_PATH = '/api/admin/questions/upload';

const pathOf = (url: string) => new URL(url).pathname;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** naturalWidth of an <img> once it has loaded (0 while loading or when it failed). */
const loadedWidth = (img: Locator) =>
  img.evaluate((el: { complete: boolean; naturalWidth: number }) => (el.complete ? el.naturalWidth : 0));

// ---------------------------------------------------------------- a phone photo

/**
 * A 4000×3000 JPEG like a phone camera's (12 MP, quality 92, 4:2:0): a sky-to-ground gradient
 * under deterministic per-pixel sensor noise of ±`noise` levels, which is what makes the file
 * big (the same seed always gives the same bytes).
 */
async function phonePhoto(noise: number, width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = 0x2545f491; // xorshift32
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const n = ((state >>> 0) % (2 * noise + 1)) - noise;
      const o = (y * width + x) * 3;
      pixels[o] = Math.max(0, Math.min(255, 60 + (x * 150) / width + n));
      pixels[o + 1] = Math.max(0, Math.min(255, 90 + (y * 120) / height + n));
      pixels[o + 2] = Math.max(0, Math.min(255, 140 + n));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Picks `file` through the profile card's camera button, as a user does. */
async function choosePhoto(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change profile photo' }).click();
  await (await chooser).setFiles(file);
}

// ---------------------------------------------------------------- a big bilingual CSV

const CSV_HEADER = [
  'questionTextEnglish',
  'questionTextHindi',
  'optionAEnglish',
  'optionBEnglish',
  'optionCEnglish',
  'optionDEnglish',
  'optionAHindi',
  'optionBHindi',
  'optionCHindi',
  'optionDHindi',
  'correctAnswer',
  'section',
  'difficulty',
  'explanationEnglish',
  'explanationHindi',
  'topicTags',
  'marks',
  'negativeMarks',
] as const;
type CsvRow = Record<(typeof CSV_HEADER)[number], string>;

/** Quoted only where needed, as spreadsheets save it. */
const csvCell = (value: string) =>
  /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** `[tag#00042]`: searchable, unique per row (zero-padded so one marker never contains another). */
const rowMarker = (tag: string, i: number) => `[${tag}#${String(i).padStart(5, '0')}]`;

const SECTIONS = [
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'ENGLISH_COMPREHENSION',
  'GENERAL_AWARENESS',
];

/** Realistic bilingual SSC questions (commas, quotes, ₹ and line breaks in cells), one of four kinds by `i`. */
function questionRow(tag: string, i: number): CsvRow {
  const marker = rowMarker(tag, i);
  const section = SECTIONS[i % SECTIONS.length] as string;
  const common = {
    section,
    difficulty: ['EASY', 'MEDIUM', 'HARD'][i % 3] as string,
    marks: '2',
    negativeMarks: '0.5',
  };
  switch (section) {
    case 'QUANTITATIVE_APTITUDE': {
      const pct = 5 + (i % 40);
      const price = 200 + i * 4;
      const d = (pct * price) / 100;
      return {
        ...common,
        questionTextEnglish: `${marker} A shopkeeper marks an article at ₹${price}. If he allows a discount of ${pct}%, how much is the discount, in rupees?\n(Give the exact amount.)`,
        questionTextHindi: `${marker} एक दुकानदार किसी वस्तु पर ₹${price} अंकित करता है। यदि वह ${pct}% की छूट देता है, तो छूट कितने रुपये की है?\n(सटीक राशि बताइए।)`,
        optionAEnglish: `₹${d + 10}`,
        optionBEnglish: `₹${d}`,
        optionCEnglish: `₹${d + 5}`,
        optionDEnglish: `₹${d + 15}, approx.`,
        optionAHindi: `₹${d + 10}`,
        optionBHindi: `₹${d}`,
        optionCHindi: `₹${d + 5}`,
        optionDHindi: `₹${d + 15}, लगभग`,
        correctAnswer: 'B',
        explanationEnglish: `Discount = ${pct}% of ₹${price} = ${price} × ${pct} / 100 = ₹${d}.`,
        explanationHindi: `छूट = ₹${price} का ${pct}% = ${price} × ${pct} / 100 = ₹${d}।`,
        topicTags: JSON.stringify(['Percentage', 'Discount', tag]),
      };
    }
    case 'GENERAL_INTELLIGENCE': {
      const start = 2 + (i % 9);
      const step = 3 + (i % 7);
      const series = [0, 1, 2, 3].map((k) => start + k * step);
      const next = start + 4 * step;
      return {
        ...common,
        questionTextEnglish: `${marker} Find the next number in the series: ${series.join(', ')}, ?`,
        questionTextHindi: `${marker} श्रृंखला में अगली संख्या ज्ञात कीजिए: ${series.join(', ')}, ?`,
        optionAEnglish: String(next - 1),
        optionBEnglish: String(next + 2),
        optionCEnglish: String(next),
        optionDEnglish: String(next + step),
        optionAHindi: String(next - 1),
        optionBHindi: String(next + 2),
        optionCHindi: String(next),
        optionDHindi: String(next + step),
        correctAnswer: 'C',
        explanationEnglish: `Each term adds ${step}: ${series.at(-1)} + ${step} = ${next}.`,
        explanationHindi: `प्रत्येक पद में ${step} जुड़ता है: ${series.at(-1)} + ${step} = ${next}।`,
        topicTags: JSON.stringify(['Number Series', tag]),
      };
    }
    case 'ENGLISH_COMPREHENSION':
      return {
        ...common,
        questionTextEnglish: `${marker} Choose the word that is most nearly OPPOSITE in meaning to "ancient" (set ${i}).`,
        questionTextHindi: `${marker} "ancient" शब्द का विलोम (विपरीत अर्थ वाला) शब्द चुनिए (सेट ${i})।`,
        optionAEnglish: 'Modern',
        optionBEnglish: 'Antique',
        optionCEnglish: 'Aged',
        optionDEnglish: 'Old, "historic"',
        optionAHindi: 'आधुनिक',
        optionBHindi: 'प्राचीन वस्तु',
        optionCHindi: 'वृद्ध',
        optionDHindi: 'पुराना, "ऐतिहासिक"',
        correctAnswer: 'A',
        explanationEnglish: '"Ancient" means very old; its opposite is "modern".',
        explanationHindi: '"Ancient" का अर्थ बहुत पुराना है; इसका विलोम "modern" (आधुनिक) है।',
        topicTags: JSON.stringify(['Antonyms', tag]),
      };
    default:
      return {
        ...common,
        questionTextEnglish: `${marker} Who wrote the national anthem of India, "Jana Gana Mana"? (set ${i})`,
        questionTextHindi: `${marker} भारत का राष्ट्रगान "जन गण मन" किसने लिखा? (सेट ${i})`,
        optionAEnglish: 'Bankim Chandra Chatterjee',
        optionBEnglish: 'Sarojini Naidu',
        optionCEnglish: 'Muhammad Iqbal',
        optionDEnglish: 'Rabindranath Tagore',
        optionAHindi: 'बंकिम चंद्र चट्टोपाध्याय',
        optionBHindi: 'सरोजिनी नायडू',
        optionCHindi: 'मुहम्मद इक़बाल',
        optionDHindi: 'रवींद्रनाथ टैगोर',
        correctAnswer: 'D',
        explanationEnglish:
          'Rabindranath Tagore wrote it in Bengali; the Constituent Assembly adopted it on 24 January 1950.',
        explanationHindi: 'रवींद्रनाथ टैगोर ने इसे बांग्ला में लिखा; संविधान सभा ने इसे 24 जनवरी 1950 को अपनाया।',
        topicTags: JSON.stringify(['Indian Polity', 'National Symbols', tag]),
      };
  }
}

/** Deliberately broken rows (0-based data index → the change and the report line it must produce). */
const BAD_ROWS = [
  { index: 9, change: { correctAnswer: 'E' }, column: 'correctAnswer', reason: /A, B, C, D/ },
  { index: 500, change: { optionBEnglish: '' }, column: 'optionBEnglish', reason: /required/i },
  { index: 1234, change: { section: 'HISTORY' }, column: 'section', reason: /section must be one of/ },
  { index: 2001, change: { marks: '1.3' }, column: 'marks', reason: /steps of 0\.25/ },
] as const;

function questionsCsv(tag: string, rows: number): Buffer {
  const lines = [CSV_HEADER.join(',')];
  for (let i = 0; i < rows; i++) {
    const row: CsvRow = { ...questionRow(tag, i), ...BAD_ROWS.find((b) => b.index === i)?.change };
    lines.push(CSV_HEADER.map((column) => csvCell(row[column])).join(','));
  }
  // What Excel's "CSV UTF-8" writes: a BOM and CRLF line ends.
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

type BankPage = {
  total: number;
  questions: Array<{ questionTextEnglish: string; questionTextHindi: string | null }>;
};

async function bankSearch(request: APIRequestContext, token: string, search: string): Promise<BankPage> {
  const response = await request.get(`/api/admin/questions?search=${encodeURIComponent(search)}&limit=5`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as BankPage;
}

// ---------------------------------------------------------------- the tests

test.describe('real-sized uploads through the gateway', () => {
  test('a ~4 MB phone JPEG becomes the header avatar; a >5 MB one is refused before any upload', async ({
    page,
  }, testInfo) => {
    const photo = testInfo.outputPath('phone-photo-4000x3000.jpg');
    const tooBig = testInfo.outputPath('phone-photo-too-big.jpg');
    fs.writeFileSync(photo, await phonePhoto(12));
    fs.writeFileSync(tooBig, await phonePhoto(32));
    const photoBytes = fs.statSync(photo).size;
    const tooBigBytes = fs.statSync(tooBig).size;
    testInfo.annotations.push({
      type: 'file sizes',
      description: `photo ${photoBytes} B, too big ${tooBigBytes} B`,
    });
    expect(photoBytes).toBeGreaterThan(3 * MiB);
    expect(photoBytes).toBeLessThan(IMAGE_LIMIT_BYTES);
    expect(tooBigBytes).toBeGreaterThan(IMAGE_LIMIT_BYTES);

    await signUp(page, newStudent('Meera Iyer'));
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change profile photo' })).toBeEnabled();
    const headerAvatarImage = accountMenuButton(page).locator('img');
    await expect(accountMenuButton(page)).toHaveAccessibleName(/^MI, Account menu for /); // initials until there is a photo

    const uploads: string[] = [];
    page.on('request', (r) => {
      if (pathOf(r.url()) === UPLOAD_PHOTO_PATH) uploads.push(r.method());
    });

    // Over 5 MB: the client refuses it with the spec's message and sends nothing.
    await choosePhoto(page, tooBig);
    await expectToastAndDismiss(errorToast(page, 'File size must be less than 5MB'));
    expect(uploads).toEqual([]);
    await expect(headerAvatarImage).toHaveCount(0);

    // The phone photo goes through the gateway whole and comes back as the avatar.
    const responded = page.waitForResponse(
      (r) => pathOf(r.url()) === UPLOAD_PHOTO_PATH && r.request().method() === 'POST',
    );
    await choosePhoto(page, photo);
    const response = await responded;
    const sent = Number(await response.request().headerValue('content-length'));
    expect(sent).toBeGreaterThan(photoBytes); // the whole file plus its multipart framing
    expect(response.status()).toBe(200);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/media\/avatars\/[^/]+$/);
    await expect(successToast(page, 'Profile photo updated successfully!')).toBeVisible();
    expect(uploads).toEqual(['POST']);

    // The header shows the new picture (the URL plus a version), decoded by the browser: the
    // stored avatar is the photo cropped to 256×256.
    const newAvatarSrc = new RegExp(`^${escapeRegExp(imageUrl)}(\\?|$)`);
    await expect(headerAvatarImage).toHaveAttribute('src', newAvatarSrc);
    await expect.poll(() => loadedWidth(headerAvatarImage)).toBe(256);

    // It is the saved profile's picture, not client state: still there after a reload.
    await page.reload();
    await expect(headerAvatarImage).toHaveAttribute('src', newAvatarSrc);
    await expect.poll(() => loadedWidth(headerAvatarImage)).toBe(256);
  });

  test('an admin imports a >1 MB bilingual CSV of 2,050 rows and gets the report; the bank has them', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000); // a 2,050-row import through the queue on a 2-core machine
    const tag = `big-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
    const rows = 2_050;
    const fileName = `questions-${tag}.csv`;
    const file = testInfo.outputPath(fileName);
    fs.writeFileSync(file, questionsCsv(tag, rows));
    const csvBytes = fs.statSync(file).size;
    testInfo.annotations.push({ type: 'file size', description: `${fileName}: ${rows} rows, ${csvBytes} B` });
    expect(csvBytes).toBeGreaterThan(1 * MiB);
    expect(csvBytes).toBeLessThan(CSV_LIMIT_BYTES);
    const good = rows - BAD_ROWS.length;

    await signIn(page, seededAdmin(), '/admin');
    const { token } = await storedSession(page);
    if (!token) throw new Error('no stored token');
    await page.getByRole('tab', { name: 'Bulk Upload' }).click();
    await expect(page.getByRole('tab', { name: 'Bulk Upload' })).toHaveAttribute('aria-selected', 'true');

    const form = page.getByRole('form', { name: 'Upload questions CSV' });
    await form.getByLabel('CSV file').setInputFiles(file);
    await expect(form.getByLabel('Dry run (validate only)')).not.toBeChecked();
    const responded = page.waitForResponse(
      (r) => pathOf(r.url()) === UPLOAD_CSV_PATH && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Upload', exact: true }).click();
    const response = await responded;
    expect(Number(await response.request().headerValue('content-length'))).toBeGreaterThan(csvBytes);
    expect(response.status()).toBe(202);
    const { jobId } = (await response.json()) as { jobId: string };

    // The job runs to the end and the card shows its report.
    const status = page.getByRole('region', { name: `Import of ${fileName}` });
    await expect(status).toHaveAttribute('data-job-id', jobId);
    await expect(status.getByRole('status')).toHaveText('Finished', { timeout: 60_000 });
    await expect(status.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    // Counts as the interface writes numbers (en-IN: 2,050).
    const count = (n: number) => n.toLocaleString('en-IN');
    await expect(status.getByText(`${count(rows)} of ${count(rows)} rows processed`)).toBeVisible();
    await expect(successToast(page, 'Questions uploaded successfully!')).toBeVisible();
    const summary = status.getByLabel('Import summary');
    await expect(summary.getByRole('term')).toHaveText([
      'Total rows',
      'Valid',
      'Imported',
      'Duplicates',
      'Invalid',
    ]);
    await expect(summary.getByRole('definition')).toHaveText([
      count(rows),
      count(good),
      count(good),
      '0',
      String(BAD_ROWS.length),
    ]);

    // Every bad row is listed by its spreadsheet row (header = row 1), column and reason.
    await expect(status.getByRole('heading', { name: `Row errors (${BAD_ROWS.length})` })).toBeVisible();
    const errorRows = status.getByRole('table', { name: 'Row errors' }).getByRole('row');
    await expect(errorRows).toHaveCount(BAD_ROWS.length + 1);
    for (const [n, bad] of BAD_ROWS.entries()) {
      await expect(errorRows.nth(n + 1).getByRole('cell')).toHaveText([
        String(bad.index + 2),
        bad.column,
        bad.reason,
      ]);
    }

    // Through the admin API (via the gateway): every good row is in the bank, none of the bad ones,
    // and the Hindi text arrived intact. The bank's search index follows the import's events, so poll.
    await expect
      .poll(async () => (await bankSearch(page.request, token, tag)).total, { timeout: 30_000 })
      .toBe(good);
    const sample = rows - 7;
    const found = await bankSearch(page.request, token, rowMarker(tag, sample));
    expect(found.total).toBe(1);
    expect(found.questions[0]?.questionTextEnglish).toBe(questionRow(tag, sample).questionTextEnglish);
    expect(found.questions[0]?.questionTextHindi).toBe(questionRow(tag, sample).questionTextHindi);
    for (const bad of BAD_ROWS) {
      expect((await bankSearch(page.request, token, rowMarker(tag, bad.index))).total).toBe(0);
    }
  });
});
