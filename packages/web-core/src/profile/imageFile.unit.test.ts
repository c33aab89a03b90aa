import { describe, expect, it } from 'vitest';
import { ADMIN_IMAGE_MESSAGES, imageFileProblem, MAX_IMAGE_BYTES, PROFILE_IMAGE_MESSAGES } from './imageFile';

describe('imageFileProblem', () => {
  it('accepts JPEG, PNG and WebP under 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(imageFileProblem({ type, size: 1024 }, PROFILE_IMAGE_MESSAGES)).toBeNull();
    }
  });

  it('rejects other types with the caller’s message', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 }, PROFILE_IMAGE_MESSAGES)).toBe(
      'Please upload a valid image file (JPEG, PNG, or WebP)',
    );
    expect(imageFileProblem({ type: 'text/plain', size: 10 }, ADMIN_IMAGE_MESSAGES)).toBe(
      'Please select a valid image file (JPEG, PNG, or WebP)',
    );
  });

  it('rejects files of 5 MB or more', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES }, PROFILE_IMAGE_MESSAGES)).toBe(
      'File size must be less than 5MB',
    );
    expect(
      imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES - 1 }, PROFILE_IMAGE_MESSAGES),
    ).toBeNull();
  });
});
