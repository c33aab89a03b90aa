import { createHash } from 'node:crypto';
import { reencodeImage } from '@ssc/service-kit/images';

export const INVALID_QUESTION_IMAGE_MESSAGE = 'Please select a valid image file (JPEG, PNG, or WebP)';
/** Wide enough for a diagram on a desktop screen; phones scale it down. */
export const QUESTION_IMAGE_MAX_WIDTH = 1200;

/** Decodes the upload (JPEG, PNG or WebP only) and re-encodes it as a WebP at most 1200 px wide. */
export function normalizeQuestionImage(input: Buffer): Promise<Buffer> {
  return reencodeImage(input, {
    invalidMessage: INVALID_QUESTION_IMAGE_MESSAGE,
    resize: (image) => image.resize({ width: QUESTION_IMAGE_MAX_WIDTH, withoutEnlargement: true }),
  });
}

export const questionImageId = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32);

export const questionImageUrl = (id: string) => `/media/questions/${id}.webp`;
