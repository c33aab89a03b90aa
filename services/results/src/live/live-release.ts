import { compensatoryMs, type InternalLiveMock } from '@ssc/contracts';
import type { LiveMocksClient } from '../clients/live-mocks';

/**
 * A live attempt's mock as results stored it: its id (absent on list entries from before) and
 * the release its event carried — what attempts knew at that start. A taker with compensatory
 * time starting later moves the release, so that is a lower bound, never the answer.
 */
export type LiveRef = {
  liveMockId?: string | undefined;
  resultsReleaseAt: string;
  /** The latest the release can be (`latestPossibleRelease`), when the paper's length is known. */
  latestAt?: string | undefined;
};

/** A mock's results release as attempts has it now. */
export type LiveRelease = {
  releaseAt: string;
  /** False while a taker may still start and move `releaseAt` later: nothing is shown then. */
  final: boolean;
  /** Live attempts started (null: attempts does not know the mock). */
  started: number | null;
};

/**
 * The one source of a live mock's release for every reader in results — own result, solutions,
 * lists, leaderboard, normalisation: attempts' `GET /internal/live-mocks/{id}` (the latest
 * deadline of those who started + the grace, attempts' live-mock-times.ts), kept a few seconds
 * by the client. A mock attempts does not know (an entry from before ids were kept) falls back to
 * the stored time. Throws when attempts cannot answer: each caller decides what that withholds.
 */
export async function liveReleaseOf(liveMocks: LiveMocksClient, ref: LiveRef): Promise<LiveRelease> {
  const view = ref.liveMockId ? await liveMocks.get(ref.liveMockId) : null;
  return view ? releaseOfView(view) : { releaseAt: ref.resultsReleaseAt, final: true, started: null };
}

/** An attempts service from before `releaseFinal` always named the latest possible release. */
export const releaseOfView = (
  view: Pick<InternalLiveMock, 'resultsReleaseAt' | 'releaseFinal' | 'started'>,
): LiveRelease => ({
  releaseAt: view.resultsReleaseAt,
  final: view.releaseFinal !== false,
  started: view.started,
});

/**
 * When the results may be shown, at `now`: null if now, else when to ask again — the release
 * time while it is ahead, `retryMs` from now once it has passed on a view that was not final yet
 * (the client asks attempts again within seconds). An unreadable time withholds.
 */
export function withheldBy(release: LiveRelease, now: Date, retryMs: number): string | null {
  const at = Date.parse(release.releaseAt);
  if (Number.isNaN(at)) return release.releaseAt;
  if (now.getTime() < at) return release.releaseAt;
  return release.final ? null : new Date(now.getTime() + retryMs).toISOString();
}

/**
 * The latest a live mock's release can be, from any of its events' release and the paper's
 * length: that is at least the end + the grace, and compensatory time (20 min an hour) is all a
 * taker can add to it. Readers that cannot ask attempts (a list entry's fallback, the test's held
 * ranking, a rebuild) wait until then: late, never early.
 */
export const latestPossibleRelease = (eventReleaseAt: string, durationMinutes: number): string =>
  new Date(Date.parse(eventReleaseAt) + compensatoryMs(durationMinutes, true)).toISOString();

/**
 * The releases of several mocks (a list's), asked at once; a mock attempts does not know or
 * cannot answer for is left out, so its reader falls back to the latest possible release.
 */
export async function liveReleasesOf(
  liveMocks: LiveMocksClient,
  liveMockIds: readonly string[],
): Promise<Map<string, LiveRelease>> {
  const views = await Promise.all(
    [...new Set(liveMockIds)].map((id) =>
      liveMocks.get(id).then(
        (view) => [id, view] as const,
        () => [id, null] as const,
      ),
    ),
  );
  return new Map(views.flatMap(([id, view]) => (view ? [[id, releaseOfView(view)] as const] : [])));
}
