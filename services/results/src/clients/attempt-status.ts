import { type InternalAttemptStatus, internalAttemptStatus } from '@ssc/contracts';
import { internalGet, LruMap } from '@ssc/service-kit';

export const ATTEMPTS_UNAVAILABLE = 'Your result cannot be looked up right now; please try again shortly';

/** How long past its mock's release an open live attempt's answer is kept (the close is scored by then). */
const LIVE_KEEP_AFTER_RELEASE_MS = 15 * 60_000;

export type AttemptStatusClient = {
  /** Whose the attempt is and whether it is submitted; null when attempts does not know it. */
  get(attemptId: string): Promise<InternalAttemptStatus | null>;
  /**
   * An open live attempt this instance was told about, if its mock was released less than
   * SHORTCUT_AFTER_RELEASE_MS ago (memory only): the close is still under way, so its result
   * cannot exist yet unless its submission's event has put it in the student's list.
   */
  knownOpenLive(attemptId: string): InternalAttemptStatus | null;
};

/** How long after a release a remembered open live attempt is answered without a result read. */
const SHORTCUT_AFTER_RELEASE_MS = 3 * 60_000;

/**
 * Attempts' `GET /internal/attempts/:id`. Asked only when a results page is opened for an
 * attempt the results service has not heard of yet — the submission is still on its way
 * through the outbox and Kafka (seconds in a burst), or a live attempt the server has not
 * closed — so that page says "processing" or "released at", not "not found". Unreachable → 503
 * (the page offers to try again).
 *
 * An open live attempt's answer is kept (per instance) until well past its mock's release: at
 * the end of a live mock a crowd's results pages ask about thousands of attempts every few
 * seconds while the attempts service is closing them, and each answer would cost it a read
 * of the attempt's events. Nothing is lost by keeping it: once the attempt is submitted, its
 * event puts it in the student's list, which is read before this.
 */
export function createAttemptStatusClient(opts: {
  baseUrl: string;
  internalSecret: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
  capacity?: number;
}): AttemptStatusClient {
  const now = opts.now ?? Date.now;
  const openLive = new LruMap<string, InternalAttemptStatus>(opts.capacity ?? 50_000);
  const keptUntil = (s: InternalAttemptStatus) =>
    Date.parse(s.liveMock?.resultsReleaseAt ?? '') + LIVE_KEEP_AFTER_RELEASE_MS;
  return {
    async get(attemptId) {
      const kept = openLive.get(attemptId);
      if (kept && now() < keptUntil(kept)) return kept;
      const status = await internalGet({
        url: new URL(`/internal/attempts/${encodeURIComponent(attemptId)}`, opts.baseUrl),
        secret: opts.internalSecret,
        caller: 'results',
        schema: internalAttemptStatus,
        unavailable: ATTEMPTS_UNAVAILABLE,
        timeoutMs: opts.timeoutMs ?? 3_000,
        absentOn: [400, 404],
        ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}),
      });
      if (status?.status === 'IN_PROGRESS' && status.liveMock && now() < keptUntil(status))
        openLive.set(attemptId, status);
      else openLive.delete(attemptId);
      return status;
    },
    knownOpenLive(attemptId) {
      const kept = openLive.get(attemptId);
      const releaseAt = Date.parse(kept?.liveMock?.resultsReleaseAt ?? '');
      return kept && now() < releaseAt + SHORTCUT_AFTER_RELEASE_MS ? kept : null;
    },
  };
}
