import { internalLiveMock, type LiveMock } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { liveMockSteps } from './live-mock-test-steps';

// When a live mock's results are released: at the latest deadline of those who actually started
// (+ the grace), decided once nobody can start any more, the same for every reader.
let h: AttemptsHarness;
let steps: ReturnType<typeof liveMockSteps>;
beforeAll(async () => {
  h = await startAttemptsHarness();
  steps = liveMockSteps(h);
});
afterAll(() => h.close());

const MIN = 60_000;
const GRACE = 30_000;
const after = (mock: LiveMock, ms: number) => new Date(Date.parse(mock.startsAt) + ms).toISOString();

async function internalView(id: string) {
  const res = await request(h.app).get(`/internal/live-mocks/${id}`).set(h.asService('results')).expect(200);
  return internalLiveMock.parse(res.body);
}
const practice = (userId: string, testId: string) =>
  request(h.app).post('/api/test-attempts').set(h.as(userId)).send({ testId });

describe('the results release of a live mock', () => {
  it('a 2-hour mock nobody with compensatory time sat releases at the end + the grace, not 40 minutes later', async () => {
    const mock = await steps.schedule(MIN, { durationMinutes: 120 });
    expect(mock.resultsReleaseAt).toBe(after(mock, 120 * MIN + GRACE));
    steps.toStartPlus(mock, 5 * MIN);
    await steps.start('plain', mock).expect(201);
    // Joining is open until the end: a taker with compensatory time could still move it.
    expect(await internalView(mock.id)).toMatchObject({
      resultsReleaseAt: after(mock, 120 * MIN + GRACE),
      releaseFinal: false,
    });
    steps.toStartPlus(mock, 120 * MIN + GRACE);
    expect(await internalView(mock.id)).toMatchObject({
      resultsReleaseAt: after(mock, 120 * MIN + GRACE),
      releaseFinal: true,
    });
    // Practice opens at the same moment.
    await practice('plain', mock.testId).expect(201);
  });

  it('moves later when a taker with compensatory time starts, and every view and reservation agrees', async () => {
    const mock = await steps.schedule(MIN, { durationMinutes: 120 });
    h.auth.eligible.add('extra');
    steps.toStartPlus(mock, 30 * MIN);
    const extra = await steps.start('extra', mock).expect(201);
    const release = after(mock, 160 * MIN + GRACE);
    expect(extra.body).toMatchObject({
      deadline: after(mock, 160 * MIN),
      liveMock: { resultsReleaseAt: release },
    });
    // A taker who starts afterwards carries the moved release in their events too.
    const plain = await steps.start('plain2', mock).expect(201);
    expect(plain.body.liveMock.resultsReleaseAt).toBe(release);
    expect((await steps.view('plain2', mock.id)).resultsReleaseAt).toBe(release);
    const list = await request(h.app).get('/api/admin/live-mocks').set(h.asAdmin()).expect(200);
    expect(list.body.liveMocks.find((m: LiveMock) => m.id === mock.id).resultsReleaseAt).toBe(release);

    steps.toStartPlus(mock, 120 * MIN + GRACE);
    expect(await internalView(mock.id)).toMatchObject({ resultsReleaseAt: release, releaseFinal: true });
    const held = await practice('plain2', mock.testId);
    expect([held.status, held.body.code, held.body.reservedUntil]).toEqual([
      409,
      'TEST_RESERVED_FOR_LIVE_MOCK',
      release,
    ]);
    steps.toStartPlus(mock, 160 * MIN + GRACE);
    await practice('plain2', mock.testId).expect(201);
  });

  it('is decided once joining has closed: a start with compensatory time held up past that is refused and moves nothing', async () => {
    const mock = await steps.schedule(MIN, { durationMinutes: 60, body: { lateJoinMinutes: 10 } });
    h.auth.eligible.add('stuck');
    steps.toStartPlus(mock, 10 * MIN - 1_000);
    // The start is decided a second before joining closes; auth answers only after the grace.
    h.auth.state.whileAsked = (userId) => {
      if (userId === 'stuck') steps.toStartPlus(mock, 10 * MIN + GRACE);
    };
    try {
      const late = await steps.start('stuck', mock);
      expect([late.status, late.body.code]).toEqual([409, 'LIVE_MOCK_JOIN_CLOSED']);
    } finally {
      h.auth.state.whileAsked = undefined;
    }
    expect(await internalView(mock.id)).toMatchObject({
      resultsReleaseAt: after(mock, 60 * MIN + GRACE),
      releaseFinal: true,
      started: 0,
    });
  });

  it('a start with compensatory time within the grace after joining closed still counts, before the release is final', async () => {
    const mock = await steps.schedule(MIN, { durationMinutes: 60, body: { lateJoinMinutes: 10 } });
    h.auth.eligible.add('inflight');
    steps.toStartPlus(mock, 10 * MIN - 1_000);
    h.auth.state.whileAsked = (userId) => {
      if (userId === 'inflight') steps.toStartPlus(mock, 10 * MIN + GRACE - 1_000);
    };
    try {
      await steps.start('inflight', mock).expect(201);
    } finally {
      h.auth.state.whileAsked = undefined;
    }
    steps.toStartPlus(mock, 10 * MIN + GRACE);
    expect(await internalView(mock.id)).toMatchObject({
      resultsReleaseAt: after(mock, 80 * MIN + GRACE),
      releaseFinal: true,
    });
  });
});
