import type { ScheduleLiveMockRequest, UpdateLiveMockRequest } from '@ssc/contracts';
import { InvalidLiveMock, refusals } from './live-mock-errors';
import { iso, liveMockRelease, liveMockStatusAt, liveMockTimes } from './live-mock-times';
import type { LiveMockDoc, LiveMockTest } from './live-mock-types';

/** Closed mocks stay listed this long after their end. */
export const LISTED_AFTER_END_MS = 7 * 24 * 60 * 60_000;

/** The schedule fields that can be checked without the database. */
type Schedule = Pick<LiveMockDoc, 'startsAt' | 'registrationClosesAt' | 'lateJoinMinutes'>;

/** startsAt in the future; registrationClosesAt, when given, not after it. */
export function assertValidSchedule(schedule: Schedule, now: Date): void {
  const startsAt = Date.parse(schedule.startsAt);
  if (startsAt <= now.getTime()) {
    throw new InvalidLiveMock('startsAt must be in the future', [
      { path: 'startsAt', message: 'must be in the future' },
    ]);
  }
  if (schedule.registrationClosesAt !== null && Date.parse(schedule.registrationClosesAt) > startsAt) {
    throw new InvalidLiveMock('registrationClosesAt must not be after startsAt', [
      { path: 'registrationClosesAt', message: 'must not be after startsAt' },
    ]);
  }
}

const normalised = (at: string) => new Date(at).toISOString();

/** A shift of a group needs a label students can tell apart; a label alone names nothing. */
export function assertValidShift(shift: Pick<LiveMockDoc, 'shiftGroup' | 'shiftLabel'>): void {
  if (shift.shiftGroup && !shift.shiftLabel)
    throw new InvalidLiveMock('shiftLabel is required for a shift of a group', [
      { path: 'shiftLabel', message: 'is required with shiftGroup' },
    ]);
  if (!shift.shiftGroup && shift.shiftLabel)
    throw new InvalidLiveMock('shiftLabel needs a shiftGroup', [
      { path: 'shiftGroup', message: 'is required with shiftLabel' },
    ]);
}

/** A new mock of `test` (validated; the caller has checked the test is free). */
export function scheduledMock(
  id: string,
  request: ScheduleLiveMockRequest,
  test: LiveMockTest,
  now: Date,
): LiveMockDoc {
  const schedule: Schedule = {
    startsAt: normalised(request.startsAt),
    registrationClosesAt: request.registrationClosesAt ? normalised(request.registrationClosesAt) : null,
    lateJoinMinutes: request.lateJoinMinutes ?? null,
  };
  assertValidSchedule(schedule, now);
  const shift = { shiftGroup: request.shiftGroup ?? null, shiftLabel: request.shiftLabel ?? null };
  assertValidShift(shift);
  return {
    _id: id,
    ...testFields(test),
    ...schedule,
    ...shift,
    objectionWindowHours: request.objectionWindowHours ?? null,
    cancelledAt: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

const testFields = (test: LiveMockTest) => ({
  testId: test.id,
  title: test.title,
  examType: test.examType,
  durationMinutes: test.durationMinutes,
  totalQuestions: test.totalQuestions,
  totalMarks: test.totalMarks,
});

/** Edits and cancellation only before the start, and never of a cancelled mock. */
export function assertChangeable(mock: LiveMockDoc, now: Date): void {
  if (mock.cancelledAt !== null) throw refusals.cancelled();
  if (now.getTime() >= Date.parse(mock.startsAt)) throw refusals.alreadyStarted(mock.startsAt);
}

/** The mock with `update` applied (absent: keep; null: clear), validated as a new schedule. */
export function updatedMock(
  mock: LiveMockDoc,
  update: UpdateLiveMockRequest,
  test: LiveMockTest | null,
  now: Date,
): LiveMockDoc {
  assertChangeable(mock, now);
  const next: LiveMockDoc = {
    ...mock,
    ...(test ? testFields(test) : {}),
    startsAt: update.startsAt ? normalised(update.startsAt) : mock.startsAt,
    registrationClosesAt:
      update.registrationClosesAt === undefined
        ? mock.registrationClosesAt
        : update.registrationClosesAt && normalised(update.registrationClosesAt),
    lateJoinMinutes: update.lateJoinMinutes === undefined ? mock.lateJoinMinutes : update.lateJoinMinutes,
    shiftGroup: update.shiftGroup === undefined ? (mock.shiftGroup ?? null) : update.shiftGroup,
    shiftLabel: update.shiftLabel === undefined ? (mock.shiftLabel ?? null) : update.shiftLabel,
    objectionWindowHours:
      update.objectionWindowHours === undefined
        ? (mock.objectionWindowHours ?? null)
        : update.objectionWindowHours,
    updatedAt: now.toISOString(),
  };
  assertValidSchedule(next, now);
  assertValidShift(next);
  return next;
}

/** Cancelling twice is the same as once; after the start it is refused. */
export function cancelledMock(mock: LiveMockDoc, now: Date): LiveMockDoc {
  if (mock.cancelledAt !== null) return mock;
  assertChangeable(mock, now);
  return { ...mock, cancelledAt: now.toISOString(), updatedAt: now.toISOString() };
}

/** The latest recorded deadline of each mock's takers (live-mock-deadlines.ts); absent: none. */
export type LatestDeadlines = ReadonlyMap<string, number>;

const releaseOf = (mock: LiveMockDoc, graceMs: number, latest: LatestDeadlines) =>
  liveMockRelease(mock, graceMs, latest.get(mock._id) ?? null).releaseAt;

/** A mock holds its test (for practice and for other mocks) until its results are released. */
export function holdsTest(mock: LiveMockDoc, now: Date, graceMs: number, latest: LatestDeadlines): boolean {
  return mock.cancelledAt === null && now.getTime() < releaseOf(mock, graceMs, latest);
}

/** The mock that holds `testId` now, if any (`except`: the one being edited). */
export function mockHolding(
  mocks: readonly LiveMockDoc[],
  testId: string,
  now: Date,
  graceMs: number,
  latest: LatestDeadlines,
  except?: string,
): LiveMockDoc | undefined {
  return mocks.find((m) => m.testId === testId && m._id !== except && holdsTest(m, now, graceMs, latest));
}

/** Mocks of `testId` that may still hold it (not cancelled): whose deadlines the rules above need. */
export const mocksOfTest = (mocks: readonly LiveMockDoc[], testId: string): LiveMockDoc[] =>
  mocks.filter((m) => m.testId === testId && m.cancelledAt === null);

/**
 * A practice start (no liveMockId) is refused while a mock holds the test; the refusal names the
 * mock and its start, so the student learns which live mock and when.
 */
export function assertPracticeAllowed(
  mocks: readonly LiveMockDoc[],
  testId: string,
  now: Date,
  graceMs: number,
  latest: LatestDeadlines,
): void {
  const holder = mockHolding(mocks, testId, now, graceMs, latest);
  if (holder) throw refusals.testReserved(holder, iso(releaseOf(holder, graceMs, latest)));
}

/** A second mock of a test may be scheduled only once the first one's results are out. */
export function assertTestFree(
  mocks: readonly LiveMockDoc[],
  testId: string,
  now: Date,
  graceMs: number,
  latest: LatestDeadlines,
  except?: string,
): void {
  const holder = mockHolding(mocks, testId, now, graceMs, latest, except);
  if (holder) throw refusals.testBusy(holder._id, iso(releaseOf(holder, graceMs, latest)));
}

/** Registering: not cancelled, not over, and before registration closes. */
export function assertRegistrationOpen(mock: LiveMockDoc, now: Date, graceMs: number): void {
  const times = liveMockTimes(mock, graceMs);
  if (mock.cancelledAt !== null) throw refusals.cancelled();
  if (now.getTime() >= times.endsAt) throw refusals.closed(iso(times.endsAt));
  if (now.getTime() >= times.registrationClosesAt)
    throw refusals.registrationClosed(iso(times.registrationClosesAt));
}

/**
 * Starting a live attempt (the caller has none yet): not cancelled, after the start, before
 * joining closes. Returns whether the caller must be registered first (registration is
 * implicit while it is open).
 */
export function startDecision(
  mock: LiveMockDoc,
  registered: boolean,
  now: Date,
  graceMs: number,
): { register: boolean } {
  const times = liveMockTimes(mock, graceMs);
  if (mock.cancelledAt !== null) throw refusals.cancelled();
  if (now.getTime() < times.startsAt) throw refusals.notStarted(mock.startsAt);
  if (now.getTime() >= times.joinClosesAt) throw refusals.joinClosed(iso(times.joinClosesAt));
  if (registered) return { register: false };
  assertRegistrationOpen(mock, now, graceMs);
  return { register: true };
}

/** What students see: not cancelled, and not ended more than 7 days ago. */
export function listedForStudents(mock: LiveMockDoc, now: Date, graceMs: number): boolean {
  return mock.cancelledAt === null && listedForAdmins(mock, now, graceMs);
}

export function listedForAdmins(mock: LiveMockDoc, now: Date, graceMs: number): boolean {
  return now.getTime() - liveMockTimes(mock, graceMs).endsAt <= LISTED_AFTER_END_MS;
}

/** Upcoming and live first, soonest start first; then closed, newest start first. */
export function listOrder(now: Date, graceMs: number) {
  const rank = (m: LiveMockDoc) => {
    const status = liveMockStatusAt(m, liveMockTimes(m, graceMs), now);
    return status === 'CLOSED' || status === 'CANCELLED' ? 1 : 0;
  };
  return (a: LiveMockDoc, b: LiveMockDoc) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const byStart = a.startsAt.localeCompare(b.startsAt);
    return rank(a) === 0 ? byStart : -byStart;
  };
}
