/** Spec section 7 paths → owning service (ARCHITECTURE.md "Routes"). */
export type ServiceName = 'auth' | 'catalog' | 'attempts' | 'results';

export type Access = 'public' | 'user' | 'admin';

export type RouteRule = { service: ServiceName; access: Access; pattern: RegExp };

const rule = (service: ServiceName, access: Access, pattern: RegExp): RouteRule => ({
  service,
  access,
  pattern,
});

/** Ordered: the first match wins. Every pattern is anchored on the whole path. */
export const ROUTES: readonly RouteRule[] = [
  rule('auth', 'public', /^\/api\/auth\/(signin|signup)$/),
  rule('auth', 'user', /^\/api\/profile(\/[^/]+)?$/),
  rule('auth', 'user', /^\/api\/upload\/profile-image$/),
  // Results' admin pages, before the catch-all that sends the rest of /api/admin to catalog.
  rule('results', 'admin', /^\/api\/admin\/(question-reports|dead-letters)$/),
  rule('results', 'admin', /^\/api\/admin\/dead-letters\/[^/]+\/retry$/),
  rule('catalog', 'admin', /^\/api\/admin(\/.*)?$/),
  rule('catalog', 'admin', /^\/api\/upload\/(question|option)-image$/),
  rule('catalog', 'user', /^\/api\/tests(\/exam\/[^/]+|\/[^/]+)?$/),
  rule('catalog', 'user', /^\/api\/test-questions\/[^/]+$/),
  rule('attempts', 'user', /^\/api\/test-attempts(\/.*)?$/),
  rule('attempts', 'user', /^\/api\/question-attempts(\/.*)?$/),
  rule('results', 'user', /^\/api\/test-results\/[^/]+$/),
  rule('results', 'user', /^\/api\/test-solutions\/[^/]+$/),
  rule('results', 'user', /^\/api\/dashboard-stats$/),
  rule('results', 'user', /^\/api\/user-attempts$/),
  rule('results', 'user', /^\/api\/question-bookmarks(\/.*)?$/),
  rule('results', 'user', /^\/api\/question-reports$/),
];

/** Public, immutable media served by the service that stores it. */
export const MEDIA_ROUTES: readonly RouteRule[] = [
  rule('auth', 'public', /^\/media\/avatars\/[^/]+$/),
  rule('catalog', 'public', /^\/media\/questions\/[^/]+$/),
];

export function matchRoute(path: string, table: readonly RouteRule[] = ROUTES): RouteRule | undefined {
  return table.find((r) => r.pattern.test(path));
}

/** Request bodies larger than this are refused before they reach a service. */
export function bodyLimitFor(path: string): number {
  if (path === '/api/admin/questions/upload') return 11 * 1024 * 1024;
  if (path.startsWith('/api/upload/')) return 6 * 1024 * 1024;
  return 256 * 1024;
}
