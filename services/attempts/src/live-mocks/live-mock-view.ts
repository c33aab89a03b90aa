import type { InternalLiveMock, LiveAttemptRef, LiveMock, LiveMockCounts } from '@ssc/contracts';
import { iso, liveMockStatusAt, liveMockTimes } from './live-mock-times';
import type { LiveMockDoc } from './live-mock-types';

/** What the caller adds to a mock's view: their registration and live attempt. */
export type CallerView = { registered: boolean; myAttemptId: string | null };

export function toLiveMock(
  mock: LiveMockDoc,
  counts: LiveMockCounts,
  caller: CallerView,
  now: Date,
  graceMs: number,
): LiveMock {
  const times = liveMockTimes(mock, graceMs);
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
    resultsReleaseAt: iso(times.resultsReleaseAt),
    counts,
    shiftGroup: mock.shiftGroup ?? null,
    shiftLabel: mock.shiftLabel ?? null,
    registered: caller.registered,
    myAttemptId: caller.myAttemptId,
    serverNow: now.toISOString(),
  };
}

export function toInternalLiveMock(
  mock: LiveMockDoc,
  now: Date,
  graceMs: number,
  started: number,
): InternalLiveMock {
  const times = liveMockTimes(mock, graceMs);
  return {
    started,
    id: mock._id,
    testId: mock.testId,
    status: liveMockStatusAt(mock, times, now),
    startsAt: mock.startsAt,
    endsAt: iso(times.endsAt),
    resultsReleaseAt: iso(times.resultsReleaseAt),
    ...(mock.shiftGroup ? { shiftGroup: mock.shiftGroup, shiftLabel: mock.shiftLabel ?? null } : {}),
  };
}

/** What a live attempt's events carry of its mock. */
export function liveAttemptRefOf(mock: LiveMockDoc, graceMs: number): LiveAttemptRef {
  const times = liveMockTimes(mock, graceMs);
  return {
    liveMockId: mock._id,
    endsAt: iso(times.endsAt),
    resultsReleaseAt: iso(times.resultsReleaseAt),
    // Results normalise and rank a group's shifts together.
    ...(mock.shiftGroup
      ? { shiftGroup: mock.shiftGroup, shiftLabel: mock.shiftLabel ?? mock.shiftGroup }
      : {}),
  };
}
