import { describe, expect, it } from 'vitest';
import type { LiveRelease } from '../live/live-release';
import type { AttemptEntry } from '../store/user-attempts';
import { dashboardStatsOf, mocksToAsk, newestFirst, toUserAttempt, visibleAt } from './attempt-lists';

const entry = (attemptId: string, over: Partial<AttemptEntry> = {}): AttemptEntry => ({
  attemptId,
  testId: 't1',
  title: 'Mock',
  testType: 'FULL_LENGTH',
  examType: 'SSC_CGL',
  attemptNumber: 1,
  countsForRank: true,
  startedAt: '2025-03-01T09:00:00.000Z',
  submittedAt: '2025-03-01T10:00:00.000Z',
  status: 'SCORED',
  score: 10,
  totalMarks: 20,
  percentage: 50,
  ...over,
});
const processing = (attemptId: string, over: Partial<AttemptEntry> = {}) =>
  entry(attemptId, { status: 'PROCESSING', score: null, percentage: null, ...over });

describe('newestFirst', () => {
  it('orders by submission, newest first, then by attempt id', () => {
    const list = newestFirst([
      entry('a', { submittedAt: '2025-03-01T10:00:00.000Z' }),
      entry('b', { submittedAt: '2025-03-03T10:00:00.000Z' }),
      processing('c', { submittedAt: '2025-03-02T10:00:00.000Z' }),
      entry('d', { submittedAt: '2025-03-01T10:00:00.000Z' }),
    ]);
    expect(list.map((e) => [e.attemptId, e.status])).toEqual([
      ['b', 'SCORED'],
      ['c', 'PROCESSING'],
      ['d', 'SCORED'],
      ['a', 'SCORED'],
    ]);
    expect(newestFirst([])).toEqual([]);
  });
});

describe('dashboardStatsOf', () => {
  it('counts attempts per test type, averages scored percentages to 1 decimal, keeps the 5 newest', () => {
    const entries = [
      processing('p', { testType: 'MINI_QUIZ' }),
      entry('1', { percentage: 100 }),
      entry('2', { percentage: 33.33, testType: 'SECTIONAL' }),
      entry('3', { percentage: -12.5, testType: 'PREVIOUS_YEAR' }),
      entry('4', { testType: 'CHAPTER_WISE' }),
      entry('5'),
    ];
    const stats = dashboardStatsOf(entries);
    expect(stats.attemptCounts).toEqual({
      FULL_LENGTH: 2,
      PREVIOUS_YEAR: 1,
      SECTIONAL: 1,
      CHAPTER_WISE: 1,
      MINI_QUIZ: 1,
    });
    expect(stats.avgScore).toBe(44.2); // (100 + 33.33 − 12.5 + 50 + 50) / 5 = 44.166
    expect(stats.recentAttempts.map((r) => r.id)).toEqual(['p', '1', '2', '3', '4']);
    expect(stats.recentAttempts[0]).toMatchObject({ totalScore: null, percentage: null });
    expect(stats.recentAttempts[1]).toMatchObject({ totalScore: '10', totalMarks: 20 });
  });

  it('is all zeros for a new user', () => {
    expect(dashboardStatsOf([])).toEqual({
      attemptCounts: { FULL_LENGTH: 0, PREVIOUS_YEAR: 0, SECTIONAL: 0, CHAPTER_WISE: 0, MINI_QUIZ: 0 },
      avgScore: 0,
      recentAttempts: [],
    });
  });
});

describe('toUserAttempt', () => {
  it('shows a scored attempt with its score as a numeric string', () => {
    expect(toUserAttempt(entry('a', { score: -1.5 }))).toMatchObject({
      id: 'a',
      isCompleted: true,
      totalScore: '-1.5',
      status: 'SCORED',
    });
  });
});

describe('visibleAt', () => {
  const NONE = new Map<string, LiveRelease>();
  const RELEASE = '2026-05-10T11:05:00.000Z';
  const BY = '2026-05-10T11:25:00.000Z';
  const live = entry('live', { releaseAt: RELEASE, percentage: 80, score: 16 });
  const withMock = entry('live2', {
    releaseAt: RELEASE,
    releaseBy: BY,
    liveMockId: 'lm1',
    percentage: 80,
    score: 16,
  });

  it('hides a live attempt’s score and percentage until its release, and the dashboard leaves it out', () => {
    const before = new Date('2026-05-10T11:00:00.000Z');
    expect(toUserAttempt(visibleAt(live, before, NONE))).toMatchObject({
      status: 'SCORED',
      totalScore: null,
      percentage: null,
    });
    const stats = dashboardStatsOf(
      [live, entry('p', { percentage: 40 })].map((e) => visibleAt(e, before, NONE)),
    );
    expect(stats.avgScore).toBe(40);
    expect(stats.attemptCounts.FULL_LENGTH).toBe(2);
  });

  it('shows it from the release on, and never touches a practice attempt', () => {
    expect(visibleAt(live, new Date(RELEASE), NONE)).toBe(live);
    const practice = entry('p');
    expect(visibleAt(practice, new Date(0), NONE)).toBe(practice);
  });

  it('follows the mock’s release as attempts has it, between the event’s release and the latest possible', () => {
    const now = new Date('2026-05-10T11:10:00.000Z');
    expect(mocksToAsk([withMock, live], now)).toEqual(['lm1']);
    expect(mocksToAsk([withMock], new Date(BY))).toEqual([]);
    expect(mocksToAsk([withMock], new Date('2026-05-10T11:00:00.000Z'))).toEqual([]);
    const out = new Map([['lm1', { releaseAt: RELEASE, final: true, started: 2 }]]);
    expect(visibleAt(withMock, now, out)).toBe(withMock);
    // A taker with compensatory time moved it later; or it is not final yet.
    const moved = new Map([['lm1', { releaseAt: '2026-05-10T11:20:00.000Z', final: true, started: 2 }]]);
    expect(visibleAt(withMock, now, moved).score).toBeNull();
    const open = new Map([['lm1', { releaseAt: RELEASE, final: false, started: 2 }]]);
    expect(visibleAt(withMock, now, open).score).toBeNull();
    // Attempts could not say: withheld until the latest the release can be.
    expect(visibleAt(withMock, now, NONE).score).toBeNull();
    expect(visibleAt(withMock, new Date(BY), NONE)).toBe(withMock);
  });
});
