import fc from 'fast-check';

/**
 * Path parameters that are not ids, written as they go on the wire: raw where Node's client
 * lets a byte through (quotes, braces, `$`), percent-encoded otherwise, plus encodings that are
 * invalid on purpose (`%zz`, a lone `%`, encoded surrogates, invalid UTF-8).
 */
export type ParamCase = { label: string; raw: string };

/** Percent-encodes UTF-8 and, unlike encodeURIComponent, lone surrogates too (as WTF-8 bytes). */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const unit of text) {
    const code = unit.codePointAt(0) ?? 0;
    if (/[A-Za-z0-9\-_.~]/.test(unit)) out += unit;
    else if (code >= 0xd800 && code <= 0xdfff)
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map(hex).join('');
    else out += encodeURIComponent(unit);
  }
  return out;
}

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

const FIXED: readonly ParamCase[] = [
  { label: 'zero', raw: '0' },
  { label: 'negative', raw: '-1' },
  { label: 'null', raw: 'null' },
  { label: 'undefined', raw: 'undefined' },
  { label: 'object string', raw: '[object%20Object]' },
  { label: 'operator', raw: '{"$gt":""}' },
  { label: 'encoded operator', raw: '%7B%22%24gt%22%3A%22%22%7D' },
  { label: 'dollar', raw: '$where' },
  { label: 'object id', raw: '507f1f77bcf86cd799439011' },
  { label: 'uuid', raw: '00000000-0000-4000-8000-000000000000' },
  { label: '100 chars', raw: 'a'.repeat(100) },
  { label: '101 chars', raw: 'a'.repeat(101) },
  { label: '1000 chars', raw: 'b'.repeat(1_000) },
  { label: '3000 chars', raw: 'c'.repeat(3_000) },
  { label: 'spaces', raw: '%20%20' },
  { label: 'tab', raw: '%09' },
  { label: 'quote', raw: "'%22" },
  { label: 'angle brackets', raw: '%3Cscript%3E' },
  { label: 'zero-width', raw: '%E2%80%8B' },
  { label: 'right-to-left override', raw: '%E2%80%AEevil' },
  { label: 'hindi', raw: encodeURIComponent('हिन्दी') },
  { label: 'emoji', raw: encodeURIComponent('😀') },
  { label: 'encoded lone surrogate', raw: '%ED%A0%80' },
  { label: 'invalid UTF-8', raw: '%FF%FE' },
  { label: 'truncated UTF-8', raw: '%C3' },
  { label: 'bad escape', raw: '%zz' },
  { label: 'lone percent', raw: '%' },
  { label: 'double-encoded slash', raw: '%252F' },
  { label: 'encoded question mark', raw: 'x%3Fids%3D1' },
  { label: 'encoded hash', raw: 'x%23y' },
  { label: 'plus', raw: 'a+b' },
  { label: 'comma list', raw: 'a,b,c' },
  { label: 'star', raw: '*' },
  { label: 'in-progress word', raw: 'in-progress' },
  { label: 'bulk word', raw: 'bulk' },
  { label: 'latin1 byte', raw: '\u00e9' },
];

/** Generated parameters on top of the fixed corpus. */
const generated: fc.Arbitrary<ParamCase> = fc.oneof(
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
    .map((s) => ({ label: 'unicode', raw: encodeLoosely(s) })),
  fc
    .string({ unit: 'binary', minLength: 1, maxLength: 20 })
    .map((s) => ({ label: 'any code units', raw: encodeLoosely(s) })),
  fc.stringMatching(/^[A-Za-z0-9._~-]{1,120}$/).map((s) => ({ label: 'id-like', raw: s })),
  fc.integer({ min: 1, max: 400 }).map((n) => ({ label: `${n} chars`, raw: 'z'.repeat(n) })),
);

export function paramCases(seed: number, generatedCount: number): ParamCase[] {
  return [...FIXED, ...fc.sample(generated, { seed, numRuns: generatedCount })].filter((c) => c.raw !== '');
}
