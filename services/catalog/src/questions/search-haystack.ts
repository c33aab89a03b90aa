import type { IndexEntry } from './index-entry';

/**
 * Every entry's search text joined into one string, in list order: a search is one native
 * `indexOf` scan instead of 50,000 `includes` calls (3-4x faster, most of all for Hindi text).
 * A match is mapped back to its entry by binary search over the start offsets.
 */
export type SearchHaystack = { text: string; starts: Int32Array; entries: readonly IndexEntry[] };

/** NUL: not a character question text or a search term carries, so no match spans two texts. */
const SEPARATOR = '\u0000';

export function buildHaystack(entries: readonly IndexEntry[]): SearchHaystack {
  const starts = new Int32Array(entries.length);
  let offset = 0;
  entries.forEach((entry, i) => {
    starts[i] = offset;
    offset += entry.searchText.length + SEPARATOR.length;
  });
  return { text: entries.map((e) => e.searchText).join(SEPARATOR), starts, entries };
}

/** The entries whose text contains `needle` (already normalised), in haystack order. */
export function searchHaystack({ text, starts, entries }: SearchHaystack, needle: string): IndexEntry[] {
  const found: IndexEntry[] = [];
  let from = 0;
  let first = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return found;
    let lo = first;
    let hi = entries.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= at) lo = mid;
      else hi = mid - 1;
    }
    found.push(entries[lo] as IndexEntry);
    first = lo + 1;
    if (first >= entries.length) return found;
    from = starts[first] as number;
  }
}
