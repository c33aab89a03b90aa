import {
  dashboardStats,
  type InternalLiveMock,
  resultsNotReleased,
  testResult,
  userAttempt,
} from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ResultsHarness, startResultsHarness, submittedSheet } from './results-test-harness';

// Every reader of a live mock's results uses one release time, attempts': a taker with
// compensatory time who started after these attempts were submitted moved it later than their
// events said, and nothing shows before it — not the result, the solutions, the lists, the
// leaderboard, nor the test's ranking behind an earlier practice result.

const END = '2026-06-01T12:00:00.000Z';
const EVENT_RELEASE = '2026-06-01T12:00:30.000Z';
const MOVED_RELEASE = '2026-06-01T12:10:30.000Z';
let now = new Date('2026-06-01T11:30:00.000Z');

let h: ResultsHarness;
beforeAll(async () => {
  h = await startResultsHarness({ clock: () => now });
});
afterAll(() => h.close());

const testId = `moved-test-${Date.now().toString(36)}`;
const liveMockId = `moved-lm-${Date.now().toString(36)}`;
const live = { liveMockId, endsAt: END, resultsReleaseAt: EVENT_RELEASE };
const view: InternalLiveMock = {
  id: liveMockId,
  testId,
  status: 'CLOSED',
  startsAt: '2026-06-01T10:00:00.000Z',
  endsAt: END,
  resultsReleaseAt: MOVED_RELEASE,
  releaseFinal: true,
  started: 2,
};
const sheet = (userId: string, correct: number, practice = false) =>
  submittedSheet({
    attemptId: `${userId}-${practice ? 'practice' : 'live'}`,
    userId,
    testId,
    attemptNumber: 1,
    rows: [0, 1, 2, 3].map((i) => ({ selectedAnswer: i < correct ? 'A' : 'B' })),
    ...(practice ? {} : { liveMock: live }),
  });
const ana = sheet('ana', 4);
const ben = sheet('ben', 2);
const old = sheet('old', 3, true);

const get = (userId: string, path: string) => request(h.app).get(path).set(h.as(userId));
const paths = [
  `/api/test-results/${ana.attemptId}`,
  `/api/test-solutions/${ana.attemptId}`,
  `/api/live-mocks/${liveMockId}/leaderboard`,
];
const releaseNamed = async (path: string) => {
  const res = await get('ana', path);
  expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(409);
  return resultsNotReleased.parse(res.body).releaseAt;
};
const anaInList = async () =>
  (await get('ana', '/api/user-attempts')).body
    .map((a: unknown) => userAttempt.parse(a))
    .find((a: { id: string }) => a.id === ana.attemptId);

beforeAll(async () => {
  h.upstreams.addQuestions(testId, 4);
  h.upstreams.names.set('ana', 'Ana');
  h.upstreams.names.set('ben', 'Ben');
  h.upstreams.names.set('old', 'Old');
  h.upstreams.liveMocks.set(liveMockId, { ...view, releaseFinal: false, status: 'LIVE' });
  const all = [old, ana, ben];
  const done = Promise.all(all.map((s) => h.finished(s.attemptId)));
  for (const s of all) await h.submit(s);
  await done;
});

it('past the release the events carried, everything waits for the release attempts has now', async () => {
  h.upstreams.liveMocks.set(liveMockId, view);
  now = new Date(Date.parse(EVENT_RELEASE) + 60_000);
  for (const path of paths) expect(await releaseNamed(path)).toBe(MOVED_RELEASE);
  expect(await anaInList()).toMatchObject({ totalScore: null, percentage: null });
  expect(dashboardStats.parse((await get('ana', '/api/dashboard-stats')).body).avgScore).toBe(0);
  // An earlier practice result of the test does not show the live takers yet either.
  const practice = testResult.parse((await get('old', `/api/test-results/${old.attemptId}`)).body);
  expect(practice).toMatchObject({ rank: 1, rankTotal: 1 });
});

it('at that release, a view that is not final yet still shows nothing: asked again in 5 s', async () => {
  now = new Date(MOVED_RELEASE);
  h.upstreams.liveMocks.set(liveMockId, { ...view, releaseFinal: false });
  // Past the few seconds results keeps attempts' answer about the mock.
  now = new Date(Date.parse(MOVED_RELEASE) + 10_000);
  for (const path of paths)
    expect(await releaseNamed(path)).toBe(new Date(now.getTime() + 5_000).toISOString());
  expect(await anaInList()).toMatchObject({ totalScore: null });
});

it('once final and due, every reader shows it, and the live takers join the test’s ranking', async () => {
  h.upstreams.liveMocks.set(liveMockId, view);
  now = new Date(Date.parse(MOVED_RELEASE) + 20_000);
  const result = testResult.parse((await get('ana', paths[0] as string)).body);
  expect(result).toMatchObject({ rank: 1, rankTotal: 2, liveMock: { resultsReleaseAt: MOVED_RELEASE } });
  expect((await get('ana', paths[1] as string)).status).toBe(200);
  expect((await get('ana', paths[2] as string)).body).toMatchObject({
    releasedAt: MOVED_RELEASE,
    totalTakers: 2,
  });
  expect(await anaInList()).toMatchObject({ totalScore: '8' });
  const practice = testResult.parse((await get('old', `/api/test-results/${old.attemptId}`)).body);
  expect(practice).toMatchObject({ rank: 2, rankTotal: 3 });
});
