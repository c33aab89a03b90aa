import {
  type InternalLiveMock,
  type LiveAttemptRef,
  type LiveMock,
  type LiveMockCounts,
  OBJECTION_WINDOW_DEFAULT_HOURS,
} from '@ssc/contracts';
import { iso, liveMockRelease, liveMockStatusAt, liveMockTimes } from './live-mock-times';
import type { LiveMockDoc } from './live-mock-types';

/** What the caller adds to a mock's view: their registration and live attempt (and whether it is submitted). */
export type CallerView = { registered: boolean; myAttemptId: string | null; myAttemptSubmitted: boolean };

/** `latestDeadlineMs`: the latest recorded deadline of its takers (live-mock-deadlines.ts). */
export function toLiveMock(
  mock: LiveMockDoc,
  counts: LiveMockCounts,
  caller: CallerView,
  now: Date,
  graceMs: number,
  latestDeadlineMs: number | null,
): LiveMock {
  const times = liveMockTimes(mock, graceMs);
  const release = liveMockRelease(mock, graceMs, latestDeadlineMs);
  return {
    id: mock._id,
    testId: mock.testId,
    title: mock.title,
    examType: mock.examType,
    durationMinutes: mock.durationMinutes,
    totalQuestions: mock.totalQuestions,
    totalMarks: mock.totalMarks,
    status: liveMockStatusAt(mock, times, now),
    startsAt: mock.startsAt,
    endsAt: iso(times.endsAt),
    waitingRoomOpensAt: iso(times.waitingRoomOpensAt),
    registrationClosesAt: mock.registrationClosesAt,
    lateJoinMinutes: mock.lateJoinMinutes,
    joinClosesAt: iso(times.joinClosesAt),
    resultsReleaseAt: iso(release.releaseAt),
    counts,
    objectionWindowHours: mock.objectionWindowHours ?? OBJECTION_WINDOW_DEFAULT_HOURS,
    shiftGroup: mock.shiftGroup ?? null,
    shiftLabel: mock.shiftLabel ?? null,
    registered: caller.registered,
    myAttemptId: caller.myAttemptId,
    myAttemptSubmitted: caller.myAttemptSubmitted,
    serverNow: now.toISOString(),
  };
}

export function toInternalLiveMock(
  mock: LiveMockDoc,
  now: Date,
  graceMs: number,
  started: number,
  latestDeadlineMs: number | null,
): InternalLiveMock {
  const times = liveMockTimes(mock, graceMs);
  const release = liveMockRelease(mock, graceMs, latestDeadlineMs);
  return {
    started,
    id: mock._id,
    testId: mock.testId,
    status: liveMockStatusAt(mock, times, now),
    startsAt: mock.startsAt,
    endsAt: iso(times.endsAt),
    resultsReleaseAt: iso(release.releaseAt),
    releaseFinal: now.getTime() >= release.settledAt,
    objectionWindowHours: mock.objectionWindowHours ?? OBJECTION_WINDOW_DEFAULT_HOURS,
    ...(mock.shiftGroup ? { shiftGroup: mock.shiftGroup, shiftLabel: mock.shiftLabel ?? null } : {}),
  };
}

/**
 * What a live attempt's events carry of its mock. `resultsReleaseAt` is the release as known at
 * the start (this taker's own deadline included): a taker with compensatory time starting later
 * can still move it, so results asks attempts for the release instead of trusting this.
 */
export function liveAttemptRefOf(
  mock: LiveMockDoc,
  graceMs: number,
  latestDeadlineMs: number | null,
): LiveAttemptRef {
  const times = liveMockTimes(mock, graceMs);
  return {
    liveMockId: mock._id,
    endsAt: iso(times.endsAt),
    resultsReleaseAt: iso(liveMockRelease(mock, graceMs, latestDeadlineMs).releaseAt),
    // Results normalise and rank a group's shifts together.
    ...(mock.shiftGroup
      ? { shiftGroup: mock.shiftGroup, shiftLabel: mock.shiftLabel ?? mock.shiftGroup }
      : {}),
  };
}
