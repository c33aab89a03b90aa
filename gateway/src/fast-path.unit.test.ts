import { describe, expect, it } from 'vitest';
import { fastRoute } from './fast-path';
import { bodyLimitFor, matchRoute } from './route-table';

describe('fastRoute', () => {
  it.each([
    ['/api/question-attempts', 'attempts', 'user'],
    ['/api/question-attempts/bulk', 'attempts', 'user'],
    ['/api/test-attempts/in-progress', 'attempts', 'user'],
    ['/api/test-attempts/a1/submit', 'attempts', 'user'],
    ['/api/test-questions/t1', 'catalog', 'user'],
    ['/api/tests/t1', 'catalog', 'user'],
    ['/api/test-results/a1', 'results', 'user'],
    ['/api/live-mocks', 'attempts', 'user'],
    ['/api/live-mocks/m1/leaderboard', 'results', 'user'],
    ['/api/profile', 'auth', 'user'],
    ['/api/admin/tests', 'catalog', 'admin'],
    ['/api/admin/live-mocks/m1', 'attempts', 'admin'],
  ])('serves %s (%s, %s)', (path, service, access) => {
    expect(fastRoute(`${path}?page=2&x=%2F`)).toEqual({
      service,
      label: matchRoute(path)?.route,
      access,
      limit: bodyLimitFor(path),
      path,
      query: '?page=2&x=%2F',
    });
  });

  it.each([
    // Public auth routes: their bodies are parsed and rate-limited by the Express app.
    '/api/auth/signin',
    '/api/auth/refresh',
    // File uploads, with limits of their own.
    '/api/upload/profile-image',
    '/api/upload/question-image',
    '/api/admin/questions/upload',
    // No route (404), the API document, other prefixes.
    '/api/openapi.json',
    '/api/definitely-not-here',
    '/api',
    '/API/tests',
    '/alive',
    '/health',
    '/media/avatars/a.png',
    '/',
    'http://evil.example/api/tests',
    // Ambiguous paths (400 from the Express app, canonical-path.ts).
    '/api/test-questions/..%2Fadmin',
    '/api/tests/../admin/tests',
    '/api/tests/./x',
    '/api//tests',
    '/api/tests\\x',
    '/api/tests;x',
    '/api/t%65sts',
    '/api/test-results/%ff',
    '/api/test-results/\uff0e\uff0e',
  ])('leaves %s to Express', (url) => {
    expect(fastRoute(url)).toBeUndefined();
  });
});
