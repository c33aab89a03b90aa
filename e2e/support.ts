import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';

/** Credentials of an account used by one test; emails are unique so tests never share data. */
export interface Account {
  name: string;
  email: string;
  password: string;
}

const uniqueId = () => `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

export function uniqueEmail(prefix = 's'): string {
  return `${prefix}-${uniqueId()}@e2e.test`;
}

export function newStudent(name = 'Asha Verma'): Account {
  return { name, email: uniqueEmail('s'), password: `pw-${randomBytes(9).toString('base64url')}` };
}

/** The admin seeded by global-setup (its env reaches the workers). */
export function seededAdmin(): Pick<Account, 'email' | 'password'> {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD are not set (global-setup)');
  return { email, password };
}

// ---------------------------------------------------------------- toasts

/** The shell's toaster: `<section aria-label="Notifications">`; success/info toasts are status, errors alert. */
export const notifications = (page: Page): Locator => page.getByRole('region', { name: 'Notifications' });

export const successToast = (page: Page, message: string): Locator =>
  notifications(page).getByRole('status').filter({ hasText: message });

/** Info toasts are announced politely, like success toasts. */
export const infoToast = successToast;

export const errorToast = (page: Page, message: string): Locator =>
  notifications(page).getByRole('alert').filter({ hasText: message });

/**
 * Asserts the toast, then dismisses it, so a following identical message is provably a new toast
 * (the toaster replaces a repeated message instead of stacking it).
 */
export async function expectToastAndDismiss(toast: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  // It may auto-dismiss (after 4.5 s) before the click lands; gone either way is what matters.
  await toast
    .getByRole('button', { name: 'Dismiss notification' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(toast).toHaveCount(0);
}

// ---------------------------------------------------------------- header

export const header = (page: Page): Locator => page.getByRole('banner');

export const mainNav = (page: Page): Locator => header(page).getByRole('navigation', { name: 'Main' });

/**
 * The avatar button; its accessible name is "<initials shown>, Account menu for <display name or
 * email>" ("Account menu for …" alone under a photo).
 */
export const accountMenuButton = (page: Page): Locator =>
  header(page).getByRole('button', { name: /Account menu for / });

// ---------------------------------------------------------------- auth through the UI

/** The session the app keeps in local storage (spec section 3: keys `token` and `user`). */
export async function storedSession(page: Page): Promise<{ token: string | null; user: string | null }> {
  const { origins } = await page.context().storageState();
  const origin = new URL(page.url()).origin;
  const entries = origins.find((o) => o.origin === origin)?.localStorage ?? [];
  const read = (name: string) => entries.find((e) => e.name === name)?.value ?? null;
  return { token: read('token'), user: read('user') };
}

export const signUpForm = (page: Page): Locator => page.getByRole('form', { name: 'Sign up' });
export const signInForm = (page: Page): Locator => page.getByRole('form', { name: 'Sign in' });

export async function openSignUp(page: Page): Promise<Locator> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = signUpForm(page);
  await expect(form).toBeVisible();
  return form;
}

export async function fillSignUp(form: Locator, account: Account): Promise<void> {
  await form.getByLabel('Full Name').fill(account.name);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
}

/** Creates the account through the Sign Up tab and waits for the dashboard. */
export async function signUp(page: Page, account: Account): Promise<void> {
  const form = await openSignUp(page);
  await fillSignUp(form, account);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(successToast(page, 'Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Fills and submits the Sign In tab (already on /auth or not); does not wait for the outcome. */
export async function submitSignIn(page: Page, credentials: Pick<Account, 'email' | 'password'>) {
  if (!/\/auth$/.test(page.url())) await page.goto('/auth');
  const form = signInForm(page);
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Password').fill(credentials.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in and waits for the success toast and the role's home page. */
export async function signIn(
  page: Page,
  credentials: Pick<Account, 'email' | 'password'>,
  home: '/dashboard' | '/admin' = '/dashboard',
): Promise<void> {
  await submitSignIn(page, credentials);
  await expect(successToast(page, 'Signed in successfully!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
}

// ---------------------------------------------------------------- images

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real, decodable RGB PNG (a diagonal gradient) of the given size, built without any image library. */
export function makePng(size = 64): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0); // width
  ihdr.writeUInt32BE(size, 4); // height
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type: truecolour RGB
  // compression, filter and interlace methods stay 0
  const rowLength = 1 + size * 3;
  const raw = Buffer.alloc(rowLength * size);
  for (let y = 0; y < size; y++) {
    raw[y * rowLength] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const offset = y * rowLength + 1 + x * 3;
      raw[offset] = Math.floor((x * 255) / size);
      raw[offset + 1] = Math.floor((y * 255) / size);
      raw[offset + 2] = 160;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
