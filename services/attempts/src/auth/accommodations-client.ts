import { examAccommodations } from '@ssc/contracts';
import { internalGet, LruMap } from '@ssc/service-kit';

/** The start's refusal when auth cannot say whether the student has compensatory time. */
export const ACCOMMODATIONS_UNAVAILABLE = 'Could not start the test; please try again';

export type AccommodationsClient = {
  /** Whether the student gets compensatory time, as their profile says now (a few seconds' cache). */
  compensatoryTime(userId: string): Promise<boolean>;
};

/**
 * `GET {AUTH_URL}/internal/users/:id/exam-accommodations` as the attempts service, asked only when
 * an attempt is created. An answer is kept per user for `ttlMs` (a double click or a retried start
 * asks once); a failure is not kept. When auth cannot answer (down, slow, a bad answer) the start
 * fails with 503 rather than silently starting an eligible student without their time. An unknown
 * user has declared nothing: not eligible.
 */
export function createAccommodationsClient(opts: {
  baseUrl: string;
  internalSecret: string;
  fetchImpl?: typeof fetch;
  ttlMs?: number;
  timeoutMs?: number;
  now?: () => number;
}): AccommodationsClient {
  const ttlMs = opts.ttlMs ?? 15_000;
  const now = opts.now ?? Date.now;
  const cache = new LruMap<string, { at: number; eligible: boolean }>(10_000);
  return {
    async compensatoryTime(userId) {
      const hit = cache.get(userId);
      if (hit && now() - hit.at < ttlMs) return hit.eligible;
      const answer = await internalGet({
        url: new URL(`/internal/users/${encodeURIComponent(userId)}/exam-accommodations`, opts.baseUrl),
        secret: opts.internalSecret,
        caller: 'attempts',
        schema: examAccommodations,
        unavailable: ACCOMMODATIONS_UNAVAILABLE,
        timeoutMs: opts.timeoutMs ?? 3_000,
        absentOn: [404],
        ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}),
      });
      const eligible = answer?.compensatoryTime ?? false;
      cache.set(userId, { at: now(), eligible });
      return eligible;
    },
  };
}
