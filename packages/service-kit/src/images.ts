/**
 * Image upload handling shared by the services that accept pictures. A subpath export
 * (`@ssc/service-kit/images`) so services without uploads, and the gateway, never load sharp.
 */

import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@ssc/contracts';
import type { ErrorRequestHandler, Response } from 'express';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { PayloadTooLargeError, ValidationError } from './errors';

export { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE };
export const STORED_IMAGE_CONTENT_TYPE = 'image/webp';

const ALLOWED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// A 5 MB file can still declare a huge canvas (a decompression bomb); 40 MP covers any phone photo.
const LIMIT_INPUT_PIXELS = 40_000_000;

/**
 * Turns an uploaded file into the stored WebP. The type is decided by decoding the bytes,
 * never by the declared MIME type or file name, and the output is re-encoded from pixels, so
 * whatever else the upload carried (EXIF with GPS, ICC, trailing data) does not survive.
 * `resize` shapes the pixels (an avatar crop, a maximum width); EXIF orientation is applied first.
 */
export async function reencodeImage(
  input: Buffer,
  opts: { invalidMessage: string; resize: (image: Sharp) => Sharp; quality?: number },
): Promise<Buffer> {
  if (input.length > IMAGE_MAX_BYTES) throw new PayloadTooLargeError(IMAGE_TOO_LARGE_MESSAGE);
  const options = { limitInputPixels: LIMIT_INPUT_PIXELS } as const;
  const format = await readFormat(input, options);
  if (!format || !ALLOWED_FORMATS.has(format)) throw new ValidationError(opts.invalidMessage);
  try {
    return await opts
      .resize(sharp(input, options).rotate())
      .webp({ quality: opts.quality ?? 82 })
      .toBuffer();
  } catch {
    // A valid header over corrupt or truncated pixel data fails only here, while decoding.
    throw new ValidationError(opts.invalidMessage);
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

/**
 * Multer's own errors (it is detected by name, so this package needs no multer) become the
 * spec's messages before the shared error handler sees them. Mount after the upload route.
 */
export function imageUploadErrors(opts: { missingFileMessage: string; field: string }): ErrorRequestHandler {
  return (err, _req, _res, next) => {
    const code = (err as { name?: unknown; code?: unknown } | null)?.code;
    if ((err as { name?: unknown } | null)?.name !== 'MulterError' || typeof code !== 'string')
      return next(err);
    if (code === 'LIMIT_FILE_SIZE') return next(new PayloadTooLargeError(IMAGE_TOO_LARGE_MESSAGE));
    if (code === 'LIMIT_UNEXPECTED_FILE' || code === 'LIMIT_FILE_COUNT') {
      return next(
        new ValidationError(
          `${opts.missingFileMessage}: upload exactly one file in the "${opts.field}" field`,
        ),
      );
    }
    next(new ValidationError((err as Error).message));
  };
}

/**
 * Sends a stored, content-addressed image. Its id is a hash of its bytes, so a URL's bytes
 * never change and browsers and CDNs may cache it forever; `res.send` answers 304 itself
 * when If-None-Match matches the ETag.
 */
export function sendStoredImage(
  res: Response,
  image: { _id: string; contentType: string; bytes: unknown },
): void {
  res.setHeader('Content-Type', image.contentType);
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.setHeader('ETag', `"${image._id}"`);
  res.send(storedBytes(image.bytes));
}

/** `lean()` hands back the driver's BSON Binary rather than a Buffer. */
export function storedBytes(bytes: unknown): Buffer {
  if (Buffer.isBuffer(bytes)) return bytes;
  const binary = bytes as { buffer?: Uint8Array };
  if (binary.buffer instanceof Uint8Array) return Buffer.from(binary.buffer);
  throw new Error('stored image bytes are not binary');
}
