/**
 * Rules on text as the API document can state them (JSON Schema `pattern`, ECMA-262 syntax).
 * The server trims before it counts, so `" a "` is one character to it while `minLength`
 * counts three: these patterns say on the value as sent what the server checks once trimmed.
 * White space is spelled out as String.prototype.trim reads it: a tester's regex engine (Python,
 * Rust) reads `\s` and `\d` otherwise.
 */
export const SPACE_CLASS =
  '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/** At least one character once trimmed: one that is not white space. */
export const NOT_BLANK = new RegExp(`[^${SPACE_CLASS}]`);

/**
 * At least `n` characters once trimmed: the first and the last that are not white space, at
 * least `n` apart (end included).
 */
export const trimmedAtLeast = (n: number): RegExp =>
  n <= 1 ? NOT_BLANK : new RegExp(`[^${SPACE_CLASS}][\\s\\S]{${n - 2},}[^${SPACE_CLASS}]`);
