import { MEDIA_ROUTES, matchRoute, ROUTES, type RouteRule } from '../../gateway/src/route-table';

/**
 * Concrete paths for every rule of the gateway's route table (its rules are patterns, so the
 * fuzzer needs real paths to aim at), with the methods and body each service really serves.
 * `uncoveredRules` checks this list against the imported table: a rule added to the gateway
 * without an endpoint here fails the suite instead of going unfuzzed.
 */
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type Method = (typeof METHODS)[number];

/** Valid body templates the fuzzer mutates (bodies.ts); `none` for routes that read no JSON. */
export type BodyKind =
  | 'signup'
  | 'signin'
  | 'refresh'
  | 'signout'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'profile'
  | 'settings'
  | 'test'
  | 'question'
  | 'startAttempt'
  | 'progress'
  | 'submit'
  | 'recordAnswer'
  | 'bulkAnswers'
  | 'updateAnswer'
  | 'bookmark'
  | 'report'
  | 'objection'
  | 'liveMock'
  | 'answerKeyRevision'
  | 'none';

export type Endpoint = {
  /** Path with `:name` placeholders (FuzzIds keys). */
  template: string;
  /** What the owning service serves here, and the body it reads. */
  served: Partial<Record<Method, BodyKind>>;
};

/** Ids the fixtures created; `fake*` are well-formed ids nothing has. */
export type FuzzIds = {
  testId: string;
  questionId: string;
  attemptId: string;
  userId: string;
  victimAttemptId: string;
  fakeId: string;
  fakeUuid: string;
  examType: string;
  file: string;
  /** A live mock scheduled a day ahead on a test of its own (the fixture test stays practice). */
  liveMockId: string;
};

export const ENDPOINTS: readonly Endpoint[] = [
  { template: '/api/auth/signup', served: { POST: 'signup' } },
  { template: '/api/auth/signin', served: { POST: 'signin' } },
  { template: '/api/auth/refresh', served: { POST: 'refresh' } },
  { template: '/api/auth/signout', served: { POST: 'signout' } },
  { template: '/api/auth/forgot-password', served: { POST: 'forgotPassword' } },
  { template: '/api/auth/reset-password', served: { POST: 'resetPassword' } },
  { template: '/api/auth/verify-email', served: { POST: 'verifyEmail' } },
  { template: '/api/auth/resend-verification', served: { POST: 'none' } },
  { template: '/api/profile', served: { GET: 'none', PUT: 'profile' } },
  { template: '/api/profile/settings', served: { GET: 'none', PUT: 'settings' } },
  { template: '/api/profile/export', served: { GET: 'none' } },
  { template: '/api/upload/profile-image', served: { POST: 'none' } },
  { template: '/api/admin/question-reports', served: { GET: 'none' } },
  { template: '/api/admin/dead-letters', served: { GET: 'none' } },
  { template: '/api/admin/dead-letters/:fakeId/retry', served: { POST: 'none' } },
  { template: '/api/admin/answer-key-revisions', served: { POST: 'answerKeyRevision' } },
  { template: '/api/admin/answer-key-revisions/:fakeId', served: { GET: 'none' } },
  { template: '/api/admin/stats', served: { GET: 'none' } },
  { template: '/api/admin/tests', served: { GET: 'none', POST: 'test' } },
  { template: '/api/admin/test-templates', served: { GET: 'none' } },
  { template: '/api/admin/tests/:testId', served: { PUT: 'test', DELETE: 'none' } },
  { template: '/api/admin/tests/:testId/questions', served: { GET: 'none' } },
  { template: '/api/admin/tests/:testId/item-analysis', served: { GET: 'none' } },
  { template: '/api/admin/questions', served: { GET: 'none', POST: 'question' } },
  { template: '/api/admin/questions/count', served: { GET: 'none' } },
  { template: '/api/admin/questions/template.csv', served: { GET: 'none' } },
  { template: '/api/admin/questions/:questionId', served: { PUT: 'question', DELETE: 'none' } },
  { template: '/api/admin/questions/upload', served: { POST: 'none' } },
  { template: '/api/admin/questions/upload/:fakeUuid', served: { GET: 'none' } },
  { template: '/api/admin/questions/upload/:fakeUuid/errors.csv', served: { GET: 'none' } },
  { template: '/api/upload/question-image', served: { POST: 'none' } },
  { template: '/api/upload/option-image', served: { POST: 'none' } },
  { template: '/api/tests', served: { GET: 'none' } },
  { template: '/api/tests/exam/:examType', served: { GET: 'none' } },
  { template: '/api/tests/:testId', served: { GET: 'none' } },
  { template: '/api/test-questions/:testId', served: { GET: 'none' } },
  { template: '/api/test-attempts', served: { POST: 'startAttempt' } },
  { template: '/api/test-attempts/in-progress', served: { GET: 'none' } },
  { template: '/api/test-attempts/:attemptId', served: { GET: 'none', PUT: 'progress' } },
  { template: '/api/test-attempts/:attemptId/auto-save', served: { PUT: 'progress' } },
  { template: '/api/test-attempts/:attemptId/submit', served: { POST: 'submit' } },
  { template: '/api/question-attempts', served: { GET: 'none', POST: 'recordAnswer' } },
  { template: '/api/question-attempts/bulk/:attemptId', served: { PUT: 'bulkAnswers' } },
  { template: '/api/question-attempts/:attemptId/:questionId', served: { PUT: 'updateAnswer' } },
  { template: '/api/test-results/:attemptId', served: { GET: 'none' } },
  { template: '/api/test-solutions/:attemptId', served: { GET: 'none' } },
  { template: '/api/dashboard-stats', served: { GET: 'none' } },
  { template: '/api/user-attempts', served: { GET: 'none' } },
  { template: '/api/question-bookmarks', served: { GET: 'none', POST: 'bookmark' } },
  { template: '/api/question-bookmarks/:questionId', served: { DELETE: 'none' } },
  { template: '/api/question-reports', served: { POST: 'report' } },
  { template: '/api/objections', served: { GET: 'none', POST: 'objection' } },
  { template: '/api/upload/objection-image', served: { POST: 'none' } },
  { template: '/api/admin/objections', served: { GET: 'none' } },
  { template: '/api/mistake-deck', served: { GET: 'none' } },
  { template: '/api/mistake-deck/mini-mock', served: { POST: 'none' } },
  { template: '/api/admin/live-mocks', served: { GET: 'none', POST: 'liveMock' } },
  { template: '/api/admin/live-mocks/:liveMockId', served: { PUT: 'liveMock', DELETE: 'none' } },
  { template: '/api/live-mocks', served: { GET: 'none' } },
  { template: '/api/live-mocks/:liveMockId', served: { GET: 'none' } },
  { template: '/api/live-mocks/:liveMockId/register', served: { POST: 'none' } },
  { template: '/api/live-mocks/:liveMockId/leaderboard', served: { GET: 'none' } },
  { template: '/media/avatars/:file', served: { GET: 'none' } },
  { template: '/media/questions/:file', served: { GET: 'none' } },
  { template: '/media/objections/:file', served: { GET: 'none' } },
];

/**
 * Calls that would end the fixtures the rest of the run aims at (a deleted test, a submitted
 * attempt, which would also legitimately reveal its solutions): these always get fake ids.
 */
export function isDestructive(endpoint: Endpoint, method: Method): boolean {
  return method === 'DELETE' || endpoint.template.endsWith('/submit');
}

export const placeholders = (template: string): (keyof FuzzIds)[] =>
  [...template.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as keyof FuzzIds);

/** The path with ids filled in; `override` replaces one placeholder with a raw (already encoded) value. */
export function fill(
  template: string,
  ids: FuzzIds,
  opts: { fake?: boolean; override?: { name: keyof FuzzIds; raw: string } } = {},
): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: keyof FuzzIds) => {
    if (opts.override?.name === name) return opts.override.raw;
    if (opts.fake) return name === 'fakeUuid' ? ids.fakeUuid : name === 'file' ? ids.file : ids.fakeId;
    return encodeURIComponent(ids[name]);
  });
}

const ruleOf = (path: string): RouteRule | undefined =>
  path.startsWith('/media/') ? matchRoute(path, MEDIA_ROUTES) : matchRoute(path);

/** Which rule of the gateway's table each endpoint lands on (the first match, as the gateway picks). */
export function ruleFor(endpoint: Endpoint, ids: FuzzIds): RouteRule | undefined {
  return ruleOf(fill(endpoint.template, ids));
}

/** Rules of ROUTES and MEDIA_ROUTES no endpoint reaches, and endpoints no rule matches. */
export function uncoveredRules(ids: FuzzIds): { rules: string[]; strayEndpoints: string[] } {
  const reached = new Set(ENDPOINTS.map((e) => ruleFor(e, ids)));
  return {
    rules: [...ROUTES, ...MEDIA_ROUTES].filter((r) => !reached.has(r)).map((r) => String(r.pattern)),
    strayEndpoints: ENDPOINTS.filter((e) => !ruleFor(e, ids)).map((e) => e.template),
  };
}

/** Route prefixes for the traversal corpus: `/api/<first segment>/` of every endpoint, media, remotes, `/`. */
export function routePrefixes(): string[] {
  const api = ENDPOINTS.map((e) => e.template.split('/').slice(0, 3).join('/'))
    .filter((p) => p.startsWith('/api/'))
    .map((p) => `${p}/`);
  return [
    ...new Set([...api, '/media/avatars/', '/media/questions/', '/remotes/student/', '/remotes/admin/', '/']),
  ];
}
