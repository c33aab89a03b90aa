import { describe, expect, it } from 'vitest';
import { avatarSrc } from './avatarSrc';

describe('avatarSrc', () => {
  it('adds the version so a replaced photo is refetched', () => {
    expect(avatarSrc('/media/avatars/u1.webp', '2025-01-01T00:00:00.000Z')).toBe(
      '/media/avatars/u1.webp?v=2025-01-01T00%3A00%3A00.000Z',
    );
    expect(avatarSrc('/a.webp?x=1', 'v2')).toBe('/a.webp?x=1&v=v2');
  });

  it('passes through without a version and maps empty to null', () => {
    expect(avatarSrc('/a.webp')).toBe('/a.webp');
    expect(avatarSrc(null, 'v')).toBeNull();
  });
});
