import { describe, expect, it } from 'vitest';
import { allowedMethods, pathMethods } from './allowed-methods';
import { documentedOperations } from './openapi/documented-operations';

const table = pathMethods(documentedOperations());

describe('allowedMethods', () => {
  it('lists the documented methods of a path, HEAD with GET, and OPTIONS', () => {
    expect(allowedMethods('/api/auth/signin', table)).toEqual(['OPTIONS', 'POST']);
    expect(allowedMethods('/api/tests', table)).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/api/admin/tests/t1', table)).toEqual(['DELETE', 'OPTIONS', 'PUT']);
    expect(allowedMethods('/api/openapi.json', table)).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/media/avatars/abc.webp', table)).toEqual(['GET', 'HEAD', 'OPTIONS']);
  });

  it('takes the most specific template a path fits: a named resource is not an {id}', () => {
    expect(allowedMethods('/api/test-attempts/in-progress', table)).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/api/test-attempts/a1', table)).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT']);
    expect(allowedMethods('/api/admin/questions/count', table)).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/api/admin/questions/upload', table)).toEqual(['OPTIONS', 'POST']);
    expect(allowedMethods('/api/admin/questions/q1', table)).toEqual(['DELETE', 'OPTIONS', 'PUT']);
  });

  it('knows nothing of an undocumented path, whatever it resembles', () => {
    for (const path of ['/api/nowhere', '/api/tests/', '/api/tests/a/b', '/API/tests', '/api/openapi.jsonx'])
      expect(allowedMethods(path, table), path).toBeUndefined();
  });

  it('reads a template literally: its dots match dots only', () => {
    const own = pathMethods([{ method: 'get', path: '/api/a.b/{id}' }]);
    expect(allowedMethods('/api/a.b/1', own)).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(allowedMethods('/api/aXb/1', own)).toBeUndefined();
  });
});
