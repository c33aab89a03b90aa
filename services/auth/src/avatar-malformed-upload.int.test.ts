import { profile } from '@ssc/contracts';
import { malformedForms, sendMalformedForm } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './auth-test-harness';
import { avatarImageModel } from './avatar-image-model';
import { pngImage } from './avatar-test-images';
import { MISSING_IMAGE_MESSAGE } from './avatar-upload-routes';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

const forms = malformedForms({
  field: 'image',
  filename: 'me.png',
  fileType: 'image/png',
  bytes: await pngImage(),
  missingFileMessage: MISSING_IMAGE_MESSAGE,
});

describe('malformed profile image uploads', () => {
  it.each(forms)('refuses $name with 400 and changes nothing', async (form) => {
    const session = await h.signUp();
    const as = h.asSession(session);
    await sendMalformedForm(request(h.app).post('/api/upload/profile-image').set(as), form);

    expect(await avatarImageModel(h.connection).countDocuments({ ownerId: session.user.id })).toBe(0);
    const current = profile.parse((await request(h.app).get('/api/profile').set(as)).body);
    expect(current.avatarUrl).toBeNull();
  });
});
