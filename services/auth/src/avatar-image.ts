import { createHash } from 'node:crypto';
import {
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  reencodeImage,
  STORED_IMAGE_CONTENT_TYPE,
} from '@ssc/service-kit/images';

export const AVATAR_MAX_BYTES = IMAGE_MAX_BYTES;
export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = STORED_IMAGE_CONTENT_TYPE;
export const TOO_LARGE_MESSAGE = IMAGE_TOO_LARGE_MESSAGE;
export const INVALID_IMAGE_MESSAGE = 'Please upload a valid image file (JPEG, PNG, or WebP)';

/**
 * Turns an uploaded file into the stored avatar: decoded to prove it is a JPEG, PNG or WebP,
 * cropped to a 256x256 square and re-encoded as WebP without metadata (see `reencodeImage`).
 */
export function normalizeAvatar(input: Buffer): Promise<Buffer> {
  return reencodeImage(input, {
    invalidMessage: INVALID_IMAGE_MESSAGE,
    resize: (image) => image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }),
  });
}

/** Content-addressed per owner: a new picture gets a new URL, so URLs can be cached as immutable. */
export function avatarImageId(ownerId: string, bytes: Buffer): string {
  return createHash('sha256').update(ownerId).update('\0').update(bytes).digest('hex').slice(0, 32);
}

export const avatarUrlFor = (imageId: string) => `/media/avatars/${imageId}.webp`;
