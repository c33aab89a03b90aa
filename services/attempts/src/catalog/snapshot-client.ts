import { ATTEMPT_MESSAGES, type TestSnapshot, testSnapshot } from '@ssc/contracts';
import { type Identity, internalGet, LruMap, NotFoundError } from '@ssc/service-kit';

export const CATALOG_UNAVAILABLE =
  'The test catalog is not reachable right now; please try starting the test again shortly';

export type SnapshotClient = { get(testId: string, identity: Identity): Promise<TestSnapshot> };

/**
 * What an attempt freezes when it starts: `GET {CATALOG_URL}/internal/tests/:id/snapshot`,
 * asked as the attempts service on behalf of the student (a service-call token). Answers are kept for a
 * few seconds per test, and concurrent starts of one test share one request, so an exam-hour
 * rush of starts costs the catalog a handful of reads.
 */
export function createSnapshotClient(opts: {
  baseUrl: string;
  internalSecret: string;
  fetchImpl?: typeof fetch;
  ttlMs?: number;
  timeoutMs?: number;
  now?: () => number;
}): SnapshotClient {
  const fetchImpl = opts.fetchImpl ?? fetch;
  const ttlMs = opts.ttlMs ?? 5_000;
  const now = opts.now ?? Date.now;
  const cache = new LruMap<string, { at: number; snapshot: Promise<TestSnapshot> }>(1_000);

  async function fetchSnapshot(testId: string, identity: Identity): Promise<TestSnapshot> {
    const snapshot = await internalGet({
      url: new URL(`/internal/tests/${encodeURIComponent(testId)}/snapshot`, opts.baseUrl),
      secret: opts.internalSecret,
      caller: 'attempts',
      onBehalfOf: identity,
      schema: testSnapshot,
      unavailable: CATALOG_UNAVAILABLE,
      timeoutMs: opts.timeoutMs ?? 3_000,
      absentOn: [404],
      fetchImpl,
    });
    if (!snapshot) throw new NotFoundError(ATTEMPT_MESSAGES.testNotFound);
    return snapshot;
  }

  return {
    get(testId, identity) {
      const hit = cache.get(testId);
      if (hit && now() - hit.at < ttlMs) return hit.snapshot;
      const snapshot = fetchSnapshot(testId, { ...identity, role: 'student' });
      const entry = { at: now(), snapshot };
      cache.set(testId, entry);
      // Failures are not remembered: the next start asks again.
      snapshot.catch(() => {
        if (cache.get(testId) === entry) cache.delete(testId);
      });
      return snapshot;
    },
  };
}
