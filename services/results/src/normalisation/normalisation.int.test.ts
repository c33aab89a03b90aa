import { type InternalLiveMock, testResult } from '@ssc/contracts';
import { connectRedis, createLogger } from '@ssc/service-kit';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ResultsHarness, startResultsHarness, submittedSheet } from '../results-test-harness';
import { groupKeys } from './group-keys';
import { type GroupStore, groupStore } from './group-store';
import { normaliseGroup } from './normalise-group';
import { createNormaliseQueue, type NormaliseQueue, normalisationTrigger } from './normalise-queue';
import { createNormaliseWorker, type NormaliseWorker } from './normalise-worker';
import { createShiftGroupClient } from './shift-group-client';

/**
 * Two shifts of one live mock, an easy paper and a hard one, through the real consumer, scoring
 * worker and normalisation worker on Kafka, FerretDB and Redis; attempts answered by the fake
 * upstream. Release times are a few seconds ahead on the real clock, since BullMQ's delays are real.
 * Raw scores are docs/normalisation.md's worked example (1 mark a question, no negative marks).
 */
const group = `cgl-${Date.now().toString(36)}`;
/** The shifts' release times: set once the servers are up (a slow start must not eat into them). */
let R1 = 0;
let R2 = 0;
const iso = (ms: number) => new Date(ms).toISOString();
const QUESTIONS = 100;

const shiftMock = (id: string, label: string, release: number, started: number): InternalLiveMock => ({
  id,
  testId: `${id}-paper`,
  status: 'CLOSED',
  startsAt: iso(release - 3_600_000),
  endsAt: iso(release - 30_000),
  resultsReleaseAt: iso(release),
  started,
  shiftGroup: group,
  shiftLabel: label,
});
let s1: InternalLiveMock;
let s2: InternalLiveMock;

const sheet = (mock: InternalLiveMock, userId: string, raw: number) =>
  submittedSheet({
    attemptId: `${userId}-live`,
    userId,
    testId: mock.testId,
    test: { marksPerQuestion: 1, negativeMarks: 0 },
    rows: Array.from({ length: QUESTIONS }, (_, i) => ({ selectedAnswer: i < raw ? 'A' : null })),
    liveMock: {
      liveMockId: mock.id,
      endsAt: mock.endsAt,
      resultsReleaseAt: mock.resultsReleaseAt,
      shiftGroup: group,
      shiftLabel: mock.shiftLabel as string,
    },
  });
const easy = [
  ['e1', 50],
  ['e2', 60],
  ['e3', 70],
  ['e4', 90],
] as const;
const hard = [
  ['h1', 20],
  ['h2', 30],
  ['h3', 30],
  ['h4', 40],
  ['h5', 55],
  ['h6', 70],
] as const;

let h: ResultsHarness;
let queue: NormaliseQueue;
let normaliser: NormaliseWorker;
let normaliserRedis: Redis;
let store: GroupStore;
const computed: { generation: number; takers: number }[] = [];
const untilDone = async (cond: () => boolean, what: string, ms = 30_000, poll?: () => Promise<void>) => {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, poll ? 500 : 50));
    await poll?.();
  }
};
const resultOf = async (userId: string) => {
  const res = await request(h.app).get(`/api/test-results/${userId}-live`).set(h.as(userId));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return testResult.parse(res.body);
};

beforeAll(async () => {
  h = await startResultsHarness({ worker: false });
  queue = createNormaliseQueue(h.config, h.redis);
  store = groupStore(h.redis, groupKeys(h.config.RANK_KEY_PREFIX), h.ranking.liveKey);
  await h.startWorker({ normalisation: normalisationTrigger(queue, store, () => new Date()) });
  normaliserRedis = connectRedis(h.config.REDIS_URL, 'normalise-test');
  normaliser = createNormaliseWorker({
    normalise: {
      shifts: createShiftGroupClient({
        baseUrl: h.config.ATTEMPTS_URL,
        internalSecret: h.config.INTERNAL_SECRET,
        fetchImpl: h.upstreams.fetchImpl,
      }),
      store,
      clock: () => new Date(),
    },
    queue,
    redis: normaliserRedis,
    config: h.config,
    logger: createLogger('normalise-test', 'silent'),
  });
  normaliser.on('completed', (_job, outcome) => {
    if (outcome.kind === 'computed') computed.push(outcome);
  });
  R1 = Date.now() + 4_000;
  R2 = R1 + 5_000;
  s1 = shiftMock(`${group}s1`, 'Shift 1', R1, 4);
  s2 = shiftMock(`${group}s2`, 'Shift 2', R2, 6);
  for (const m of [s1, s2]) {
    h.upstreams.addQuestions(m.testId, QUESTIONS);
    h.upstreams.liveMocks.set(m.id, m);
  }
  for (const [id, name] of [...easy, ...hard]) h.upstreams.names.set(id, `${id}-${name}`);
});
afterAll(async () => {
  await normaliser?.close();
  await queue?.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
  await normaliserRedis?.quit();
  const left = await h.redis.keys(`${h.config.RANK_KEY_PREFIX}*`);
  if (left.length > 0) await h.redis.del(...left);
  await h.close();
});

describe('a live mock in two shifts, normalised by the equipercentile method', () => {
  it('scores each shift on its own: before the last shift releases, a result has no normalised score and ranks in its shift', async () => {
    const sheets = [
      ...easy.map(([u, raw]) => sheet(s1, u, raw)),
      ...hard.map(([u, raw]) => sheet(s2, u, raw)),
    ];
    const done = Promise.all(sheets.map((s) => h.finished(s.attemptId)));
    for (const s of sheets) await h.submit(s);
    await done;
    expect(Date.now(), 'the scoring took longer than the test allows before shift 1 releases').toBeLessThan(
      R1,
    );
    await untilDone(() => Date.now() >= R1, 'shift 1 to release');
    const e3 = await resultOf('e3');
    expect(e3).toMatchObject({ score: 70, rank: 2, rankTotal: 4, percentile: 75 });
    expect(e3.normalised).toBeUndefined();
    expect(Date.now(), 'the check must run before shift 2 releases').toBeLessThan(R2);
    expect(computed).toEqual([]);
  });

  it('once both shifts have released, every taker has the worked example’s normalised score and ranks among both shifts by it', async () => {
    await untilDone(() => computed.length > 0, 'the group to be normalised');
    expect(computed).toEqual([{ kind: 'computed', generation: 10, takers: 10, current: true }]);
    const expected: Record<string, [string, number, number, number, number]> = {
      // user: shift, shift percentile, normalised, rank of 10, percentile among all
      e4: ['Shift 1', 100, 90, 1, 100],
      h6: ['Shift 2', 100, 90, 1, 100],
      h5: ['Shift 2', 83.33, 66.67, 3, 80],
      e3: ['Shift 1', 75, 62.5, 4, 70],
      h4: ['Shift 2', 66.67, 58.33, 5, 60],
      e2: ['Shift 1', 50, 50, 6, 50],
      h2: ['Shift 2', 50, 50, 6, 50],
      h3: ['Shift 2', 50, 50, 6, 50],
      e1: ['Shift 1', 25, 27.5, 9, 20],
      h1: ['Shift 2', 16.67, 23.33, 10, 10],
    };
    for (const [userId, raw] of [...easy, ...hard]) {
      const [label, shiftPercentile, normalisedScore, rank, percentile] = expected[userId] as [
        string,
        number,
        number,
        number,
        number,
      ];
      const r = await resultOf(userId);
      expect(r.normalised, userId).toEqual({
        rawScore: raw,
        normalisedScore,
        shiftLiveMockId: label === 'Shift 1' ? s1.id : s2.id,
        shiftLabel: label,
        shiftPercentile,
      });
      expect([r.score, r.rank, r.rankTotal, r.percentile], userId).toEqual([raw, rank, 10, percentile]);
    }
    // The top rankers are the group's, by normalised score: a hard shift's 70 beside an easy shift's 90.
    const h5 = await resultOf('h5');
    expect(h5.topRankers.map((t) => [t.rank, t.displayName, t.score]).sort()).toEqual(
      [
        [1, 'e4-90', 90],
        [1, 'h6-70', 90],
        [3, 'h5-55', 66.67],
      ].sort(),
    );
  });

  it('stores nothing when run again with nothing new (idempotent)', async () => {
    const deps = {
      shifts: createShiftGroupClient({
        baseUrl: h.config.ATTEMPTS_URL,
        internalSecret: h.config.INTERNAL_SECRET,
        fetchImpl: h.upstreams.fetchImpl,
      }),
      store,
      clock: () => new Date(),
    };
    expect(await normaliseGroup(deps, group)).toEqual({ kind: 'up-to-date', generation: 10 });
  });

  it('computes the group again when a late result lands, and drops the older computation', async () => {
    h.upstreams.liveMocks.set(s2.id, { ...s2, started: 7 });
    const late = sheet(s2, 'h7', 80);
    const done = h.finished(late.attemptId);
    await h.submit(late);
    await done;
    await untilDone(() => computed.length > 1, 'the group to be normalised again');
    expect(computed[1]).toEqual({ kind: 'computed', generation: 11, takers: 11, current: true });
    const keys = groupKeys(h.config.RANK_KEY_PREFIX);
    expect(await h.redis.exists(keys.rank(group, 10), keys.entries(group, 10))).toBe(0);
    // Shift 2 now has 7 takers; its new top takes the pooled top, the easy shift's 90.
    const r = await resultOf('h7');
    expect(r.normalised).toMatchObject({ rawScore: 80, normalisedScore: 90, shiftPercentile: 100 });
    expect([r.rank, r.rankTotal]).toEqual([1, 11]);
    const h6 = await resultOf('h6');
    expect(h6.rankTotal).toBe(11);
    expect(h6.normalised?.shiftPercentile).toBe(85.71);
  });
});

describe('an answer-key revision of a shift’s paper', () => {
  it('re-scores the shift’s takers and normalises the group again with their revised scores', async () => {
    // Question 100 of the hard paper dropped: every hard-shift taker left it, each gets 1 mark more.
    const posted = await request(h.app)
      .post('/api/admin/answer-key-revisions')
      .set(h.asAdmin())
      .send({ testId: s2.testId, questionId: `${s2.testId}-q100`, decision: 'DROP', note: 'Misprint' });
    expect(posted.status).toBe(202);
    const before = computed.length;
    let status = '';
    await untilDone(
      () => status === 'DONE',
      'the revision to finish',
      20_000,
      async () => {
        status = (
          await request(h.app).get(`/api/admin/answer-key-revisions/${posted.body.id}`).set(h.asAdmin())
        ).body.status;
      },
    );
    await untilDone(() => computed.length > before, 'the group to be normalised again');
    const h1 = await resultOf('h1');
    expect(h1.score).toBe(21);
    expect(h1.normalised).toMatchObject({ rawScore: 21, shiftLabel: 'Shift 2' });
    const e4 = await resultOf('e4');
    expect(e4.normalised).toMatchObject({ rawScore: 90, shiftLabel: 'Shift 1' });
  });
});

describe('a group whose planned jobs never ran', () => {
  it('is normalised once a released shift’s result is read, and that taker then ranks among both shifts', async () => {
    const lost = `${group}-lost`;
    const past = Date.now() - 1_000;
    const shifts = [
      { ...shiftMock(`${lost}s1`, 'Shift 1', past, 2), shiftGroup: lost },
      { ...shiftMock(`${lost}s2`, 'Shift 2', past, 2), shiftGroup: lost },
    ];
    for (const m of shifts) {
      h.upstreams.addQuestions(m.testId, QUESTIONS);
      h.upstreams.liveMocks.set(m.id, m);
    }
    const sheets = shifts.flatMap((m, s) =>
      [40, 60].map((raw, i) => {
        const one = sheet(m, `lost${s}${i}`, raw + s * 10);
        return { ...one, liveMock: { ...(one.liveMock as object), shiftGroup: lost } } as typeof one;
      }),
    );
    // The jobs the trigger plans are dropped before any runs: as if lost, or run too early.
    await normaliser.pause(true);
    const done = Promise.all(sheets.map((s) => h.finished(s.attemptId)));
    for (const s of sheets) await h.submit(s);
    await done;
    await queue.drain(true);
    normaliser.resume();
    const first = await resultOf('lost11');
    expect(first.normalised).toBeUndefined();
    let read = first;
    await untilDone(
      () => read.normalised !== undefined,
      'a read to find the group normalised',
      20_000,
      async () => {
        read = await resultOf('lost11');
      },
    );
    expect(read.normalised).toMatchObject({ rawScore: 70, shiftLabel: 'Shift 2', shiftPercentile: 100 });
    expect(read.rankTotal).toBe(4);
  });
});
