import { scheduleLiveMockRequest, updateLiveMockRequest } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { InvalidLiveMock } from './live-mock-errors';
import { scheduledMock, updatedMock } from './live-mock-rules';
import type { LiveMockDoc, LiveMockTest } from './live-mock-types';
import { liveAttemptRefOf, toInternalLiveMock, toLiveMock } from './live-mock-view';

const T0 = new Date('2026-03-01T10:00:00.000Z');
const DAY_BEFORE = new Date(T0.getTime() - 24 * 3_600_000);
const TEST: LiveMockTest = {
  id: 'test-1',
  title: 'CGL mock, set A',
  examType: 'SSC_CGL',
  durationMinutes: 60,
  totalQuestions: 100,
  totalMarks: 200,
};
const schedule = (extra: object) =>
  scheduledMock(
    'm1',
    scheduleLiveMockRequest.parse({ testId: 'test-1', startsAt: T0.toISOString(), ...extra }),
    TEST,
    DAY_BEFORE,
  );
const invalid = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof InvalidLiveMock) return err.message;
    throw err;
  }
  return null;
};
const counts = { registered: 0, started: 0, submitted: 0, closed: 0 };

describe('shifts of a group', () => {
  it('stores the group and the label, and every view and attempt reference carries them', () => {
    const mock = schedule({ shiftGroup: 'cgl-2026-t1', shiftLabel: 'Shift 1' });
    expect(mock).toMatchObject({ shiftGroup: 'cgl-2026-t1', shiftLabel: 'Shift 1' });
    expect(
      toLiveMock(
        mock,
        counts,
        { registered: false, myAttemptId: null, myAttemptSubmitted: false },
        T0,
        30_000,
        null,
      ),
    ).toMatchObject({
      shiftGroup: 'cgl-2026-t1',
      shiftLabel: 'Shift 1',
    });
    expect(toInternalLiveMock(mock, T0, 30_000, 4, null)).toMatchObject({
      shiftGroup: 'cgl-2026-t1',
      shiftLabel: 'Shift 1',
    });
    expect(liveAttemptRefOf(mock, 30_000, null)).toEqual({
      liveMockId: 'm1',
      endsAt: '2026-03-01T11:00:00.000Z',
      // The end + the grace: nobody with compensatory time has started.
      resultsReleaseAt: '2026-03-01T11:00:30.000Z',
      shiftGroup: 'cgl-2026-t1',
      shiftLabel: 'Shift 1',
    });
  });

  it('a mock of its own has none: null in views, absent from the attempt reference; older documents read the same', () => {
    const mock = schedule({});
    expect(mock).toMatchObject({ shiftGroup: null, shiftLabel: null });
    expect(liveAttemptRefOf(mock, 30_000, null)).not.toHaveProperty('shiftGroup');
    const { shiftGroup: _g, shiftLabel: _l, ...older } = mock;
    const old: LiveMockDoc = older;
    expect(
      toLiveMock(
        old,
        counts,
        { registered: false, myAttemptId: null, myAttemptSubmitted: false },
        T0,
        0,
        null,
      ),
    ).toMatchObject({
      shiftGroup: null,
      shiftLabel: null,
    });
    expect(liveAttemptRefOf(old, 0, null)).not.toHaveProperty('shiftGroup');
  });

  it('refuses a group without a label, a label without a group, and a group name that is not a plain word', () => {
    expect(invalid(() => schedule({ shiftGroup: 'g1' }))).toBe(
      'shiftLabel is required for a shift of a group',
    );
    expect(invalid(() => schedule({ shiftLabel: 'Shift 1' }))).toBe('shiftLabel needs a shiftGroup');
    expect(
      scheduleLiveMockRequest.safeParse({ testId: 't', startsAt: T0.toISOString(), shiftGroup: 'a b' })
        .success,
    ).toBe(false);
    expect(
      scheduleLiveMockRequest.safeParse({ testId: 't', startsAt: T0.toISOString(), shiftGroup: 'a:b' })
        .success,
    ).toBe(false);
  });

  it('an edit sets, keeps or clears the group (null clears both)', () => {
    const mock = schedule({});
    const joined = updatedMock(
      mock,
      updateLiveMockRequest.parse({ shiftGroup: 'g1', shiftLabel: 'Evening' }),
      null,
      DAY_BEFORE,
    );
    expect(joined).toMatchObject({ shiftGroup: 'g1', shiftLabel: 'Evening' });
    const moved = updatedMock(
      joined,
      { startsAt: new Date(T0.getTime() + 60_000).toISOString() },
      null,
      DAY_BEFORE,
    );
    expect(moved).toMatchObject({ shiftGroup: 'g1', shiftLabel: 'Evening' });
    expect(updatedMock(joined, { shiftGroup: null, shiftLabel: null }, null, DAY_BEFORE)).toMatchObject({
      shiftGroup: null,
      shiftLabel: null,
    });
    expect(invalid(() => updatedMock(joined, { shiftLabel: null }, null, DAY_BEFORE))).toBe(
      'shiftLabel is required for a shift of a group',
    );
  });
});
