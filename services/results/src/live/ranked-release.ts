import type { LiveMocksClient } from '../clients/live-mocks';
import type { Ranking } from '../ranking/ranking';
import { type LiveRef, type LiveRelease, liveReleaseOf, withheldBy } from './live-release';
import { requireReleased, resultsNotReleased } from './release-gate';

/**
 * The longest a live mock's results wait past their release time for every taker to be ranked:
 * a safety net only (a taker whose scoring failed for good is counted as settled at once), long
 * enough for the server to close and score a crowd — shown earlier, ranks would be wrong.
 */
export const RANKING_SETTLE_MAX_MS = 15 * 60_000;
/** How soon a withheld page is told to ask again while the last takers are being ranked. */
export const RANKING_RETRY_MS = 5_000;

type Deps = {
  liveMocks: LiveMocksClient;
  ranking: Pick<Ranking, 'liveTakers' | 'liveDeadLetters'>;
  clock: () => Date;
};

/**
 * What a reader of a live mock's results calls: `requireLiveResultsFinal`, then, the results
 * being out, the mock's held first attempts join their test's ranking (held-ranks.ts), so a
 * practice page of the test agrees with the live pages on the release. Returns the release time.
 */
export async function openLiveResults(
  deps: Deps & { ranking: Pick<Ranking, 'releaseHeld'> },
  testId: string,
  live: (LiveRef & { liveMockId: string }) | null | undefined,
): Promise<string | null> {
  const releasedAt = await requireLiveResultsFinal(deps, live);
  if (live) await deps.ranking.releaseHeld(testId, live.liveMockId);
  return releasedAt;
}

const retrySoon = (now: Date) =>
  resultsNotReleased(new Date(now.getTime() + RANKING_RETRY_MS).toISOString(), now);

/**
 * The mock's release (live-release.ts), or — attempts cannot answer — withheld: before the
 * stored release with that time, after it asking again in a few seconds, until the latest the
 * release could be + RANKING_SETTLE_MAX_MS (then it is surely out, and nothing is ranked better
 * by waiting). Returns null in that last case.
 */
async function releaseOrWithhold(deps: Deps, live: LiveRef, now: Date): Promise<LiveRelease | null> {
  let release: LiveRelease;
  try {
    release = await liveReleaseOf(deps.liveMocks, live);
  } catch {
    requireReleased(live.resultsReleaseAt, now);
    const latest = Date.parse(live.latestAt ?? live.resultsReleaseAt);
    if (now.getTime() < latest + RANKING_SETTLE_MAX_MS) throw retrySoon(now);
    return null;
  }
  const until = withheldBy(release, now, RANKING_RETRY_MS);
  if (until !== null) throw resultsNotReleased(until, now);
  return release;
}

/**
 * A live mock's results, solutions and leaderboard appear at its release time *and* once every
 * started live attempt is ranked. The release is attempts' (live-release.ts): the latest deadline
 * of those who started + the grace, and only once no taker can start and move it. At the release
 * the server is closing the attempts whose browsers left and results is scoring them: shown a
 * few seconds early, a page would give a rank among the takers scored so far ("1 / 1" where two
 * sat it) — a wrong rank. Until then the 409 names a release a few seconds ahead, and the page
 * asks again. A result that can never be scored (dead-lettered) holds nobody back; a taker never
 * heard of again, for no more than RANKING_SETTLE_MAX_MS. An attempts service that cannot answer
 * holds the page too (asking again in a few seconds, within the same limit): at a 10,000-aspirant
 * close it timed out, and releasing then showed 132 ranks among only ~5,000 takers.
 * Returns the release time (null for a practice attempt).
 */
export async function requireLiveResultsFinal(
  deps: Deps,
  live: LiveRef | null | undefined,
): Promise<string | null> {
  if (!live) return null;
  const now = deps.clock();
  const release = await releaseOrWithhold(deps, live, now);
  if (!release) return live.latestAt ?? live.resultsReleaseAt;
  if (release.started === null) return release.releaseAt;
  if (now.getTime() >= Date.parse(release.releaseAt) + RANKING_SETTLE_MAX_MS) return release.releaseAt;
  const [ranked, deadLettered] = await Promise.all([
    deps.ranking.liveTakers(live.liveMockId ?? ''),
    deps.ranking.liveDeadLetters(live.liveMockId ?? ''),
  ]);
  if (ranked + deadLettered >= release.started) return release.releaseAt;
  throw retrySoon(now);
}

/**
 * A live attempt not scored yet (being closed by the server, or scored): withheld like the rest
 * of its mock — before the release until the release, after it with a retry a few seconds
 * ahead, since the mock's results appear only once every taker is ranked. A crowd's pages then
 * ask every 5 s, not every second. Dead-lettered (`delayed`) passes, so the page says so.
 */
export async function requirePendingLiveReleased(
  deps: Deps,
  live: LiveRef | undefined,
  delayed: boolean,
): Promise<void> {
  if (!live) return;
  const now = deps.clock();
  const release = await releaseOrWithhold(deps, live, now);
  if (!release || delayed) return;
  if (now.getTime() >= Date.parse(release.releaseAt) + RANKING_SETTLE_MAX_MS) return;
  throw retrySoon(now);
}
