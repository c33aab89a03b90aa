/**
 * Topic tags arrive as a list, a JSON string ('["a","b"]'), a doubly quoted JSON string
 * ('"[\"a\"]"'), a single-quote-delimited string ("['a','b']") or plain comma-separated text
 * (spec section 3). All become a trimmed list without empty or duplicate tags.
 */
export function parseTopicTags(input: unknown): string[] {
  return dedupe(flatten(input, 0));
}

function flatten(input: unknown, depth: number): string[] {
  if (input == null || depth > 3) return [];
  if (Array.isArray(input)) return input.flatMap((item) => flatten(item, depth + 1));
  if (typeof input !== 'string') return typeof input === 'number' ? [String(input)] : [];
  const text = input.trim();
  if (text === '') return [];
  const json = tryJson(text) ?? tryJson(text.replace(/'/g, '"'));
  if (json !== undefined && (Array.isArray(json) || typeof json === 'string') && json !== text) {
    return flatten(json, depth + 1);
  }
  const unbracketed = text.replace(/^\[(.*)\]$/s, '$1');
  return unbracketed.split(',').map((part) => part.trim().replace(/^['"](.*)['"]$/s, '$1'));
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function dedupe(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}
