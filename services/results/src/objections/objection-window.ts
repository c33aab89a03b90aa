import { OBJECTION_WINDOW_DEFAULT_HOURS } from '@ssc/contracts';

const HOUR_MS = 3_600_000;

/** A live attempt's release (attempts', live-release.ts) and its mock's window in hours. */
export type LiveWindow = { releaseAt: string; windowHours?: number | null | undefined };

/**
 * When objections to a test's questions close for a taker: never for a practice attempt (null
 * `live`: its results are visible at once, and a student may object at any time, once per
 * question); for a live one, the mock's window (by default OBJECTION_WINDOW_DEFAULT_HOURS) after
 * the results' release. An unreadable release time closes at once: the callers withhold such
 * results anyway, and an objection window must not be open-ended by accident.
 */
export function objectionsCloseAt(live: LiveWindow | null): string | null {
  if (!live) return null;
  const at = Date.parse(live.releaseAt);
  if (Number.isNaN(at)) return new Date(0).toISOString();
  const hours = live.windowHours ?? OBJECTION_WINDOW_DEFAULT_HOURS;
  return new Date(at + hours * HOUR_MS).toISOString();
}

/**
 * Whether a taker may object at `now`. Before the release nothing of the result is visible
 * (the result routes answer RESULTS_NOT_RELEASED first), so here it is only the end that counts;
 * the end itself is already closed.
 */
export function objectionsOpen(live: LiveWindow | null, now: Date): boolean {
  const closesAt = objectionsCloseAt(live);
  if (closesAt === null) return true;
  const at = Date.parse(live?.releaseAt ?? '');
  return now.getTime() >= at && now.getTime() < Date.parse(closesAt);
}
