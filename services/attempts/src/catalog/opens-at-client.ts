import type { TestOpensAtRequest } from '@ssc/contracts';
import { type Identity, NotFoundError, ServiceUnavailableError, serviceCallHeaders } from '@ssc/service-kit';

export type OpensAtClient = {
  /** Students may not read the test's paper before `opensAt` (null: open it). */
  set(testId: string, opensAt: string | null, admin: Identity): Promise<void>;
};

const UNAVAILABLE =
  'The test catalog is not reachable right now, so the live mock was not changed; please try again shortly';

/**
 * `PUT {CATALOG_URL}/internal/tests/:id/opens-at` as the attempts service, for the admin who
 * schedules, moves or cancels a live mock: the paper stays closed to students until the start.
 * Called before the schedule is written, so a catalog that is down changes nothing.
 */
export function createOpensAtClient(opts: {
  baseUrl: string;
  internalSecret: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): OpensAtClient {
  const fetchImpl = opts.fetchImpl ?? fetch;
  return {
    async set(testId, opensAt, admin) {
      const body: TestOpensAtRequest = { opensAt };
      let res: Response;
      try {
        res = await fetchImpl(
          new URL(`/internal/tests/${encodeURIComponent(testId)}/opens-at`, opts.baseUrl),
          {
            method: 'PUT',
            headers: {
              ...serviceCallHeaders(opts.internalSecret, { caller: 'attempts', onBehalfOf: admin }),
              'content-type': 'application/json',
            },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(opts.timeoutMs ?? 3_000),
          },
        );
      } catch {
        throw new ServiceUnavailableError(UNAVAILABLE);
      }
      if (res.status === 404) throw new NotFoundError('Test not found');
      if (!res.ok) throw new ServiceUnavailableError(UNAVAILABLE);
    },
  };
}
