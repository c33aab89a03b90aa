import { type PersonalTestRequest, personalTestCreated } from '@ssc/contracts';
import { NotFoundError, ServiceUnavailableError, serviceCallHeaders } from '@ssc/service-kit';

export type PersonalTests = {
  /** A test of these questions that only `ownerId` is offered; its id. */
  create(request: PersonalTestRequest): Promise<string>;
};

const UNAVAILABLE = 'The test catalog is not reachable right now; please try again shortly';

/** `POST {CATALOG_URL}/internal/tests/personal` as the results service (the mistake deck's mini-mocks). */
export function createPersonalTests(opts: {
  baseUrl: string;
  internalSecret: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): PersonalTests {
  const fetchImpl = opts.fetchImpl ?? fetch;
  return {
    async create(request) {
      let res: Response;
      try {
        res = await fetchImpl(new URL('/internal/tests/personal', opts.baseUrl), {
          method: 'POST',
          headers: {
            ...serviceCallHeaders(opts.internalSecret, { caller: 'results' }),
            'content-type': 'application/json',
          },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5_000),
        });
      } catch {
        throw new ServiceUnavailableError(UNAVAILABLE);
      }
      if (res.status === 404) throw new NotFoundError('None of these questions is in the bank any more');
      const parsed = personalTestCreated.safeParse(await res.json().catch(() => null));
      if (res.status !== 201 || !parsed.success) throw new ServiceUnavailableError(UNAVAILABLE);
      return parsed.data.testId;
    },
  };
}
