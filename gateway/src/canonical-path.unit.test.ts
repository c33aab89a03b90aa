import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalPath, PATH_SEGMENT_PATTERN } from './canonical-path';

const refused = [
  '/api/tests/..\\..\\internal\\questions',
  '/api/tests/../../internal/questions',
  '/api/tests/%2e%2e/%2e%2e/internal/questions',
  '/api/tests/%2E%2E/internal',
  '/api/tests/.%2e/internal',
  '/api/tests/%2e./internal',
  '/api/profile/..%2f..%2finternal',
  '/api/profile/..%2F..%2Finternal',
  '/api/profile/..%5c..%5cinternal',
  '/media/questions/..\\..\\health',
  '/api/tests/./x',
  '/api/tests/.',
  '/api/tests/..',
  '//api/tests',
  '/api//tests',
  '/api/tests;/../internal',
  '/api/tests;jsessionid=1',
  '/api/tests/%00',
  '/api/tests/a%00b',
  '/api/tests/\u0000',
  '/api/tests/%c0%ae%c0%ae/internal', // overlong UTF-8 dots
  '/api/tests/%e0%80%ae', // overlong three-byte dot
  '/api/tests/%ef%bc%8e%ef%bc%8e/internal', // fullwidth full stops
  '/api/tests/%e2%80%a5/internal', // two-dot leader
  '/api/tests/a%ef%bc%8fb', // fullwidth solidus
  '/api/tests/%ed%a0%80', // an encoded lone surrogate
  '/api/tests/%zz',
  '/api/tests/%',
  '/api/%74ests', // encoded unreserved letter
  '/api/test%2Dattempts',
  'api/tests',
  'http://127.0.0.1:4002/internal/questions',
  '*',
  '/api/tests/{x}',
  '/api/tests/a b',
  `/api/${'a'.repeat(3000)}`,
];

describe('canonicalPath', () => {
  it.each(refused)('refuses %s', (raw) => {
    expect(canonicalPath(raw).ok).toBe(false);
  });

  it.each([
    ['/api/tests', '/api/tests', ''],
    ['/api/tests/exam/SSC_CGL?x=1&y=%2e%2e', '/api/tests/exam/SSC_CGL', '?x=1&y=%2e%2e'],
    ['/api/test-attempts/in-progress', '/api/test-attempts/in-progress', ''],
    ['/', '/', ''],
    ['/remotes/student/mf-manifest.json', '/remotes/student/mf-manifest.json', ''],
    ['/api/tests/abc%20def', '/api/tests/abc%20def', ''],
    ['/api/tests/%E0%A4%95', '/api/tests/%E0%A4%95', ''],
    ['/dashboard/', '/dashboard/', ''],
  ])('accepts %s', (raw, path, query) => {
    expect(canonicalPath(raw)).toEqual({ ok: true, path, query });
  });

  it('keeps the query exactly as sent, even when it looks like a traversal', () => {
    const check = canonicalPath('/api/admin/questions?search=..%5c..&page=1');
    expect(check).toEqual({ ok: true, path: '/api/admin/questions', query: '?search=..%5c..&page=1' });
  });
});

describe("PATH_SEGMENT_PATTERN (the API document's path parameters)", () => {
  const segment = new RegExp(PATH_SEGMENT_PATTERN);
  // As a client puts a value in a path: every character but A-Z a-z 0-9 - _ . ~ percent-encoded.
  const quote = (value: string) =>
    encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

  it('admits only values whose path the gateway reads one way', () => {
    const text = fc.string({ unit: 'binary', maxLength: 12 });
    const pieces = fc.constantFrom('.', '..', '/', '\\', '%', '%2e', '\u0000', '\u2100', '\uff0e', 'a', ' ');
    const value = fc.oneof(
      text,
      fc.array(fc.oneof(text, pieces), { maxLength: 4 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(value, (v) => {
        fc.pre(segment.test(v) && v.isWellFormed());
        expect(canonicalPath(`/api/tests/${quote(v)}`).ok, JSON.stringify(v)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('leaves out every character NFKC turns into a separator or dots, and the dot segments', () => {
    for (let cp = 0; cp < 0x110000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      const n = c.normalize('NFKC');
      if (n === c || !(n.includes('/') || n.includes('\\') || n === '.' || n === '..')) continue;
      expect(segment.test(c), `U+${cp.toString(16)}`).toBe(false);
      expect(segment.test(`a${c}b`), `U+${cp.toString(16)}`).toBe(false);
    }
    for (const v of ['.', '..', 'a/b', 'a\\b', 'a%2Eb', '\u0000']) expect(segment.test(v), v).toBe(false);
    for (const v of ['...', '.a', 'a.', 'q.2$x', '0123456789abcdef01234567', 'हिन्दी'])
      expect(segment.test(v), v).toBe(true);
  });
});
