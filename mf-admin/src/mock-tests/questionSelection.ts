/** The question-selection modal's draft: an ordered list of ids (order is the test's question order). */

export function toggleId(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

export function allOnPageSelected(selected: readonly string[], pageIds: readonly string[]): boolean {
  return pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
}

/** Selects every question on the page (keeping earlier picks first), or deselects them all. */
export function setPageSelected(
  selected: readonly string[],
  pageIds: readonly string[],
  select: boolean,
): string[] {
  if (!select) return selected.filter((id) => !pageIds.includes(id));
  return [...selected, ...pageIds.filter((id) => !selected.includes(id))];
}
