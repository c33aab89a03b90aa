import { describe, expect, it } from 'vitest';
import { bodyLimitFor, MEDIA_ROUTES, matchRoute, ROUTES } from './route-table';

describe('matchRoute', () => {
  it.each([
    ['/api/auth/signin', 'auth', 'public'],
    ['/api/auth/signup', 'auth', 'public'],
    ['/api/profile', 'auth', 'user'],
    ['/api/profile/settings', 'auth', 'user'],
    ['/api/upload/profile-image', 'auth', 'user'],
    ['/api/tests', 'catalog', 'user'],
    ['/api/tests/exam/SSC_CGL', 'catalog', 'user'],
    ['/api/tests/abc123', 'catalog', 'user'],
    ['/api/test-questions/t1', 'catalog', 'user'],
    ['/api/admin/tests', 'catalog', 'admin'],
    ['/api/admin/questions/upload', 'catalog', 'admin'],
    ['/api/upload/question-image', 'catalog', 'admin'],
    ['/api/upload/option-image', 'catalog', 'admin'],
    ['/api/test-attempts', 'attempts', 'user'],
    ['/api/test-attempts/in-progress', 'attempts', 'user'],
    ['/api/test-attempts/a1/auto-save', 'attempts', 'user'],
    ['/api/question-attempts/bulk/a1', 'attempts', 'user'],
    ['/api/test-results/a1', 'results', 'user'],
    ['/api/test-solutions/a1', 'results', 'user'],
    ['/api/dashboard-stats', 'results', 'user'],
    ['/api/user-attempts', 'results', 'user'],
    ['/api/question-bookmarks', 'results', 'user'],
    ['/api/question-bookmarks/q1', 'results', 'user'],
    ['/api/question-reports', 'results', 'user'],
    ['/api/admin/question-reports', 'results', 'admin'],
    ['/api/objections', 'results', 'user'],
    ['/api/upload/objection-image', 'results', 'user'],
    ['/api/admin/objections', 'results', 'admin'],
    ['/api/admin/dead-letters', 'results', 'admin'],
    ['/api/admin/dead-letters/scoring-job%3Aa1/retry', 'results', 'admin'],
    ['/api/admin/answer-key-revisions', 'results', 'admin'],
    ['/api/admin/answer-key-revisions/r-1', 'results', 'admin'],
    ['/api/live-mocks/m1/leaderboard', 'results', 'user'],
    ['/api/admin/question-reports/x', 'catalog', 'admin'],
    ['/api/admin/tests/t1/item-analysis', 'results', 'admin'],
    ['/api/admin/tests/t1/item-analysis/x', 'catalog', 'admin'],
    ['/api/admin/tests/t1', 'catalog', 'admin'],
    ['/api/admin/live-mocks', 'attempts', 'admin'],
    ['/api/admin/live-mocks/m1', 'attempts', 'admin'],
    ['/api/live-mocks', 'attempts', 'user'],
    ['/api/live-mocks/m1', 'attempts', 'user'],
    ['/api/live-mocks/m1/register', 'attempts', 'user'],
  ])('%s → %s (%s)', (path, service, access) => {
    expect(matchRoute(path)).toMatchObject({ service, access });
  });

  it.each([
    '/api/nope',
    '/api/auth/admin',
    '/api/profiles',
    '/api/test-results',
    '/api/tests/a/b/c',
    '/api',
    '/api/question-reports/r1',
    '/api/objections/o1',
    '/api/live-mocks/m1/other',
  ])('does not route %s', (path) => {
    expect(matchRoute(path)).toBeUndefined();
  });

  it('routes public media to the service that stores it', () => {
    expect(matchRoute('/media/avatars/x.webp', MEDIA_ROUTES)?.service).toBe('auth');
    expect(matchRoute('/media/questions/q.webp', MEDIA_ROUTES)?.service).toBe('catalog');
    expect(matchRoute('/media/objections/o.webp', MEDIA_ROUTES)?.service).toBe('results');
    expect(matchRoute('/media/../etc/passwd', MEDIA_ROUTES)).toBeUndefined();
  });
});

describe('bodyLimitFor', () => {
  it('allows images and CSV files but keeps JSON small', () => {
    expect(bodyLimitFor('/api/profile').bytes).toBe(256 * 1024);
    expect(bodyLimitFor('/api/upload/profile-image')).toEqual({
      bytes: 5 * 1024 * 1024 + 64 * 1024,
      message: 'File size must be less than 5MB',
    });
    expect(bodyLimitFor('/api/upload/option-image').bytes).toBeGreaterThan(5 * 1024 * 1024);
    expect(bodyLimitFor('/api/admin/questions/upload')).toEqual({
      bytes: 10 * 1024 * 1024 + 64 * 1024,
      message: 'The CSV file must be smaller than 10 MB',
    });
    // A prefix-stripped path is not an upload path: limits are looked up by the whole path.
    expect(bodyLimitFor('/upload/profile-image').bytes).toBe(256 * 1024);
  });
});

describe('route labels (metrics)', () => {
  const rules = [...ROUTES, ...MEDIA_ROUTES];

  it('names every rule once', () => {
    expect(new Set(rules.map((r) => r.route)).size).toBe(rules.length);
  });

  it.each([
    ['/api/question-attempts', '/api/question-attempts{/*rest}'],
    ['/api/question-attempts/bulk/a-123', '/api/question-attempts{/*rest}'],
    ['/api/test-attempts/a-123/auto-save', '/api/test-attempts{/*rest}'],
    ['/api/tests/t-1', '/api/tests{/exam/:examType|/:id}'],
    ['/api/tests/exam/CGL', '/api/tests{/exam/:examType|/:id}'],
    ['/api/test-results/a-9', '/api/test-results/:attemptId'],
    ['/api/admin/dead-letters/d-1/retry', '/api/admin/dead-letters/:id/retry'],
    ['/api/admin/answer-key-revisions/r-1', '/api/admin/answer-key-revisions/:id'],
    ['/api/auth/signin', '/api/auth/:action'],
  ])('labels %s as %s, its rule, not its ids', (path, label) => {
    expect(matchRoute(path)?.route).toBe(label);
  });

  it('labels with templates: literal segments and :params or wildcards only', () => {
    for (const { route } of rules) expect(route).toMatch(/^\/(api|media)(\/|\{|$)/);
    expect(matchRoute('/media/avatars/u-1.webp', MEDIA_ROUTES)?.route).toBe('/media/avatars/:file');
  });
});
