import { SERVICE_CALL_HEADER, verifyServiceCall } from '@ssc/service-kit';

/**
 * Auth, as far as attempts need it: `GET /internal/users/:id/exam-accommodations` answered over a
 * fetch function (like catalog/fake-catalog.ts; every other dependency is a real server). It
 * checks the service-call token like the real route's `requireCaller('attempts')`. Users listed
 * in `eligible` have declared compensatory time; `state.down` makes every call fail.
 */
export function fakeAuth(secret: string) {
  const eligible = new Set<string>();
  /** `whileAsked`: runs while a request is in flight (a test moves a clock there: a slow start). */
  const state: { down: boolean; requests: number; whileAsked?: (userId: string) => void } = {
    down: false,
    requests: 0,
  };
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    state.requests += 1;
    if (state.down) throw new TypeError('fetch failed: connect ECONNREFUSED');
    const token = new Headers(init?.headers).get(SERVICE_CALL_HEADER);
    const call = token ? verifyServiceCall(secret, token) : null;
    const match = /^\/internal\/users\/([^/]+)\/exam-accommodations$/.exec(new URL(String(input)).pathname);
    if (call?.caller !== 'attempts' || !match?.[1])
      return Response.json({ message: 'The requested resource was not found' }, { status: 404 });
    const userId = decodeURIComponent(match[1]);
    state.whileAsked?.(userId);
    return Response.json({ compensatoryTime: eligible.has(userId) });
  }) as typeof fetch;
  return { fetchImpl, state, eligible };
}
export type FakeAuth = ReturnType<typeof fakeAuth>;
