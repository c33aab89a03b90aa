import { compensatoryMs, LIVE_MOCK_WAITING_ROOM_MINUTES, type LiveMockStatus } from '@ssc/contracts';
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
   * The longest possible deadline (endsAt + the compensatory time an eligible taker gets) + the
   * answer grace: answers are accepted until then, so the answer key (results, solutions,
   * leaderboard) must not be released before. Whether any taker is eligible is not known when
   * the mock is scheduled, so the release always waits for it.
   */
  resultsReleaseAt: number;
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
    resultsReleaseAt: endsAt + compensatoryMs(mock.durationMinutes, true) + graceMs,
  };
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
