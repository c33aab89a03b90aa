import { type InternalLiveMock, internalLiveMock } from '@ssc/contracts';
import { internalGet, LruMap } from '@ssc/service-kit';

export const LIVE_MOCKS_UNAVAILABLE = 'The live mock cannot be looked up right now; please try again shortly';

export type LiveMocksClient = {
  /** The mock's schedule and release time (the one every reader uses); null when attempts does not know it. */
  get(liveMockId: string): Promise<InternalLiveMock | null>;
};

/**
 * Attempts' `GET /internal/live-mocks/{id}`, asked by every reader of a live mock's results
 * (live/live-release.ts). Each answer (also "not there") is kept a few seconds, so a crowd
 * polling results pages and the leaderboard right after the release asks
 * attempts about once per mock per instance, while an edit or a cancellation still shows within
 * seconds. A failed call is not kept. Unreachable → 503.
 */
export function createLiveMocksClient(opts: {
  baseUrl: string;
  internalSecret: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  ttlMs?: number;
  now?: () => number;
}): LiveMocksClient {
  const ttlMs = opts.ttlMs ?? 5_000;
  const now = opts.now ?? Date.now;
  const cache = new LruMap<string, { at: number; answer: Promise<InternalLiveMock | null> }>(1_000);
  const load = (liveMockId: string) =>
    internalGet({
      url: new URL(`/internal/live-mocks/${encodeURIComponent(liveMockId)}`, opts.baseUrl),
      secret: opts.internalSecret,
      caller: 'results',
      schema: internalLiveMock,
      unavailable: LIVE_MOCKS_UNAVAILABLE,
      timeoutMs: opts.timeoutMs ?? 3_000,
      absentOn: [400, 404],
      ...(opts.fetchImpl ? { fetchImpl: opts.fetchImpl } : {}),
    });
  return {
    get(liveMockId) {
      const kept = cache.get(liveMockId);
      // A clock that stepped back (NTP, a test) does not make an old answer new.
      const age = kept ? now() - kept.at : -1;
      if (kept && age >= 0 && age < ttlMs) return kept.answer;
      // Concurrent askers share the one call in flight.
      const answer = load(liveMockId);
      cache.set(liveMockId, { at: now(), answer });
      answer.catch(() => {
        if (cache.get(liveMockId)?.answer === answer) cache.delete(liveMockId);
      });
      return answer;
    },
  };
}
