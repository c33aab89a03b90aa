/**
 * A replaced photo may keep its URL (/media/avatars/<id>.webp); the profile's updatedAt is appended
 * so browsers fetch the new picture instead of showing a cached old one.
 */
export function avatarSrc(avatarUrl: string | null | undefined, version?: string | null): string | null {
  if (!avatarUrl) return null;
  if (!version) return avatarUrl;
  const separator = avatarUrl.includes('?') ? '&' : '?';
  return `${avatarUrl}${separator}v=${encodeURIComponent(version)}`;
}
