/**
 * Spec section 3: a banner slide has a title, description, colours and an optional image. The
 * words are the catalog's (`dashboard.banner.<id>.title`, `.description`, `.action`).
 */
export interface BannerSlide {
  id: string;
  /** Theme tokens, so the slides follow light and dark mode. */
  backgroundColor: string;
  textColor: string;
  imageUrl?: string;
  action: { to: '/tests' | '/profile' };
}

/** Spec section 9: the banner moves on every 5000 ms. */
export const BANNER_INTERVAL_MS = 5000;

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    id: 'full-length',
    backgroundColor: 'var(--color-primary)',
    textColor: 'var(--color-on-primary)',
    action: { to: '/tests' },
  },
  {
    id: 'practice',
    backgroundColor: 'var(--color-success-soft)',
    textColor: 'var(--color-text)',
    action: { to: '/tests' },
  },
  {
    id: 'profile',
    backgroundColor: 'var(--color-warning-soft)',
    textColor: 'var(--color-text)',
    action: { to: '/profile' },
  },
];

/** The slide `step` places away from `index`, wrapping around both ends (0 when there are none). */
export function rotateIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
