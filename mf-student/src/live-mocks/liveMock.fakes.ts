import type { LiveMock } from '@ssc/contracts';

/** Times of the fake mock: the room opens at 09:50, it starts at 10:00 and ends at 11:00 (UTC). */
export const T = {
  roomOpens: Date.parse('2030-01-10T09:50:00.000Z'),
  start: Date.parse('2030-01-10T10:00:00.000Z'),
  joinCloses: Date.parse('2030-01-10T10:15:00.000Z'),
  end: Date.parse('2030-01-10T11:00:00.000Z'),
  release: Date.parse('2030-01-10T11:00:30.000Z'),
};

const iso = (ms: number) => new Date(ms).toISOString();

export function fakeLiveMock(over: Partial<LiveMock> = {}): LiveMock {
  return {
    id: 'lm1',
    testId: 't1',
    title: 'All-India SSC CGL Live Mock',
    examType: 'SSC_CGL',
    durationMinutes: 60,
    totalQuestions: 100,
    totalMarks: 200,
    status: 'SCHEDULED',
    startsAt: iso(T.start),
    endsAt: iso(T.end),
    waitingRoomOpensAt: iso(T.roomOpens),
    registrationClosesAt: null,
    lateJoinMinutes: 15,
    joinClosesAt: iso(T.joinCloses),
    resultsReleaseAt: iso(T.release),
    counts: { registered: 2, started: 0, submitted: 0, closed: 0 },
    registered: true,
    myAttemptId: null,
    serverNow: iso(T.roomOpens - 60 * 60_000),
    ...over,
  };
}
