import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarImageId,
  INVALID_IMAGE_MESSAGE,
  normalizeAvatar,
  TOO_LARGE_MESSAGE,
} from './avatar-image';
import {
  gifImage,
  pngClaimingHugeCanvas,
  pngImage,
  rotatedJpegWithExif,
  truncatedPng,
  webpImage,
} from './avatar-test-images';

async function expectAvatar(output: Buffer) {
  const meta = await sharp(output).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
}

describe('normalizeAvatar', () => {
  it.each([
    ['PNG', pngImage],
    ['WebP', webpImage],
    ['JPEG', rotatedJpegWithExif],
  ])('turns a %s into a 256x256 WebP without metadata', async (_name, make) => {
    await expectAvatar(await normalizeAvatar(await make()));
  });

  it('applies the EXIF orientation before stripping it', async () => {
    const output = await normalizeAvatar(await rotatedJpegWithExif());
    const { data, info } = await sharp(output).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels).subarray(0, 3),
    ];
    // Rotated 90° clockwise the red left half becomes the top half.
    expect(pixel(128, 10)[0]).toBeGreaterThan(200);
    expect(pixel(128, 245)[2]).toBeGreaterThan(200);
    expect(output.includes(Buffer.from('secret-artist'))).toBe(false);
  });

  it.each([
    ['a text file', async () => Buffer.from('definitely not an image, even if named avatar.png')],
    ['a GIF', gifImage],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ['an empty file', async () => Buffer.alloc(0)],
    ['a truncated PNG', truncatedPng],
    ['a PNG claiming a 400-megapixel canvas', pngClaimingHugeCanvas],
  ])('rejects %s as not a valid image', async (_name, make) => {
    await expect(normalizeAvatar(await make())).rejects.toMatchObject({
      status: 400,
      message: INVALID_IMAGE_MESSAGE,
    });
  });

  it('rejects a file over 5 MB as too large', async () => {
    await expect(normalizeAvatar(Buffer.alloc(AVATAR_MAX_BYTES + 1))).rejects.toMatchObject({
      status: 413,
      message: TOO_LARGE_MESSAGE,
    });
  });
});

describe('avatarImageId', () => {
  it('depends on both owner and content', () => {
    const bytes = Buffer.from('pixels');
    expect(avatarImageId('a', bytes)).toMatch(/^[a-f0-9]{32}$/);
    expect(avatarImageId('a', bytes)).toBe(avatarImageId('a', Buffer.from('pixels')));
    expect(avatarImageId('a', bytes)).not.toBe(avatarImageId('b', bytes));
    expect(avatarImageId('a', bytes)).not.toBe(avatarImageId('a', Buffer.from('pixelz')));
  });
});
