/** Spec section 3: a banner slide has a title, description, colours and an optional image (words as catalog ids). */
export interface BannerSlide {
  id: string;
  title: string;
  description: string;
  /** Theme tokens, so the slides follow light and dark mode. */
  backgroundColor: string;
  textColor: string;
  imageUrl?: string;
  action: { label: string; to: '/tests' | '/profile' };
}

/** Spec section 9: the banner moves on every 5000 ms. */
export const BANNER_INTERVAL_MS = 5000;

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    id: 'full-length',
    title: 'dashboard.banner.fullLength.title',
    description: 'dashboard.banner.fullLength.description',
    backgroundColor: 'var(--color-primary)',
    textColor: 'var(--color-on-primary)',
    action: { label: 'dashboard.banner.fullLength.action', to: '/tests' },
  },
  {
    id: 'practice',
    title: 'dashboard.banner.practice.title',
    description: 'dashboard.banner.practice.description',
    backgroundColor: 'var(--color-success-soft)',
    textColor: 'var(--color-text)',
    action: { label: 'dashboard.banner.practice.action', to: '/tests' },
  },
  {
    id: 'profile',
    title: 'dashboard.banner.profile.title',
    description: 'dashboard.banner.profile.description',
    backgroundColor: 'var(--color-warning-soft)',
    textColor: 'var(--color-text)',
    action: { label: 'dashboard.banner.profile.action', to: '/profile' },
  },
];

/** The slide `step` places away from `index`, wrapping around both ends (0 when there are none). */
export function rotateIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
