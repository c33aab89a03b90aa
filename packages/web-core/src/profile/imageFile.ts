import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from '@ssc/contracts/constants';

/**
 * Spec section 5/9: profile photos and admin images are JPEG, PNG or WebP, under 5 MB (the
 * limit and its message are the contracts', from their zod-free entry).
 */
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = IMAGE_MAX_BYTES;
export { IMAGE_TOO_LARGE_MESSAGE };
export const IMAGE_ACCEPT = ALLOWED_IMAGE_TYPES.join(',');

export interface ImageRuleMessages {
  type: string;
  size: string;
}

export const PROFILE_IMAGE_MESSAGES: ImageRuleMessages = {
  type: 'Please upload a valid image file (JPEG, PNG, or WebP)',
  size: IMAGE_TOO_LARGE_MESSAGE,
};

export const ADMIN_IMAGE_MESSAGES: ImageRuleMessages = {
  type: 'Please select a valid image file (JPEG, PNG, or WebP)',
  size: IMAGE_TOO_LARGE_MESSAGE,
};

/** Returns the message to show, or null when the file may be uploaded. */
export function imageFileProblem(
  file: Pick<File, 'type' | 'size'>,
  messages: ImageRuleMessages,
): string | null {
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return messages.type;
  if (file.size >= MAX_IMAGE_BYTES) return messages.size;
  return null;
}
