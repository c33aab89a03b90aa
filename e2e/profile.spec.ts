import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  accountMenuButton,
  errorToast,
  expectToastAndDismiss,
  makePng,
  newStudent,
  signUp,
  successToast,
} from './support';

const PHONE_ERROR = 'Phone number format is invalid. Use format: +1234567890 (cannot start with 0)';

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Personal information' });
  return {
    form,
    phone: form.getByLabel('Phone Number'),
    exam: form.getByLabel('Exam Preference'),
    language: form.getByLabel('Language Preference'),
    edit: page.getByRole('button', { name: 'Edit Profile' }),
    save: form.getByRole('button', { name: 'Save Changes' }),
    cancel: form.getByRole('button', { name: 'Cancel' }),
  };
}

/** naturalWidth of an <img> once it has loaded (0 while loading or when it failed). */
const loadedWidth = (img: Locator) =>
  img.evaluate((el: { complete: boolean; naturalWidth: number }) => (el.complete ? el.naturalWidth : 0));

const isProfilePut = (method: string, url: string) =>
  method === 'PUT' && new URL(url).pathname === '/api/profile';

test.describe('profile', () => {
  test('edit, validate, save and cancel personal information', async ({ page }) => {
    const account = newStudent('Priya Sharma');
    await signUp(page, account);
    let profile = await openProfile(page);

    // Read-only until Edit Profile.
    await expect(profile.phone).not.toBeEditable();
    await expect(profile.exam).toBeDisabled();
    await expect(profile.save).toHaveCount(0);
    await expect(profile.form.getByText('cannot start with 0')).toBeVisible();

    // A phone starting with 0 is refused by the server and not saved.
    await profile.edit.click();
    await profile.phone.fill('0123456789');
    const rejected = page.waitForResponse((r) => isProfilePut(r.request().method(), r.url()));
    await profile.save.click();
    expect((await rejected).status()).toBe(400);
    await expect(errorToast(page, PHONE_ERROR)).toBeVisible();
    await expect(profile.save).toBeVisible(); // still editing, nothing lost

    await page.reload();
    profile = await openProfile(page);
    await expect(profile.phone).toHaveValue('');
    await expect(profile.exam).toHaveValue('SSC_CGL');
    await expect(profile.language).toHaveValue('ENGLISH');

    // Valid values are saved and survive a reload.
    await profile.edit.click();
    await profile.phone.fill('+919876543210');
    await profile.exam.selectOption({ label: 'SSC CHSL' });
    await profile.save.click();
    await expect(successToast(page, 'Profile updated successfully!')).toBeVisible();
    await expect(profile.edit).toBeVisible();
    await expect(profile.phone).not.toBeEditable();

    await page.reload();
    profile = await openProfile(page);
    await expect(profile.phone).toHaveValue('+919876543210');
    await expect(profile.exam).toHaveValue('SSC_CHSL');
    await expect(profile.language).toHaveValue('ENGLISH');
    await expect(profile.exam.locator('option:checked')).toHaveText('SSC CHSL');
    // The summary card (under the name heading) shows the saved phone and the preference badges.
    const summary = page.getByRole('heading', { name: account.name, level: 2 }).locator('..');
    await expect(summary.getByText('+919876543210', { exact: true })).toBeVisible();
    await expect(summary.getByText('SSC CHSL', { exact: true })).toBeVisible();
    await expect(summary.getByText('English', { exact: true })).toBeVisible();

    // Cancel throws edits away without a request and shows the loaded values again.
    let putsAfterCancel = 0;
    page.on('request', (r) => {
      if (isProfilePut(r.method(), r.url())) putsAfterCancel++;
    });
    await profile.edit.click();
    await profile.phone.fill('+14155550123');
    await profile.exam.selectOption({ label: 'SSC MTS' });
    await profile.language.selectOption({ label: 'Hindi' });
    await profile.cancel.click();
    await expect(profile.edit).toBeVisible();
    await expect(profile.phone).toHaveValue('+919876543210');
    await expect(profile.exam).toHaveValue('SSC_CHSL');
    await expect(profile.language).toHaveValue('ENGLISH');

    // Editing again starts from the loaded values, not the cancelled ones.
    await profile.edit.click();
    await expect(profile.phone).toHaveValue('+919876543210');
    await profile.cancel.click();

    await page.reload();
    profile = await openProfile(page);
    await expect(profile.phone).toHaveValue('+919876543210');
    await expect(profile.exam).toHaveValue('SSC_CHSL');
    expect(putsAfterCancel).toBe(0);

    // A second invalid phone is rejected and leaves the saved one in place.
    await profile.edit.click();
    await profile.phone.fill('0987654321');
    await profile.save.click();
    await expect(errorToast(page, PHONE_ERROR)).toBeVisible();
    await page.reload();
    profile = await openProfile(page);
    await expect(profile.phone).toHaveValue('+919876543210');

    // Last, the language: saving Hindi is kept and turns this page (the interface) to Hindi.
    await profile.edit.click();
    await profile.language.selectOption({ label: 'Hindi' });
    const saved = page.waitForResponse((r) => isProfilePut(r.request().method(), r.url()));
    await profile.save.click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'मेरी प्रोफ़ाइल', level: 1 })).toBeVisible();
    await page.reload();
    const language = page.getByRole('form', { name: 'व्यक्तिगत जानकारी' }).getByLabel('भाषा की पसंद');
    await expect(language).toHaveValue('HINDI');
    await expect(language.locator('option:checked')).toHaveText('हिंदी');
    await expect(summary.getByText('हिंदी', { exact: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'व्यक्तिगत जानकारी' }).getByLabel('फ़ोन नंबर')).toHaveValue(
      '+919876543210',
    );
  });

  test('a display name over 80 characters is capped and named beside the field, at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const account = newStudent('Sunita Krishnan');
    await signUp(page, account);
    const profile = await openProfile(page);
    const name = profile.form.getByLabel('Display Name');
    let puts = 0;
    page.on('request', (r) => {
      if (isProfilePut(r.method(), r.url())) puts++;
    });

    await profile.edit.click();
    await expect(name).toHaveAttribute('maxlength', '80');
    await name.fill('S'.repeat(5000));
    await expect(name).toHaveValue('S'.repeat(80));

    // More than 80 (a browser that lets it through): the rule is named, nothing is sent.
    await name.evaluate((el: { removeAttribute(name: string): void }) => el.removeAttribute('maxlength'));
    await name.fill('S'.repeat(5000));
    await profile.save.click();
    await expect(profile.form.getByRole('alert')).toHaveText(
      'Display name must be at most 80 characters long',
    );
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Display name must be at least 2 characters long')).toHaveCount(0);
    expect(puts).toBe(0);

    // Cancel forgets it; the saved name stands.
    await profile.cancel.click();
    await expect(name).toHaveValue(account.name);
    await expect(profile.form.getByRole('alert')).toHaveCount(0);
  });

  test('profile photo: non-images are rejected, a real PNG becomes the header avatar', async ({ page }) => {
    const account = newStudent('Arjun Mehta');
    await signUp(page, account);
    await openProfile(page);

    const photoInput = page.getByLabel('Upload profile photo');
    const headerAvatarImage = accountMenuButton(page).locator('img');
    await expect(page.getByRole('button', { name: 'Change profile photo' })).toBeEnabled();
    await expect(accountMenuButton(page)).toHaveAccessibleName(/^AM, Account menu for /); // initials until there is a photo

    const uploads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/upload/profile-image') uploads.push(r.method());
    });

    // A text file with its real type: the client refuses it without calling the server.
    await photoInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('just some text'),
    });
    await expectToastAndDismiss(errorToast(page, 'Please upload a valid image file (JPEG, PNG, or WebP)'));
    expect(uploads).toEqual([]);

    // Text pretending to be a PNG passes the client's type check; the server decodes it and refuses.
    const spoofed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/upload/profile-image');
    await photoInput.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    const spoofedResponse = await spoofed;
    expect(spoofedResponse.status()).toBe(400);
    expect(await spoofedResponse.json()).toMatchObject({
      message: 'Please upload a valid image file (JPEG, PNG, or WebP)',
    });
    // The server's reason, not "try again": another try with the same file cannot help.
    await expectToastAndDismiss(errorToast(page, 'Please upload a valid image file (JPEG, PNG, or WebP)'));
    await expect(errorToast(page, 'Failed to upload photo. Please try again.')).toHaveCount(0);
    await expect(headerAvatarImage).toHaveCount(0);

    // A real PNG is accepted and shown in the header.
    const accepted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/upload/profile-image');
    await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(64) });
    expect((await accepted).status()).toBe(200);
    await expect(successToast(page, 'Profile photo updated successfully!')).toBeVisible();
    expect(uploads).toEqual(['POST', 'POST']);

    await expect(headerAvatarImage).toHaveAttribute('src', /^\/media\/avatars\//);
    await expect.poll(() => loadedWidth(headerAvatarImage)).toBeGreaterThan(0);

    // Still there after a reload (it comes from the saved profile, not from client state).
    await page.reload();
    await expect(headerAvatarImage).toHaveAttribute('src', /^\/media\/avatars\//);
    await expect.poll(() => loadedWidth(headerAvatarImage)).toBeGreaterThan(0);
  });
});
