import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/** Test images made from raw pixels, so the tests ship no binary fixtures. */

/** Left half red, right half blue: shows whether an orientation was applied. */
export function halvesImage(width = 300, height = 200): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (x < width / 2) pixels[i] = 255;
      else pixels[i + 2] = 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const pngImage = () => halvesImage().png().toBuffer();
export const webpImage = () => halvesImage().webp().toBuffer();
export const gifImage = () => halvesImage().gif().toBuffer();

/** A JPEG with EXIF orientation 6 ("rotate 90° clockwise to display") and identifying EXIF text. */
export const rotatedJpegWithExif = () =>
  halvesImage()
    .jpeg()
    .withExifMerge({ IFD0: { Artist: 'secret-artist', Copyright: 'secret-copyright' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A real PNG whose header claims a 20000x20000 canvas: a decompression bomb's shape. */
export async function pngClaimingHugeCanvas(): Promise<Buffer> {
  const png = Buffer.from(await pngImage());
  // IHDR data starts after the 8-byte signature and the chunk's length and type (8 bytes).
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The first part of a PNG: valid header, missing pixel data. */
export async function truncatedPng(): Promise<Buffer> {
  const png = await pngImage();
  return png.subarray(0, Math.floor(png.length / 2));
}
