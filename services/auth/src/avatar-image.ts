import { createHash } from 'node:crypto';
import { PayloadTooLargeError, ValidationError } from '@ssc/service-kit';
import sharp, { type SharpOptions } from 'sharp';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';
export const TOO_LARGE_MESSAGE = 'File size must be less than 5MB';
export const INVALID_IMAGE_MESSAGE = 'Please upload a valid image file (JPEG, PNG, or WebP)';

const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// A 5 MB file can still declare a huge canvas (a decompression bomb); 40 MP covers any phone photo.
const LIMIT_INPUT_PIXELS = 40_000_000;

/**
 * Turns an uploaded file into the stored avatar. The type is decided by decoding the bytes,
 * never by the declared MIME type or file name, and the output is re-encoded from pixels, so
 * whatever else the upload carried (EXIF with GPS, ICC, trailing data) does not survive.
 */
export async function normalizeAvatar(input: Buffer): Promise<Buffer> {
  if (input.length > AVATAR_MAX_BYTES) throw new PayloadTooLargeError(TOO_LARGE_MESSAGE);
  const options = { limitInputPixels: LIMIT_INPUT_PIXELS } as const;
  const format = await readFormat(input, options);
  if (!format || !ALLOWED_FORMATS.has(format)) throw new ValidationError(INVALID_IMAGE_MESSAGE);
  try {
    return await sharp(input, options)
      .rotate() // honour EXIF orientation before it is stripped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A valid header over corrupt or truncated pixel data fails only here, while decoding.
    throw new ValidationError(INVALID_IMAGE_MESSAGE);
  }
}

/** The format sharp detects from the bytes' signature; undefined for anything it cannot read. */
async function readFormat(input: Buffer, options: SharpOptions): Promise<string | undefined> {
  try {
    return (await sharp(input, options).metadata()).format;
  } catch {
    return undefined; // includes an empty buffer, which sharp rejects synchronously
  }
}

/** Content-addressed per owner: a new picture gets a new URL, so URLs can be cached as immutable. */
export function avatarImageId(ownerId: string, bytes: Buffer): string {
  return createHash('sha256').update(ownerId).update('\0').update(bytes).digest('hex').slice(0, 32);
}

export const avatarUrlFor = (imageId: string) => `/media/avatars/${imageId}.webp`;
