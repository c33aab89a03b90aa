import sharp from 'sharp';

/** Test pictures made from raw pixels, so the tests ship no binary fixtures. */
export function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels[i] = (i / 3) % width < width / 2 ? 255 : 0;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const pngPicture = (width = 300, height = 200) => picture(width, height).png().toBuffer();
export const webpPicture = (width = 300, height = 200) => picture(width, height).webp().toBuffer();
/** A wide JPEG carrying EXIF text that must not survive. */
export const jpegWithExif = (width = 2400, height = 600) =>
  picture(width, height)
    .jpeg()
    .withExifMerge({ IFD0: { Artist: 'secret-artist' } })
    .toBuffer();
