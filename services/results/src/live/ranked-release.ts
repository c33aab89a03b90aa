import type { LiveAttemptRef } from '@ssc/contracts';
import type { LiveMocksClient } from '../clients/live-mocks';
import type { Ranking } from '../ranking/ranking';
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
 * A live mock's results, solutions and leaderboard appear at its release time *and* once every
 * started live attempt is ranked. At the release the server is closing the attempts whose
 * browsers left and results is scoring them: shown a few seconds early, a page would give a rank
 * among the takers scored so far ("1 / 1" where two sat it) — a wrong rank. Until then the 409
 * names a release a few seconds ahead, and the page asks again. A result that can never be
 * scored (dead-lettered) holds nobody back; a taker never heard of again, for no more than
 * RANKING_SETTLE_MAX_MS. An attempts service that cannot say how many started holds the page
 * too (asking again in a few seconds, within the same limit): at a 10,000-aspirant close it
 * timed out, and releasing then showed 132 ranks among only ~5,000 takers.
 */
export async function requireLiveResultsFinal(
  deps: Deps,
  live: Pick<LiveAttemptRef, 'liveMockId' | 'resultsReleaseAt'> | null | undefined,
): Promise<void> {
  if (!live) return;
  const now = deps.clock();
  requireReleased(live.resultsReleaseAt, now);
  if (now.getTime() >= Date.parse(live.resultsReleaseAt) + RANKING_SETTLE_MAX_MS) return;
  let started: number;
  try {
    const mock = await deps.liveMocks.get(live.liveMockId);
    if (!mock) return;
    started = mock.started;
  } catch {
    throw resultsNotReleased(new Date(now.getTime() + RANKING_RETRY_MS).toISOString(), now);
  }
  const [ranked, deadLettered] = await Promise.all([
    deps.ranking.liveTakers(live.liveMockId),
    deps.ranking.liveDeadLetters(live.liveMockId),
  ]);
  if (ranked + deadLettered >= started) return;
  throw resultsNotReleased(new Date(now.getTime() + RANKING_RETRY_MS).toISOString(), now);
}

/**
 * A live attempt not scored yet (being closed by the server, or scored): withheld like the rest
 * of its mock — before the release until the release, after it with a retry a few seconds
 * ahead, since the mock's results appear only once every taker is ranked. A crowd's pages then
 * ask every 5 s, not every second. Dead-lettered (`delayed`) passes, so the page says so.
 */
export function requirePendingLiveReleased(releaseAt: string | undefined, delayed: boolean, now: Date): void {
  if (!releaseAt) return;
  requireReleased(releaseAt, now);
  if (delayed || now.getTime() >= Date.parse(releaseAt) + RANKING_SETTLE_MAX_MS) return;
  throw resultsNotReleased(new Date(now.getTime() + RANKING_RETRY_MS).toISOString(), now);
}
