/**
 * The one path the gateway decides on. A request's path is accepted only when it has exactly
 * one reading: what the gateway matches against its route table is byte for byte what it
 * forwards, and no server behind it (Node's URL parser, Express, a CDN, a WAF) can read it
 * another way. Anything ambiguous is refused rather than repaired, because a repaired path is
 * one the sender did not write and the route table did not see.
 */
export type PathCheck = { ok: true; path: string; query: string } | { ok: false; reason: string };

export const AMBIGUOUS_PATH_MESSAGE = 'The request path is not valid';

// Encoded forms of the characters that change a path's shape: `.`, `/`, `\` and NUL.
const ENCODED_SEPARATOR = /%(2e|2f|5c|00)/i;
// An encoded unreserved character (RFC 3986 §6.2.2.2: its normal form is the character itself).
const ENCODED_UNRESERVED = /%(4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|3[0-9]|2d|5f|7e)/i;
// Control characters, DEL, backslash and `;` (matrix parameters some servers strip) in the raw path.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const FORBIDDEN_RAW = /[\u0000-\u001f\u007f\\;]/;
// Characters that a Unicode-normalising layer (NFKC) could turn into a separator or a dot.
const LOOKALIKE_CHARS = '\\u2024\\u2025\\u2026\\ufe52\\uff0e\\uff0f\\uff3c\\u2215\\u2044\\u29f8\\u29f9';
const LOOKALIKE = new RegExp(`[${LOOKALIKE_CHARS}]`);
/**
 * What a path parameter may be, decoded, for its segment to have one reading here: a JSON
 * Schema pattern for the API document. Not "." or "..", and none of "/", "\\", NUL, the
 * look-alikes and the other characters NFKC turns into a separator or dots (U+2100 "a/c", …).
 * Nor "%": a value goes on the wire percent-encoded, and a "%" in it is taken for an escape by
 * clients that quote idempotently (the text "%2E" sent as an encoded dot).
 */
const OFF_SEGMENT = `/\\\\\\u0000%${LOOKALIKE_CHARS}\\u2100\\u2101\\u2105\\u2106\\ufe30\\ufe68`;
const ON = `[^${OFF_SEGMENT}]`;
const ON_NOT_DOT = `[^${OFF_SEGMENT}.]`;
export const PATH_SEGMENT_PATTERN = `^(?:${ON_NOT_DOT}|${ON_NOT_DOT}${ON}|${ON}${ON_NOT_DOT}|${ON}{3,})$`;

/** Splits a raw request target (`req.url`) and checks its path; the query is passed on untouched. */
export function canonicalPath(rawUrl: string): PathCheck {
  const q = rawUrl.indexOf('?');
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const query = q === -1 ? '' : rawUrl.slice(q);
  const reason = ambiguity(path);
  return reason ? { ok: false, reason } : { ok: true, path, query };
}

function ambiguity(path: string): string | undefined {
  if (!path.startsWith('/')) return 'the path must start with "/"';
  if (path.length > 2048) return 'the path is too long';
  if (FORBIDDEN_RAW.test(path)) return 'the path contains a backslash, a semicolon or a control character';
  if (ENCODED_SEPARATOR.test(path)) return 'the path contains an encoded ".", "/", "\\" or NUL';
  if (ENCODED_UNRESERVED.test(path)) return 'the path percent-encodes a letter, digit or "-_~"';
  const segments = path.slice(1).split('/');
  for (const [i, segment] of segments.entries()) {
    // A trailing slash is one empty last segment; an empty segment anywhere else is `//`.
    if (segment === '' && i < segments.length - 1) return 'the path contains an empty segment ("//")';
    const decoded = decodeSegment(segment);
    if (decoded === undefined) return 'the path contains an invalid percent-encoding or invalid UTF-8';
    if (decoded === '.' || decoded === '..') return 'the path contains a "." or ".." segment';
    if (LOOKALIKE.test(decoded) || hasNormalisedSeparator(decoded))
      return 'the path contains a character that reads as "." or "/"';
  }
  // Last guard: the URL parser every service uses must read the path exactly as sent.
  if (new URL(path, 'http://gateway.invalid').pathname !== path) return 'the path is not in canonical form';
  return undefined;
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function hasNormalisedSeparator(decoded: string): boolean {
  const normalised = decoded.normalize('NFKC');
  if (normalised === decoded) return false;
  return normalised === '.' || normalised === '..' || /[/\\]/.test(normalised);
}
