import { errorBody, uploadImageResponse } from '@ssc/contracts';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, startCatalogHarness } from '../catalog-test-harness';
import { INVALID_QUESTION_IMAGE_MESSAGE } from './question-image';
import { jpegWithExif, pngPicture, webpPicture } from './test-images';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(() => h.close());

const upload = (kind: 'question' | 'option', bytes: Buffer, filename: string, contentType: string) =>
  request(h.app)
    .post(`/api/upload/${kind}-image`)
    .set(h.as('admin'))
    .attach('image', bytes, { filename, contentType });

async function fetchImage(url: string) {
  const res = await request(h.app).get(url);
  return { res, bytes: res.body as Buffer };
}

describe('question and option image uploads', () => {
  it.each([
    ['question', 'PNG', () => pngPicture(), 'q.png', 'image/png', { width: 300, height: 200 }],
    ['option', 'WebP', () => webpPicture(), 'o.webp', 'image/webp', { width: 300, height: 200 }],
    [
      'question',
      'wide JPEG with EXIF',
      () => jpegWithExif(),
      'wide.jpg',
      'image/jpeg',
      { width: 1200, height: 300 },
    ],
  ] as const)(
    'stores a %s %s as WebP at most 1200 px wide and serves it',
    async (kind, _name, make, filename, type, size) => {
      const res = await upload(kind, await make(), filename, type);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { imageUrl } = uploadImageResponse.parse(res.body);
      expect(imageUrl).toMatch(/^\/media\/questions\/[a-f0-9]{32}\.webp$/);

      const { res: media, bytes } = await fetchImage(imageUrl);
      expect(media.status).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', ...size });
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('secret-artist'))).toBe(false);

      const again = await request(h.app).get(imageUrl).set('If-None-Match', String(media.headers.etag));
      expect(again.status).toBe(304);
    },
  );

  it('stores the same picture once, under the same URL', async () => {
    const png = await pngPicture(64, 64);
    const first = await upload('question', png, 'a.png', 'image/png');
    const second = await upload('option', png, 'b.png', 'image/png');
    expect(second.status).toBe(201);
    expect(second.body.imageUrl).toBe(first.body.imageUrl);
  });

  it('rejects a text file named like an image with 400', async () => {
    const res = await upload('question', Buffer.from('not an image at all'), 'fake.png', 'image/png');
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).message).toBe(INVALID_QUESTION_IMAGE_MESSAGE);
    expect(INVALID_QUESTION_IMAGE_MESSAGE).toBe('Please select a valid image file (JPEG, PNG, or WebP)');
  });

  it('rejects a file over 5 MB with 413', async () => {
    const res = await upload('option', Buffer.alloc(5 * 1024 * 1024 + 1), 'huge.png', 'image/png');
    expect(res.status).toBe(413);
    expect(errorBody.parse(res.body).message).toBe('File size must be less than 5MB');
  });

  it('asks for the file when none is sent', async () => {
    const res = await request(h.app).post('/api/upload/question-image').set(h.as('admin')).field('x', '1');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('image file is required');
  });

  it('answers 404 for an unknown or malformed media name', async () => {
    expect((await request(h.app).get('/media/questions/ffffffffffffffffffffffffffffffff.webp')).status).toBe(
      404,
    );
    expect((await request(h.app).get('/media/questions/..%2Fsecret')).status).toBe(404);
  });
});
