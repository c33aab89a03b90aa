/** Spec section 3: a banner slide has a title, description, colours and an optional image. */
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
    title: 'Full-length mock tests, just like the real exam',
    description:
      'All four sections, the real marking scheme and a timer. See your rank the moment you submit.',
    backgroundColor: 'var(--color-primary)',
    textColor: 'var(--color-on-primary)',
    action: { label: 'Start a Mock Test', to: '/tests' },
  },
  {
    id: 'practice',
    title: 'Fix weak spots one section at a time',
    description: 'Sectional, chapter-wise and previous year papers with full solutions in English and Hindi.',
    backgroundColor: 'var(--color-success-soft)',
    textColor: 'var(--color-text)',
    action: { label: 'Browse Tests', to: '/tests' },
  },
  {
    id: 'profile',
    title: 'Set your exam and language',
    description:
      'Choose SSC CGL, CHSL or MTS and your preferred language, so every test starts the right way.',
    backgroundColor: 'var(--color-warning-soft)',
    textColor: 'var(--color-text)',
    action: { label: 'Update Profile', to: '/profile' },
  },
];

/** The slide `step` places away from `index`, wrapping around both ends (0 when there are none). */
export function rotateIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
