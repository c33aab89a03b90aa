import { type InternalAttemptStatus, internalAttemptStatus } from '@ssc/contracts';
import { IDENTITY_HEADER, ServiceUnavailableError, signIdentity } from '@ssc/service-kit';
import { SERVICE_IDENTITY } from './question-bank';

export const ATTEMPTS_UNAVAILABLE = 'Your result cannot be looked up right now; please try again shortly';

export type AttemptStatusClient = {
  /** Whose the attempt is and whether it is submitted; null when attempts does not know it. */
  get(attemptId: string): Promise<InternalAttemptStatus | null>;
};

/**
 * Attempts' `GET /internal/attempts/:id`. Asked only when a results page is opened for an
 * attempt the results service has not heard of yet — the submission is still on its way
 * through the outbox and Kafka (seconds in a burst) — so that page says "processing", not
 * "not found". Unreachable → 503 (the page offers to try again).
 */
export function createAttemptStatusClient(opts: {
  baseUrl: string;
  internalSecret: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): AttemptStatusClient {
  const fetchImpl = opts.fetchImpl ?? fetch;
  return {
    async get(attemptId) {
      const url = new URL(`/internal/attempts/${encodeURIComponent(attemptId)}`, opts.baseUrl);
      let res: Response;
      try {
        res = await fetchImpl(url, {
          headers: {
            [IDENTITY_HEADER]: signIdentity(opts.internalSecret, SERVICE_IDENTITY),
            accept: 'application/json',
          },
          signal: AbortSignal.timeout(opts.timeoutMs ?? 3_000),
        });
      } catch {
        throw new ServiceUnavailableError(ATTEMPTS_UNAVAILABLE);
      }
      if (res.status === 404 || res.status === 400) return null;
      if (!res.ok) throw new ServiceUnavailableError(ATTEMPTS_UNAVAILABLE);
      const parsed = internalAttemptStatus.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new ServiceUnavailableError(ATTEMPTS_UNAVAILABLE);
      return parsed.data;
    },
  };
}
