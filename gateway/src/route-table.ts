import {
  CSV_MAX_BYTES,
  CSV_TOO_LARGE_MESSAGE,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  JSON_BODY_MAX_BYTES,
  MULTIPART_OVERHEAD_BYTES,
} from '@ssc/contracts';

/** Spec section 7 paths → owning service (ARCHITECTURE.md "Routes"). */
export type ServiceName = 'auth' | 'catalog' | 'attempts' | 'results';

export type Access = 'public' | 'user' | 'admin';

/**
 * `route` names the rule in metrics (`http_requests_total{route}`): a template in Express's
 * notation, never a raw path, so its label set is this table.
 */
export type RouteRule = { service: ServiceName; access: Access; pattern: RegExp; route: string };

const rule = (service: ServiceName, access: Access, pattern: RegExp, route: string): RouteRule => ({
  service,
  access,
  pattern,
  route,
});

/** Ordered: the first match wins. Every pattern is anchored on the whole path. */
export const ROUTES: readonly RouteRule[] = [
  rule(
    'auth',
    'public',
    /^\/api\/auth\/(signin|signup|refresh|signout|forgot-password|reset-password|verify-email)$/,
    '/api/auth/:action',
  ),
  rule('auth', 'user', /^\/api\/auth\/resend-verification$/, '/api/auth/resend-verification'),
  rule('auth', 'user', /^\/api\/profile(\/[^/]+)?$/, '/api/profile{/:part}'),
  rule('auth', 'user', /^\/api\/upload\/profile-image$/, '/api/upload/profile-image'),
  // Results' admin pages, before the catch-all that sends the rest of /api/admin to catalog.
  rule(
    'results',
    'admin',
    /^\/api\/admin\/(question-reports|dead-letters|objections)$/,
    '/api/admin/:resultsList',
  ),
  rule('results', 'admin', /^\/api\/admin\/dead-letters\/[^/]+\/retry$/, '/api/admin/dead-letters/:id/retry'),
  rule(
    'results',
    'admin',
    /^\/api\/admin\/tests\/[^/]+\/item-analysis$/,
    '/api/admin/tests/:id/item-analysis',
  ),
  rule('results', 'admin', /^\/api\/admin\/answer-key-revisions$/, '/api/admin/answer-key-revisions'),
  rule(
    'results',
    'admin',
    /^\/api\/admin\/answer-key-revisions\/[^/]+$/,
    '/api/admin/answer-key-revisions/:id',
  ),
  // Live mocks are the attempts service's, their leaderboard the results service's.
  rule('attempts', 'admin', /^\/api\/admin\/live-mocks(\/[^/]+)?$/, '/api/admin/live-mocks{/:id}'),
  rule('catalog', 'admin', /^\/api\/admin(\/.*)?$/, '/api/admin{/*rest}'),
  rule('catalog', 'admin', /^\/api\/upload\/(question|option)-image$/, '/api/upload/:kind-image'),
  rule('catalog', 'user', /^\/api\/tests(\/exam\/[^/]+|\/[^/]+)?$/, '/api/tests{/exam/:examType|/:id}'),
  rule('catalog', 'user', /^\/api\/test-questions\/[^/]+$/, '/api/test-questions/:testId'),
  rule('attempts', 'user', /^\/api\/test-attempts(\/.*)?$/, '/api/test-attempts{/*rest}'),
  rule('attempts', 'user', /^\/api\/question-attempts(\/.*)?$/, '/api/question-attempts{/*rest}'),
  rule('results', 'user', /^\/api\/live-mocks\/[^/]+\/leaderboard$/, '/api/live-mocks/:id/leaderboard'),
  rule('attempts', 'user', /^\/api\/live-mocks(\/[^/]+(\/register)?)?$/, '/api/live-mocks{/:id{/register}}'),
  rule('results', 'user', /^\/api\/test-results\/[^/]+$/, '/api/test-results/:attemptId'),
  rule('results', 'user', /^\/api\/test-solutions\/[^/]+$/, '/api/test-solutions/:attemptId'),
  rule('results', 'user', /^\/api\/dashboard-stats$/, '/api/dashboard-stats'),
  rule('results', 'user', /^\/api\/user-attempts$/, '/api/user-attempts'),
  rule('results', 'user', /^\/api\/question-bookmarks(\/.*)?$/, '/api/question-bookmarks{/*rest}'),
  rule('results', 'user', /^\/api\/question-reports$/, '/api/question-reports'),
  rule('results', 'user', /^\/api\/objections$/, '/api/objections'),
  rule('results', 'user', /^\/api\/upload\/objection-image$/, '/api/upload/objection-image'),
  rule('results', 'user', /^\/api\/mistake-deck(\/mini-mock)?$/, '/api/mistake-deck{/mini-mock}'),
];

/** Auth routes the gateway rate-limits itself (auth-limits.ts); each may answer 429. */
export const RATE_LIMITED_PATHS = {
  '/api/auth/signin': 'signIn',
  '/api/auth/signup': 'signUp',
  '/api/auth/refresh': 'refresh',
  '/api/auth/forgot-password': 'forgotPassword',
  '/api/auth/reset-password': 'resetPassword',
  '/api/auth/verify-email': 'verifyEmail',
  // Signed in: limited per account after the access check (the caller is known by then).
  '/api/auth/resend-verification': 'resendVerification',
} as const;
export type RateLimitedPath = keyof typeof RATE_LIMITED_PATHS;

/** Public, immutable media served by the service that stores it. */
export const MEDIA_ROUTES: readonly RouteRule[] = [
  rule('auth', 'public', /^\/media\/avatars\/[^/]+$/, '/media/avatars/:file'),
  rule('catalog', 'public', /^\/media\/questions\/[^/]+$/, '/media/questions/:file'),
  rule('results', 'public', /^\/media\/objections\/[^/]+$/, '/media/objections/:file'),
];

export function matchRoute(path: string, table: readonly RouteRule[] = ROUTES): RouteRule | undefined {
  return table.find((r) => r.pattern.test(path));
}

/** What a body limit refuses, in the words the upload's own checks use. */
export type BodyLimit = { bytes: number; message: string };

const UPLOAD_LIMITS: Readonly<Record<string, BodyLimit>> = {
  '/api/upload/profile-image': { bytes: IMAGE_MAX_BYTES, message: IMAGE_TOO_LARGE_MESSAGE },
  '/api/upload/question-image': { bytes: IMAGE_MAX_BYTES, message: IMAGE_TOO_LARGE_MESSAGE },
  '/api/upload/option-image': { bytes: IMAGE_MAX_BYTES, message: IMAGE_TOO_LARGE_MESSAGE },
  '/api/upload/objection-image': { bytes: IMAGE_MAX_BYTES, message: IMAGE_TOO_LARGE_MESSAGE },
  '/api/admin/questions/upload': { bytes: CSV_MAX_BYTES, message: CSV_TOO_LARGE_MESSAGE },
};

/** A file upload (multipart, with a limit of its own): always served through Express. */
export function isUpload(path: string): boolean {
  return Object.hasOwn(UPLOAD_LIMITS, path);
}

/**
 * Request bodies larger than this are refused before they reach a service. `path` is the
 * whole canonical path (never one a router has stripped a prefix from). An upload's limit
 * is its file's limit plus the multipart framing, so the service decides about a file near
 * the limit and says so in its own words.
 */
export function bodyLimitFor(path: string): BodyLimit {
  const upload = UPLOAD_LIMITS[path];
  if (upload) return { bytes: upload.bytes + MULTIPART_OVERHEAD_BYTES, message: upload.message };
  return {
    bytes: JSON_BODY_MAX_BYTES,
    message: `Request body is too large (limit ${JSON_BODY_MAX_BYTES / 1024} KB)`,
  };
}
