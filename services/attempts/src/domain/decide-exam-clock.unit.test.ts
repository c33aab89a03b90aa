import { attemptStartedData, attemptSubmittedData, type TestSnapshot } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { closeAtDeadline } from './attempt-as-of';
import { ATTEMPT, at, run, snapshot, T0, USER } from './attempt-fixtures';
import type { StartAttempt } from './attempt-types';
import { toTestAttempt } from './attempt-views';

/** The fixture's 10-minute test in two timed blocks: q1, q2 (Quant) then q3 (GA), 5 minutes each. */
const timed = (durationMinutes = 10): TestSnapshot => {
  const s = snapshot(durationMinutes);
  return {
    ...s,
    test: {
      ...s.test,
      mode: 'CBT',
      sectionTimings: [
        { section: 'QUANTITATIVE_APTITUDE', durationMinutes: 5 },
        { section: 'GENERAL_AWARENESS', durationMinutes: 5 },
      ],
    },
  };
};

const start = (over: Partial<StartAttempt>, now = T0) =>
  run(
    null,
    {
      type: 'StartAttempt',
      attemptId: ATTEMPT,
      userId: USER,
      testId: 'test-1',
      snapshot: snapshot(60),
      attemptNumber: 1,
      compensatoryTime: false,
      language: 'ENGLISH',
      ...over,
    },
    now,
  );

const startedData = (over: Partial<StartAttempt>, now = T0) =>
  attemptStartedData.parse(start(over, now).events[0]?.data);

describe('compensatory time at the start', () => {
  it('adds 20 minutes an hour to a practice attempt of an eligible student, and nothing otherwise', () => {
    expect(startedData({ compensatoryTime: true })).toMatchObject({
      deadline: at(80 * 60).toISOString(),
      compensatoryMinutes: 20,
      sectionDeadlines: [],
    });
    expect(startedData({ compensatoryTime: false })).toMatchObject({
      deadline: at(60 * 60).toISOString(),
      compensatoryMinutes: 0,
      sectionDeadlines: [],
    });
  });

  it('shows on the attempt view and on the submission', () => {
    const { state } = start({ compensatoryTime: true, snapshot: snapshot(45) });
    expect(toTestAttempt(state, at(1))).toMatchObject({
      compensatoryMinutes: 15,
      deadline: at(60 * 60).toISOString(),
      sectionDeadlines: [],
    });
    const closed = run(state, closeAtDeadline(ATTEMPT, USER), at(61 * 60));
    const data = attemptSubmittedData.parse(closed.events[0]?.data);
    // Closed at deadline + grace; the time taken counts the extra minutes, up to the full 60.
    expect(data).toMatchObject({ compensatoryMinutes: 15, reason: 'DEADLINE', durationTaken: 60 });
  });
});

describe('timed blocks at the start', () => {
  it('open back to back from the start; the deadline is the last block’s', () => {
    const data = startedData({ snapshot: timed() }, at(7));
    expect(data.sectionDeadlines).toEqual([
      {
        section: 'QUANTITATIVE_APTITUDE',
        sections: ['QUANTITATIVE_APTITUDE'],
        durationMinutes: 5,
        opensAt: at(7).toISOString(),
        deadline: at(7 + 300).toISOString(),
      },
      {
        section: 'GENERAL_AWARENESS',
        sections: ['GENERAL_AWARENESS'],
        durationMinutes: 5,
        opensAt: at(7 + 300).toISOString(),
        deadline: at(7 + 600).toISOString(),
      },
    ]);
    expect(data.deadline).toBe(at(7 + 600).toISOString());
  });

  it('are each lengthened in proportion for an eligible student', () => {
    const data = startedData({ snapshot: timed(), compensatoryTime: true });
    expect(data.sectionDeadlines?.map((w) => [w.opensAt, w.deadline])).toEqual([
      [T0.toISOString(), at(400).toISOString()],
      [at(400).toISOString(), at(800).toISOString()],
    ]);
    expect(data).toMatchObject({ deadline: at(800).toISOString(), compensatoryMinutes: 10 / 3 });
  });
});

describe('a live attempt', () => {
  const live = {
    liveMockId: 'mock-1',
    endsAt: at(600).toISOString(),
    resultsReleaseAt: at(830).toISOString(),
  };

  it('ends at the mock’s end plus the taker’s own compensatory time, also for a late joiner', () => {
    const base = { snapshot: snapshot(10), liveMock: live, liveStartsAt: T0.toISOString() };
    expect(startedData({ ...base, compensatoryTime: true }, at(120))).toMatchObject({
      deadline: at(800).toISOString(),
      compensatoryMinutes: 10 / 3,
    });
    expect(startedData({ ...base, compensatoryTime: false }, at(120)).deadline).toBe(live.endsAt);
  });

  it('runs its timed blocks from the mock’s start for everyone, lengthened for an eligible taker', () => {
    const base = { snapshot: timed(), liveMock: live, liveStartsAt: T0.toISOString() };
    const plain = startedData(base, at(360));
    expect(plain.sectionDeadlines?.map((w) => [w.opensAt, w.deadline])).toEqual([
      [T0.toISOString(), at(300).toISOString()],
      [at(300).toISOString(), at(600).toISOString()],
    ]);
    expect(plain.deadline).toBe(live.endsAt);
    const eligible = startedData({ ...base, compensatoryTime: true }, at(360));
    expect(eligible.sectionDeadlines?.map((w) => w.deadline)).toEqual([
      at(400).toISOString(),
      at(800).toISOString(),
    ]);
    expect(eligible.deadline).toBe(at(800).toISOString());
  });

  it('never outlasts the mock’s end + the extra time, even when its blocks add up to more', () => {
    // An 8-minute mock of a test whose blocks add up to 10 minutes.
    const short = { ...live, endsAt: at(480).toISOString() };
    const data = startedData({ snapshot: timed(8), liveMock: short, liveStartsAt: T0.toISOString() });
    expect(data.deadline).toBe(short.endsAt);
    expect(data.sectionDeadlines?.[1]).toMatchObject({
      opensAt: at(300).toISOString(),
      deadline: short.endsAt,
    });
    const eligible = startedData({
      snapshot: timed(8),
      liveMock: short,
      liveStartsAt: T0.toISOString(),
      compensatoryTime: true,
    });
    // 8 min + 2 min 40 s, before the last block's 13 min 20 s.
    expect(eligible.deadline).toBe(at(640).toISOString());
  });
});
