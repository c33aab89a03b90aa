/**
 * Spec section 5: tags are trimmed; empty and duplicate tags are ignored silently. Duplicates
 * compare without case, as the server does, so "Algebra" and "algebra" are one tag.
 */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim().replace(/\s+/g, ' ');
  if (tag === '') return [...tags];
  const key = tag.toLowerCase();
  if (tags.some((existing) => existing.toLowerCase() === key)) return [...tags];
  return [...tags, tag];
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((existing) => existing !== tag);
}

/** The topic filter's choices: every tag in the bank once, alphabetically. */
export function uniqueTopics(tagLists: ReadonlyArray<readonly string[]>): string[] {
  const byKey = new Map<string, string>();
  for (const tags of tagLists) {
    for (const raw of tags) {
      const tag = raw.trim();
      if (tag && !byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
    }
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}
