import {
  dashboardStats,
  LIVE_MOCK_CODES,
  leaderboard,
  resultsNotReleased,
  solutionsResponse,
  testResult,
  userAttempt,
} from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKING_SETTLE_MAX_MS } from './live/ranked-release';
import { rebuildFromResults } from './ranking/rebuild-from-results';
import { type ResultsHarness, startResultsHarness, submittedSheet } from './results-test-harness';

const RELEASE = '2026-05-10T11:05:00.000Z';
const BEFORE = new Date('2026-05-10T11:04:59.000Z');
const AFTER = new Date(RELEASE);
/** The latest a one-hour paper's release can be: 20 minutes of compensatory time later. */
const LATEST = '2026-05-10T11:25:00.000Z';
let now = BEFORE;

let h: ResultsHarness;
beforeAll(async () => {
  h = await startResultsHarness({ clock: () => now });
});
afterAll(() => h.close());

const testId = `live-test-${Date.now().toString(36)}`;
const liveMockId = `lm-${Date.now().toString(36)}`;
const live = { liveMockId, endsAt: '2026-05-10T11:00:00.000Z', resultsReleaseAt: RELEASE };

/** `correct` right answers of 4 (2 marks, −0.5 wrong); live unless `practice`. */
const sheet = (userId: string, correct: number, opts: { practice?: true; attemptNumber?: number } = {}) =>
  submittedSheet({
    attemptId: `${userId}-${opts.practice ? 'practice' : 'live'}-${opts.attemptNumber ?? 1}`,
    userId,
    testId,
    attemptNumber: opts.attemptNumber ?? 1,
    rows: [0, 1, 2, 3].map((i) => ({ selectedAnswer: i < correct ? 'A' : 'B' })),
    ...(opts.practice ? {} : { liveMock: live }),
  });

const get = (userId: string, path: string) => request(h.app).get(path).set(h.as(userId));
const expectNotReleased = (res: request.Response) => {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(resultsNotReleased.parse(res.body)).toMatchObject({
    code: LIVE_MOCK_CODES.resultsNotReleased,
    releaseAt: RELEASE,
    message: `Results of this live mock are released at ${RELEASE}`,
  });
};

const expectRetryIn5s = (res: request.Response) => {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(resultsNotReleased.parse(res.body).releaseAt).toBe(new Date(now.getTime() + 5_000).toISOString());
};

const asha = sheet('asha', 4); // 8
const bina = sheet('bina', 4); // 8, a tie
const chen = sheet('chen', 2); // 4 − 1 = 3
const dev = sheet('dev', 3, { practice: true }); // practice only, first attempt: 6 − 0.5 = 5.5
const ashaAgain = sheet('asha', 1, { practice: true, attemptNumber: 2 }); // practice after the close: 0.5

describe('live mocks in results', () => {
  beforeAll(async () => {
    h.upstreams.addQuestions(testId, 4);
    for (const [id, name] of [
      ['asha', 'Asha'],
      ['bina', 'Bina'],
      ['chen', 'Chen'],
    ] as const)
      h.upstreams.names.set(id, name);
    h.upstreams.liveMocks.set(liveMockId, {
      id: liveMockId,
      testId,
      status: 'CLOSED',
      startsAt: '2026-05-10T10:00:00.000Z',
      endsAt: live.endsAt,
      resultsReleaseAt: RELEASE,
      started: 3,
    });
    const all = [asha, bina, chen, dev, ashaAgain];
    const done = Promise.all(all.map((s) => h.finished(s.attemptId)));
    for (const s of all) await h.submit(s);
    await done;
  });

  it('ranks live attempts in the mock’s own set; practice never enters it, first attempts still rank the test', async () => {
    // Scored before the release: the live first attempts wait to enter the test's ranking, at
    // the latest until the latest the release can be (earlier once the results are opened).
    expect(await h.redis.zrange(h.keys.heldRank(testId), 0, -1, 'WITHSCORES')).toEqual([
      '3:chen',
      String(Date.parse(LATEST)),
      '8:asha',
      String(Date.parse(LATEST)),
      '8:bina',
      String(Date.parse(LATEST)),
    ]);
    expect(await h.redis.zrange(h.ranking.key(testId), 0, -1)).toEqual(['dev']);
    expect(await h.redis.zrange(h.ranking.liveKey(liveMockId), 0, -1, 'WITHSCORES')).toEqual([
      'chen',
      '3',
      'asha',
      '8',
      'bina',
      '8',
    ]);
    expect(h.ranking.liveKey(liveMockId)).toBe(`${h.config.RANK_KEY_PREFIX}live:${liveMockId}`);
  });

  it('withholds results, solutions and the leaderboard before the release: 409 with the time', async () => {
    now = BEFORE;
    expectNotReleased(await get('asha', `/api/test-results/${asha.attemptId}`));
    expectNotReleased(await get('asha', `/api/test-solutions/${asha.attemptId}`));
    expectNotReleased(await get('asha', `/api/live-mocks/${liveMockId}/leaderboard`));
    // Someone else's attempt is still simply not found.
    expect((await get('bina', `/api/test-results/${asha.attemptId}`)).status).toBe(404);
    // A practice attempt is not held back, and its standing does not show the live takers yet.
    const practice = await get('dev', `/api/test-results/${dev.attemptId}`);
    expect(testResult.parse(practice.body)).toMatchObject({
      rank: 1,
      rankTotal: 1,
      topRankers: [{ score: 5.5 }],
    });
  });

  it('withholds a live attempt still being scored too', async () => {
    now = BEFORE;
    const pending = sheet('esha', 1);
    await h.attempts.markSubmitted([{ ...pending, eventId: 'pending-live' }]);
    expectNotReleased(await get('esha', `/api/test-results/${pending.attemptId}`));
    expectNotReleased(await get('esha', `/api/test-solutions/${pending.attemptId}`));
    // After the release still withheld while it is scored, with a retry 5 s ahead (a crowd's
    // pages ask every 5 s, not every second as for a practice result being scored)…
    now = AFTER;
    expectRetryIn5s(await get('esha', `/api/test-results/${pending.attemptId}`));
    // …and past the settling limit the page hears it is still being scored.
    now = new Date(AFTER.getTime() + RANKING_SETTLE_MAX_MS);
    expect((await get('esha', `/api/test-results/${pending.attemptId}`)).status).toBe(202);
  });

  it('withholds a live attempt the server has not closed yet (its tab closed before the end): 409, not "not found"', async () => {
    now = BEFORE;
    const open = sheet('fara', 2);
    h.upstreams.attemptStatuses.set(open.attemptId, {
      attemptId: open.attemptId,
      userId: 'fara',
      status: 'IN_PROGRESS',
      liveMock: live,
    });
    expectNotReleased(await get('fara', `/api/test-results/${open.attemptId}`));
    expectNotReleased(await get('fara', `/api/test-solutions/${open.attemptId}`));
    // Past the release the server is closing it: withheld with a retry 5 s ahead.
    now = AFTER;
    expectRetryIn5s(await get('fara', `/api/test-results/${open.attemptId}`));
    expectRetryIn5s(await get('fara', `/api/test-solutions/${open.attemptId}`));
    // Someone else's is still not found.
    expect((await get('asha', `/api/test-results/${open.attemptId}`)).status).toBe(404);
  });

  it('keeps withholding after the release time until every started live attempt is ranked', async () => {
    const mock = h.upstreams.liveMocks.get(liveMockId);
    if (!mock) throw new Error('the mock is set up in beforeAll');
    // A fourth taker's attempt is still being closed and scored at the release time.
    h.upstreams.liveMocks.set(liveMockId, { ...mock, started: 4 });
    try {
      // Past the few seconds results keeps attempts' answer about the mock.
      now = new Date(AFTER.getTime() + 10_000);
      for (const path of [
        `/api/test-results/${asha.attemptId}`,
        `/api/test-solutions/${asha.attemptId}`,
        `/api/live-mocks/${liveMockId}/leaderboard`,
      ]) {
        const res = await get('asha', path);
        expect(res.status, path).toBe(409);
        expect(resultsNotReleased.parse(res.body).releaseAt).toBe(
          new Date(now.getTime() + 5_000).toISOString(),
        );
      }
      // Still withheld while a crowd would still be closing and scoring, minutes later…
      now = new Date(AFTER.getTime() + 150_000);
      expect((await get('asha', `/api/test-results/${asha.attemptId}`)).status).toBe(409);
      // …but nobody waits past the settling limit for a result that never comes.
      now = new Date(AFTER.getTime() + RANKING_SETTLE_MAX_MS);
      expect((await get('asha', `/api/test-results/${asha.attemptId}`)).status).toBe(200);
    } finally {
      h.upstreams.liveMocks.set(liveMockId, mock);
      now = BEFORE;
    }
  });

  it('leaves the score out of lists and the dashboard average until the release', async () => {
    now = BEFORE;
    const list = (await get('asha', '/api/user-attempts')).body.map((a: unknown) => userAttempt.parse(a));
    expect(list.find((a: { id: string }) => a.id === asha.attemptId)).toMatchObject({
      status: 'SCORED',
      totalScore: null,
      percentage: null,
    });
    expect(list.find((a: { id: string }) => a.id === ashaAgain.attemptId)).toMatchObject({
      totalScore: '0.5',
    });
    const stats = dashboardStats.parse((await get('asha', '/api/dashboard-stats')).body);
    expect(stats.avgScore).toBe(6.3); // only the practice attempt: 0.5 of 8 marks
    expect(stats.attemptCounts.FULL_LENGTH).toBe(2);
    now = AFTER;
    const after = dashboardStats.parse((await get('asha', '/api/dashboard-stats')).body);
    expect(after.avgScore).toBe(53.1); // (100 + 6.25) / 2
  });

  it('answers 404 for an unknown or cancelled live mock', async () => {
    now = AFTER;
    const unknown = await get('asha', '/api/live-mocks/no-such-mock/leaderboard');
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Live mock not found']);
    h.upstreams.liveMocks.set('cancelled-mock', {
      id: 'cancelled-mock',
      testId,
      status: 'CANCELLED',
      started: 0,
      startsAt: '2026-05-11T10:00:00.000Z',
      endsAt: '2026-05-11T11:00:00.000Z',
      resultsReleaseAt: '2026-05-11T11:05:00.000Z',
    });
    expect((await get('asha', '/api/live-mocks/cancelled-mock/leaderboard')).status).toBe(404);
  });

  it('after the release shows rank and percentile among live takers, and the solutions', async () => {
    now = AFTER;
    const chenResult = testResult
      .strict()
      .parse((await get('chen', `/api/test-results/${chen.attemptId}`)).body);
    expect(chenResult).toMatchObject({ rank: 3, rankTotal: 3, percentile: 33.33, liveMock: live });
    expect(chenResult.topRankers.map((t) => [t.rank, t.displayName, t.score])).toEqual([
      [1, 'Bina', 8],
      [1, 'Asha', 8],
      [3, 'Chen', 3],
    ]);
    const ashaResult = testResult.parse((await get('asha', `/api/test-results/${asha.attemptId}`)).body);
    expect(ashaResult).toMatchObject({ rank: 1, rankTotal: 3, percentile: 100 });
    const solutions = await get('asha', `/api/test-solutions/${asha.attemptId}`);
    expect(solutions.status).toBe(200);
    expect(solutionsResponse.parse(solutions.body).solutions).toHaveLength(4);
    // The practice-only taker's standing is the test's, where the live first attempts now count
    // too: the first read of the mock's results after the release moved them in.
    expect(await h.redis.exists(h.keys.liveReleased(liveMockId))).toBe(1);
    const devResult = testResult.parse((await get('dev', `/api/test-results/${dev.attemptId}`)).body);
    expect(devResult).toMatchObject({ rank: 3, rankTotal: 4 });
    expect(devResult.liveMock).toBeUndefined();
    expect(await h.redis.zrange(h.ranking.key(testId), 0, -1)).toEqual(['chen', 'dev', 'asha', 'bina']);
    expect(await h.redis.zcard(h.keys.heldRank(testId))).toBe(0);
  });

  it('serves the leaderboard: top entries with shared ranks, the caller, the takers', async () => {
    now = AFTER;
    const res = await get('chen', `/api/live-mocks/${liveMockId}/leaderboard?limit=2`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(leaderboard.strict().parse(res.body)).toEqual({
      liveMockId,
      testId,
      releasedAt: RELEASE,
      totalTakers: 3,
      top: [
        { rank: 1, displayName: 'Bina', score: 8, percentile: 100 },
        { rank: 1, displayName: 'Asha', score: 8, percentile: 100 },
      ],
      me: { rank: 3, displayName: 'Chen', score: 3, percentile: 33.33 },
    });
    const dev = leaderboard.parse((await get('dev', `/api/live-mocks/${liveMockId}/leaderboard`)).body);
    expect(dev.me).toBeNull();
    expect(dev.top).toHaveLength(3);
    expect((await get('dev', `/api/live-mocks/${liveMockId}/leaderboard?limit=0`)).status).toBe(400);
  });

  it('rebuilds the live set with `npm run rerank`, holding live first attempts until the results are opened', async () => {
    const keys = h.keys;
    // The results were opened (read after the release): the rebuild ranks them at once.
    const opened = await rebuildFromResults({ results: h.cols.results, redis: h.redis, keys, now: AFTER });
    expect(opened).toMatchObject({ ranked: 4, held: 0, liveMocks: 1, liveRanked: 3 });
    expect(await h.redis.zrange(h.ranking.key(testId), 0, -1)).toEqual(['chen', 'dev', 'asha', 'bina']);
    // Redis lost everything: held until the latest the release can be, whatever the clock says.
    await h.redis.del(h.ranking.liveKey(liveMockId), h.ranking.key(testId), keys.liveReleased(liveMockId));
    const before = await rebuildFromResults({ results: h.cols.results, redis: h.redis, keys, now: AFTER });
    expect(before).toMatchObject({ ranked: 1, held: 3, liveMocks: 1, liveRanked: 3 });
    expect(await h.redis.zrange(h.ranking.liveKey(liveMockId), 0, -1)).toEqual(['chen', 'asha', 'bina']);
    expect(await h.redis.zrange(h.ranking.key(testId), 0, -1)).toEqual(['dev']);
    expect(await h.redis.zcard(keys.heldRank(testId))).toBe(3);
    const after = await rebuildFromResults({
      results: h.cols.results,
      redis: h.redis,
      keys,
      now: new Date(LATEST),
    });
    expect(after).toMatchObject({ ranked: 4, held: 0, liveRanked: 3 });
    expect(await h.redis.zrange(h.ranking.key(testId), 0, -1)).toEqual(['chen', 'dev', 'asha', 'bina']);
  });
});
