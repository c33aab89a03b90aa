import { type AuthResponse, errorBody, profile, uploadProfileImageResponse } from '@ssc/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './auth-test-harness';
import { avatarImageModel } from './avatar-image-model';
import { gifImage, pngImage, rotatedJpegWithExif, webpImage } from './avatar-test-images';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

const as = (session: AuthResponse) => h.asSession(session);

function upload(session: AuthResponse, bytes: Buffer, filename: string, contentType: string) {
  return request(h.app)
    .post('/api/upload/profile-image')
    .set(as(session))
    .attach('image', bytes, { filename, contentType });
}

async function fetchAvatar(url: string) {
  // superagent buffers image/* responses into a Buffer body.
  const res = await request(h.app).get(url);
  expect(Buffer.isBuffer(res.body) || res.status !== 200).toBe(true);
  return { res, bytes: res.body as Buffer };
}

describe('profile image upload', () => {
  it.each([
    ['PNG', pngImage, 'me.png', 'image/png'],
    ['JPEG with EXIF', rotatedJpegWithExif, 'me.jpg', 'image/jpeg'],
    ['WebP', webpImage, 'me.webp', 'image/webp'],
  ])(
    'stores a %s as a 256x256 WebP without metadata and sets avatarUrl',
    async (_name, make, filename, type) => {
      const session = await h.signUp();
      const res = await upload(session, await make(), filename, type);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = uploadProfileImageResponse.parse(res.body);
      expect(body.imageUrl).toMatch(/^\/media\/avatars\/[a-f0-9]{32}\.webp$/);
      expect(body.updatedProfile).toMatchObject({ id: session.user.id, avatarUrl: body.imageUrl });

      const { res: media, bytes } = await fetchAvatar(body.imageUrl);
      expect(media.status).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(media.headers.etag).toBeTruthy();
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(bytes.includes(Buffer.from('secret-artist'))).toBe(false);

      const current = profile.parse((await request(h.app).get('/api/profile').set(as(session))).body);
      expect(current.avatarUrl).toBe(body.imageUrl);
    },
  );

  it('answers a repeated request with 304 when the ETag matches', async () => {
    const session = await h.signUp();
    const { imageUrl } = uploadProfileImageResponse.parse(
      (await upload(session, await pngImage(), 'a.png', 'image/png')).body,
    );
    const { res } = await fetchAvatar(imageUrl);
    const again = await request(h.app).get(imageUrl).set('If-None-Match', String(res.headers.etag));
    expect(again.status).toBe(304);
  });

  it('replaces the previous avatar and deletes its image', async () => {
    const session = await h.signUp();
    const first = uploadProfileImageResponse.parse(
      (await upload(session, await pngImage(), 'a.png', 'image/png')).body,
    );
    const second = uploadProfileImageResponse.parse(
      (await upload(session, await rotatedJpegWithExif(), 'b.jpg', 'image/jpeg')).body,
    );
    expect(second.imageUrl).not.toBe(first.imageUrl);
    expect((await request(h.app).get(first.imageUrl)).status).toBe(404);
    expect((await fetchAvatar(second.imageUrl)).res.status).toBe(200);
    expect(await avatarImageModel(h.connection).countDocuments({ ownerId: session.user.id })).toBe(1);

    const exported = await request(h.app).get('/api/profile/export').set(as(session));
    expect(exported.body.avatar).toMatchObject({ url: second.imageUrl, contentType: 'image/webp' });
  });

  it('keeps two users with the same picture independent', async () => {
    const [a, b] = [await h.signUp(), await h.signUp()];
    const png = await pngImage();
    const forA = uploadProfileImageResponse.parse((await upload(a, png, 'x.png', 'image/png')).body);
    const forB = uploadProfileImageResponse.parse((await upload(b, png, 'x.png', 'image/png')).body);
    expect(forA.imageUrl).not.toBe(forB.imageUrl);
    await upload(b, await webpImage(), 'y.webp', 'image/webp');
    expect((await fetchAvatar(forA.imageUrl)).res.status).toBe(200);
  });

  it.each([
    ['a text file named .png', async () => Buffer.from('hello, I am text'), 'evil.png', 'image/png'],
    ['a GIF', gifImage, 'anim.gif', 'image/gif'],
    ['a GIF declared as PNG', gifImage, 'anim.png', 'image/png'],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'x.svg',
      'image/svg+xml',
    ],
  ])('rejects %s with 400', async (_name, make, filename, type) => {
    const session = await h.signUp();
    const res = await upload(session, await make(), filename, type);
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).message).toBe('Please upload a valid image file (JPEG, PNG, or WebP)');
    expect(
      profile.parse((await request(h.app).get('/api/profile').set(as(session))).body).avatarUrl,
    ).toBeNull();
  });

  it('rejects a file over 5 MB with 413', async () => {
    const session = await h.signUp();
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(session, big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(errorBody.parse(res.body).message).toBe('File size must be less than 5MB');
  });

  it('asks for the image field when it is missing or misnamed', async () => {
    const session = await h.signUp();
    const none = await request(h.app).post('/api/upload/profile-image').set(as(session)).field('note', 'hi');
    const misnamed = await request(h.app)
      .post('/api/upload/profile-image')
      .set(as(session))
      .attach('photo', await pngImage(), 'a.png');
    for (const res of [none, misnamed]) {
      expect(res.status).toBe(400);
      expect(errorBody.parse(res.body).message).toMatch(/image file is required/);
    }
  });
});

describe('avatar media', () => {
  it.each([
    '/media/avatars/00000000000000000000000000000000.webp',
    '/media/avatars/..%2F..%2Fetc.webp',
    '/media/avatars/x.png',
  ])('404s for %s', async (path) => {
    expect((await request(h.app).get(path)).status).toBe(404);
  });
});
