import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls inside this box, never the page. The box takes keyboard
 * focus, so a keyboard user can scroll it with the arrow keys too (axe: scrollable-region-focusable),
 * and is a named region, so a screen reader says what the focus is on.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable to be scrolled by keyboard
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
