import { LIVE_MOCK_WAITING_ROOM_MINUTES, type LiveMockStatus } from '@ssc/contracts';
import type { LiveMockDoc } from './live-mock-types';

const MINUTE = 60_000;

/** Every moment of a mock, in ms since the epoch. */
export type LiveMockTimes = {
  startsAt: number;
  /**
   * startsAt + the test's duration: every live attempt's deadline, plus the taker's own
   * compensatory time when eligible (domain/attempt-clock.ts).
   */
  endsAt: number;
  waitingRoomOpensAt: number;
  /** The last moment a taker may start: startsAt + lateJoinMinutes (at most endsAt), else endsAt. */
  joinClosesAt: number;
  /** Registration's end: the given deadline, else when joining closes. */
  registrationClosesAt: number;
  /**
   * Joining closes + the grace a start in flight gets to record its deadline: from then on no
   * taker can start and move the results release later (start-live-attempt.ts refuses a start
   * that would), so the release is final. Never after the release.
   */
  releaseSettledAt: number;
};

type Timed = Pick<LiveMockDoc, 'startsAt' | 'durationMinutes' | 'lateJoinMinutes' | 'registrationClosesAt'>;

export function liveMockTimes(mock: Timed, graceMs: number): LiveMockTimes {
  const startsAt = Date.parse(mock.startsAt);
  const endsAt = startsAt + mock.durationMinutes * MINUTE;
  const joinClosesAt =
    mock.lateJoinMinutes === null ? endsAt : Math.min(startsAt + mock.lateJoinMinutes * MINUTE, endsAt);
  return {
    startsAt,
    endsAt,
    waitingRoomOpensAt: startsAt - LIVE_MOCK_WAITING_ROOM_MINUTES * MINUTE,
    joinClosesAt,
    registrationClosesAt:
      mock.registrationClosesAt === null ? joinClosesAt : Date.parse(mock.registrationClosesAt),
    releaseSettledAt: joinClosesAt + graceMs,
  };
}

/** When a mock's results appear, and from when nothing can move that any more (ms). */
export type LiveMockRelease = {
  /**
   * The latest deadline among the takers who started + the answer grace: answers are accepted
   * until then, so the answer key (results, solutions, leaderboard) stays withheld. That is
   * `endsAt` + grace unless a taker with compensatory time started (their deadline is later).
   */
  releaseAt: number;
  /** From then on `releaseAt` is final (`LiveMockTimes.releaseSettledAt`). */
  settledAt: number;
};

/**
 * The one rule for a live mock's results release: every reader (the views, the attempt's
 * events, practice's reservation, results' gates) takes it from here, with the latest recorded
 * deadline of its takers (live-mock-deadlines.ts; null: nobody with a later deadline started).
 */
export function liveMockRelease(
  mock: Timed,
  graceMs: number,
  latestDeadlineMs: number | null,
): LiveMockRelease {
  const { endsAt, releaseSettledAt } = liveMockTimes(mock, graceMs);
  return { releaseAt: Math.max(endsAt, latestDeadlineMs ?? endsAt) + graceMs, settledAt: releaseSettledAt };
}

/** From the clock: SCHEDULED before the start, LIVE until the end, then CLOSED; or CANCELLED. */
export function liveMockStatusAt(
  mock: Pick<LiveMockDoc, 'cancelledAt'>,
  times: Pick<LiveMockTimes, 'startsAt' | 'endsAt'>,
  now: Date,
): LiveMockStatus {
  if (mock.cancelledAt !== null) return 'CANCELLED';
  if (now.getTime() < times.startsAt) return 'SCHEDULED';
  return now.getTime() < times.endsAt ? 'LIVE' : 'CLOSED';
}

export const iso = (ms: number): string => new Date(ms).toISOString();
