import { describe, expect, it } from 'vitest';
import { InvalidLiveMock, LiveMockRefused } from './live-mock-errors';
import {
  assertPracticeAllowed,
  assertRegistrationOpen,
  assertTestFree,
  cancelledMock,
  listedForAdmins,
  listedForStudents,
  listOrder,
  scheduledMock,
  startDecision,
  updatedMock,
} from './live-mock-rules';
import { liveMockRelease, liveMockStatusAt, liveMockTimes } from './live-mock-times';
import type { LiveMockDoc, LiveMockTest } from './live-mock-types';

const GRACE = 30_000;
const T0 = new Date('2026-03-01T10:00:00.000Z');
const min = (m: number) => new Date(T0.getTime() + m * 60_000);
const TEST: LiveMockTest = {
  id: 'test-1',
  title: 'CGL mock',
  examType: 'SSC_CGL',
  durationMinutes: 60,
  totalQuestions: 100,
  totalMarks: 200,
};
/** Scheduled a day before, starting at T0, 60 minutes long. */
const mock = (over: Partial<LiveMockDoc> = {}): LiveMockDoc => ({
  ...scheduledMock('m1', { testId: 'test-1', startsAt: T0.toISOString() }, TEST, min(-24 * 60)),
  ...over,
});
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof LiveMockRefused) return { code: err.code, message: err.message };
    throw err;
  }
  return null;
};

const NONE = new Map<string, number>();

describe('times', () => {
  it('end = start + duration; waiting room 10 min before; joining and registration until the end', () => {
    const t = liveMockTimes(mock(), GRACE);
    expect(new Date(t.endsAt)).toEqual(min(60));
    expect(new Date(t.waitingRoomOpensAt)).toEqual(min(-10));
    expect(new Date(t.joinClosesAt)).toEqual(min(60));
    expect(new Date(t.registrationClosesAt)).toEqual(min(60));
  });

  it('results: the end + the grace when nobody started with a later deadline, not the end + 20 min an hour', () => {
    const release = liveMockRelease(mock(), GRACE, null);
    expect(release.releaseAt).toBe(min(60).getTime() + GRACE);
    // Nothing can move it once joining has closed and a start in flight has had the grace.
    expect(release.settledAt).toBe(min(60).getTime() + GRACE);
  });

  it('results: the latest deadline of those who started + the grace, never before the end + the grace', () => {
    // A taker with compensatory time on a one-hour mock: 20 minutes past the end.
    expect(liveMockRelease(mock(), GRACE, min(80).getTime()).releaseAt).toBe(min(80).getTime() + GRACE);
    expect(liveMockRelease(mock(), GRACE, min(59).getTime()).releaseAt).toBe(min(60).getTime() + GRACE);
  });

  it('results are settled once joining closes (+ the grace), which may be well before the end', () => {
    const release = liveMockRelease(mock({ lateJoinMinutes: 15 }), GRACE, null);
    expect(release.settledAt).toBe(min(15).getTime() + GRACE);
    expect(release.releaseAt).toBe(min(60).getTime() + GRACE);
  });

  it('joining closes after the late-join limit, never after the end', () => {
    expect(new Date(liveMockTimes(mock({ lateJoinMinutes: 15 }), GRACE).joinClosesAt)).toEqual(min(15));
    expect(new Date(liveMockTimes(mock({ lateJoinMinutes: 90 }), GRACE).joinClosesAt)).toEqual(min(60));
  });

  it('status follows the clock unless cancelled', () => {
    const t = liveMockTimes(mock(), GRACE);
    expect(liveMockStatusAt(mock(), t, min(-1))).toBe('SCHEDULED');
    expect(liveMockStatusAt(mock(), t, min(0))).toBe('LIVE');
    expect(liveMockStatusAt(mock(), t, min(60))).toBe('CLOSED');
    expect(liveMockStatusAt(mock({ cancelledAt: min(-5).toISOString() }), t, min(1))).toBe('CANCELLED');
  });
});

describe('schedule and edit', () => {
  it('needs a future start and registration closing by the start', () => {
    expect(() => scheduledMock('m', { testId: 't', startsAt: T0.toISOString() }, TEST, T0)).toThrow(
      InvalidLiveMock,
    );
    expect(() =>
      scheduledMock(
        'm',
        { testId: 't', startsAt: min(10).toISOString(), registrationClosesAt: min(11).toISOString() },
        TEST,
        T0,
      ),
    ).toThrow('registrationClosesAt must not be after startsAt');
    expect(
      scheduledMock('m', { testId: 't', startsAt: '2026-03-01T15:30:00+05:30' }, TEST, min(-1)).startsAt,
    ).toBe(T0.toISOString());
  });

  it('edits before the start (null clears), never after it or once cancelled', () => {
    const moved = updatedMock(
      mock({ lateJoinMinutes: 5 }),
      { startsAt: min(30).toISOString(), lateJoinMinutes: null },
      null,
      min(-1),
    );
    expect(moved).toMatchObject({ startsAt: min(30).toISOString(), lateJoinMinutes: null, testId: 'test-1' });
    expect(refusal(() => updatedMock(mock(), { lateJoinMinutes: 5 }, null, min(0)))?.code).toBe(
      'LIVE_MOCK_ALREADY_STARTED',
    );
    const cancelled = mock({ cancelledAt: min(-2).toISOString() });
    expect(refusal(() => updatedMock(cancelled, {}, null, min(-1)))?.code).toBe('LIVE_MOCK_CANCELLED');
  });

  it('cancels before the start, idempotently', () => {
    const cancelled = cancelledMock(mock(), min(-1));
    expect(cancelled.cancelledAt).toBe(min(-1).toISOString());
    expect(cancelledMock(cancelled, min(5))).toBe(cancelled);
    expect(refusal(() => cancelledMock(mock(), min(1)))?.code).toBe('LIVE_MOCK_ALREADY_STARTED');
  });

  it('one mock holds a test until its results are released', () => {
    const releaseAt = min(60).getTime() + GRACE;
    expect(refusal(() => assertTestFree([mock()], 'test-1', min(-5), GRACE, NONE))?.code).toBe(
      'TEST_HAS_LIVE_MOCK',
    );
    expect(refusal(() => assertTestFree([mock()], 'test-1', min(-5), GRACE, NONE, 'm1'))).toBeNull();
    expect(refusal(() => assertTestFree([mock()], 'test-1', new Date(releaseAt), GRACE, NONE))).toBeNull();
    expect(
      refusal(() =>
        assertTestFree([mock({ cancelledAt: T0.toISOString() })], 'test-1', min(-5), GRACE, NONE),
      ),
    ).toBeNull();
  });
});

describe('practice of a held test', () => {
  it('is refused until the results are released, naming the mock and its start, then allowed', () => {
    const releaseAt = min(60).getTime() + GRACE;
    expect(refusal(() => assertPracticeAllowed([mock()], 'test-1', min(-60), GRACE, NONE))).toEqual({
      code: 'TEST_RESERVED_FOR_LIVE_MOCK',
      message: `This test is reserved for the live mock of ${T0.toISOString()}; practice opens once its results are released at ${new Date(releaseAt).toISOString()}`,
    });
    expect(
      refusal(() => assertPracticeAllowed([mock()], 'test-1', new Date(releaseAt - 1), GRACE, NONE)),
    ).not.toBeNull();
    expect(
      refusal(() => assertPracticeAllowed([mock()], 'test-1', new Date(releaseAt), GRACE, NONE)),
    ).toBeNull();
    expect(refusal(() => assertPracticeAllowed([mock()], 'test-2', min(0), GRACE, NONE))).toBeNull();
  });

  it('stays reserved until the latest deadline of a taker with compensatory time + the grace', () => {
    const late = new Map([['m1', min(80).getTime()]]);
    const releaseAt = min(80).getTime() + GRACE;
    expect(
      refusal(() => assertPracticeAllowed([mock()], 'test-1', new Date(releaseAt - 1), GRACE, late))?.code,
    ).toBe('TEST_RESERVED_FOR_LIVE_MOCK');
    expect(
      refusal(() => assertPracticeAllowed([mock()], 'test-1', new Date(releaseAt), GRACE, late)),
    ).toBeNull();
  });
});

describe('registration', () => {
  it('is open until its deadline, else until joining closes', () => {
    const closesEarly = mock({ registrationClosesAt: min(-30).toISOString() });
    expect(refusal(() => assertRegistrationOpen(closesEarly, min(-31), GRACE))).toBeNull();
    expect(refusal(() => assertRegistrationOpen(closesEarly, min(-30), GRACE))?.code).toBe(
      'LIVE_MOCK_REGISTRATION_CLOSED',
    );
    expect(refusal(() => assertRegistrationOpen(mock({ lateJoinMinutes: 15 }), min(14), GRACE))).toBeNull();
    expect(refusal(() => assertRegistrationOpen(mock({ lateJoinMinutes: 15 }), min(15), GRACE))?.code).toBe(
      'LIVE_MOCK_REGISTRATION_CLOSED',
    );
  });

  it('is refused once over or cancelled', () => {
    expect(refusal(() => assertRegistrationOpen(mock(), min(60), GRACE))?.code).toBe('LIVE_MOCK_CLOSED');
    expect(
      refusal(() => assertRegistrationOpen(mock({ cancelledAt: min(-9).toISOString() }), min(-5), GRACE))
        ?.code,
    ).toBe('LIVE_MOCK_CANCELLED');
  });
});

describe('starting a live attempt', () => {
  it('before the start: 409 with the start time', () => {
    expect(refusal(() => startDecision(mock(), true, min(-1), GRACE))).toEqual({
      code: 'LIVE_MOCK_NOT_STARTED',
      message: `This live mock starts at ${T0.toISOString()}`,
    });
  });

  it('between the start and the join limit; registering on the way while registration is open', () => {
    expect(startDecision(mock(), true, min(0), GRACE)).toEqual({ register: false });
    expect(startDecision(mock(), false, min(59), GRACE)).toEqual({ register: true });
    expect(refusal(() => startDecision(mock({ lateJoinMinutes: 15 }), true, min(15), GRACE))?.code).toBe(
      'LIVE_MOCK_JOIN_CLOSED',
    );
    const closedEarly = mock({ registrationClosesAt: min(-1).toISOString() });
    expect(startDecision(closedEarly, true, min(1), GRACE)).toEqual({ register: false });
    expect(refusal(() => startDecision(closedEarly, false, min(1), GRACE))?.code).toBe(
      'LIVE_MOCK_REGISTRATION_CLOSED',
    );
    expect(
      refusal(() => startDecision(mock({ cancelledAt: min(-9).toISOString() }), true, min(1), GRACE))?.code,
    ).toBe('LIVE_MOCK_CANCELLED');
  });
});

describe('lists', () => {
  it('show closed mocks for 7 days; students never see cancelled ones', () => {
    const days = (d: number) => new Date(min(60).getTime() + d * 24 * 3_600_000);
    expect(listedForStudents(mock(), days(7), GRACE)).toBe(true);
    expect(listedForStudents(mock(), new Date(days(7).getTime() + 1), GRACE)).toBe(false);
    const cancelled = mock({ cancelledAt: min(-9).toISOString() });
    expect(listedForStudents(cancelled, min(-5), GRACE)).toBe(false);
    expect(listedForAdmins(cancelled, min(-5), GRACE)).toBe(true);
  });

  it('put upcoming and live first (soonest first), then closed (newest first)', () => {
    const a = mock({ _id: 'closed-old', startsAt: min(-300).toISOString() });
    const b = mock({ _id: 'closed-new', startsAt: min(-200).toISOString() });
    const c = mock({ _id: 'later', startsAt: min(100).toISOString() });
    const d = mock({ _id: 'live', startsAt: min(-10).toISOString() });
    expect([a, b, c, d].sort(listOrder(T0, GRACE)).map((m) => m._id)).toEqual([
      'live',
      'later',
      'closed-new',
      'closed-old',
    ]);
  });
});
