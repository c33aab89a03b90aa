import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-path';

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
