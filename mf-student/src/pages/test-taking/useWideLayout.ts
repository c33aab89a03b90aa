import { useSyncExternalStore } from 'react';

/**
 * The width from which the palette sits beside the question (testTaking.css, `.exam__layout`);
 * narrower, it opens as a sheet from the exam header.
 */
export const WIDE_LAYOUT_QUERY = '(min-width: 60rem)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE_LAYOUT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => window.matchMedia(WIDE_LAYOUT_QUERY).matches;

/** Whether the screen is wide enough for the palette beside the question; follows resizes and rotation. */
export function useWideLayout(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
