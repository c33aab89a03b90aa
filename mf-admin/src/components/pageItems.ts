export type PageItem = number | 'gap';

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/**
 * Page numbers to show: always the first and last, and the current one with a neighbour on each
 * side; runs that are skipped become a single gap (shown as an ellipsis).
 */
export function pageItems(current: number, pages: number): PageItem[] {
  const shown = new Set([1, pages, current - 1, current, current + 1].filter((p) => p >= 1 && p <= pages));
  // A gap hiding a single page is no saving: show that page instead.
  for (const p of [...shown]) {
    if (shown.has(p + 2) && !shown.has(p + 1)) shown.add(p + 1);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) items.push('gap');
    items.push(p);
  }
  return items;
}
