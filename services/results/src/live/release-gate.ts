import { LIVE_MOCK_CODES, resultsNotReleasedMessage } from '@ssc/contracts';
import { AppError } from '@ssc/service-kit';

/**
 * When a live attempt's results appear: null when they may be shown now (a practice attempt,
 * or a live one at or after its release), else the release time as stored (from the event).
 * Everything that would reveal a score, a rank or the answer key asks this first.
 */
export function withheldUntil(releaseAt: string | undefined | null, now: Date): string | null {
  if (!releaseAt) return null;
  const at = Date.parse(releaseAt);
  // An unreadable time withholds: better a page that waits than an answer key that leaks.
  if (Number.isNaN(at)) return releaseAt;
  return now.getTime() < at ? releaseAt : null;
}

/**
 * The 409 `resultsNotReleased` body: code RESULTS_NOT_RELEASED, `releaseAt`, a message saying when,
 * and `serverNow`, so a page on a wrong device clock still asks again at the right moment.
 */
export const resultsNotReleased = (releaseAt: string, now: Date): AppError =>
  new AppError(409, resultsNotReleasedMessage(releaseAt), LIVE_MOCK_CODES.resultsNotReleased, undefined, {
    releaseAt,
    serverNow: now.toISOString(),
  });

/** Throws the 409 while the results are withheld. */
export function requireReleased(releaseAt: string | undefined | null, now: Date): void {
  const until = withheldUntil(releaseAt, now);
  if (until !== null) throw resultsNotReleased(until, now);
}
