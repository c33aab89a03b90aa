import { type InternalAttemptStatus, internalAttemptStatus } from '@ssc/contracts';
import { internalGet } from '@ssc/service-kit';

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
  return {
    get: (attemptId) =>
      internalGet({
        url: new URL(`/internal/attempts/${encodeURIComponent(attemptId)}`, opts.baseUrl),
        secret: opts.internalSecret,
        caller: 'results',
        schema: internalAttemptStatus,
        unavailable: ATTEMPTS_UNAVAILABLE,
        timeoutMs: opts.timeoutMs ?? 3_000,
        absentOn: [400, 404],
        ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}),
      }),
  };
}
