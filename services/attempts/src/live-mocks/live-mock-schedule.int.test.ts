import { liveMockList } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { liveMockSteps } from './live-mock-test-steps';

let h: AttemptsHarness;
let steps: ReturnType<typeof liveMockSteps>;
beforeAll(async () => {
  h = await startAttemptsHarness();
  steps = liveMockSteps(h);
});
afterAll(() => h.close());

const HOUR = 3_600_000;
const admin = () => request(h.app);

describe('scheduling live mocks (admin)', () => {
  it('schedules with the times derived from the test and closes the paper until the start', async () => {
    const mock = await steps.schedule(HOUR, { durationMinutes: 60, body: { lateJoinMinutes: 15 } });
    const starts = Date.parse(mock.startsAt);
    expect(mock).toMatchObject({
      status: 'SCHEDULED',
      durationMinutes: 60,
      totalQuestions: 3,
      endsAt: new Date(starts + HOUR).toISOString(),
      waitingRoomOpensAt: new Date(starts - 10 * 60_000).toISOString(),
      joinClosesAt: new Date(starts + 15 * 60_000).toISOString(),
      // The end + the grace (later only once a taker with compensatory time starts).
      resultsReleaseAt: new Date(starts + HOUR + 30_000).toISOString(),
      counts: { registered: 0, started: 0, submitted: 0, closed: 0 },
      registered: false,
      myAttemptId: null,
    });
    expect(h.catalog.opensAt.get(mock.testId)).toBe(mock.startsAt);
    const list = liveMockList.parse(
      (await admin().get('/api/admin/live-mocks').set(h.asAdmin()).expect(200)).body,
    );
    expect(list.liveMocks.map((m) => m.id)).toContain(mock.id);
  });

  it('refuses a start in the past, registration closing after the start, an unknown test, a second mock of a held test', async () => {
    const { test } = h.catalog.addTest();
    const past = await admin()
      .post('/api/admin/live-mocks')
      .set(h.asAdmin())
      .send({ testId: test.id, startsAt: new Date(h.now().getTime() - 1000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('startsAt must be in the future');
    const startsAt = new Date(h.now().getTime() + HOUR);
    const late = await admin()
      .post('/api/admin/live-mocks')
      .set(h.asAdmin())
      .send({ testId: test.id, startsAt, registrationClosesAt: new Date(startsAt.getTime() + 1) });
    expect([late.status, late.body.message]).toEqual([
      400,
      'registrationClosesAt must not be after startsAt',
    ]);
    const unknown = await admin()
      .post('/api/admin/live-mocks')
      .set(h.asAdmin())
      .send({ testId: 'no-such-test', startsAt });
    expect(unknown.status).toBe(404);
    await steps.schedule(HOUR, { testId: test.id });
    const second = await admin()
      .post('/api/admin/live-mocks')
      .set(h.asAdmin())
      .send({ testId: test.id, startsAt });
    expect([second.status, second.body.code]).toEqual([409, 'TEST_HAS_LIVE_MOCK']);
  });

  it('students cannot schedule', async () => {
    await admin().get('/api/admin/live-mocks').set(h.as('stu')).expect(403);
  });

  it('moves a mock before its start (the paper opens at the new start), and refuses once it started', async () => {
    const mock = await steps.schedule(HOUR);
    const startsAt = new Date(Date.parse(mock.startsAt) + HOUR).toISOString();
    const moved = await admin()
      .put(`/api/admin/live-mocks/${mock.id}`)
      .set(h.asAdmin())
      .send({ startsAt, lateJoinMinutes: 5 })
      .expect(200);
    expect(moved.body).toMatchObject({ startsAt, lateJoinMinutes: 5, status: 'SCHEDULED' });
    expect(h.catalog.opensAt.get(mock.testId)).toBe(startsAt);

    steps.toStartPlus(moved.body, 1);
    const late = await admin()
      .put(`/api/admin/live-mocks/${mock.id}`)
      .set(h.asAdmin())
      .send({ lateJoinMinutes: 10 });
    expect([late.status, late.body.code, late.body.message]).toEqual([
      409,
      'LIVE_MOCK_ALREADY_STARTED',
      `This live mock started at ${startsAt}: it can no longer be changed or cancelled`,
    ]);
    const cancel = await admin().delete(`/api/admin/live-mocks/${mock.id}`).set(h.asAdmin());
    expect([cancel.status, cancel.body.code]).toEqual([409, 'LIVE_MOCK_ALREADY_STARTED']);
  });

  it('cancels before the start (idempotent): the paper opens, students no longer see it or may join', async () => {
    const mock = await steps.schedule(HOUR);
    const cancelled = await admin().delete(`/api/admin/live-mocks/${mock.id}`).set(h.asAdmin()).expect(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    expect(h.catalog.opensAt.get(mock.testId)).toBeNull();
    await admin().delete(`/api/admin/live-mocks/${mock.id}`).set(h.asAdmin()).expect(200);
    const list = liveMockList.parse(
      (await request(h.app).get('/api/live-mocks').set(h.as('stu')).expect(200)).body,
    );
    expect(list.liveMocks.map((m) => m.id)).not.toContain(mock.id);
    const reg = await steps.register('stu', mock.id);
    expect([reg.status, reg.body.code]).toEqual([409, 'LIVE_MOCK_CANCELLED']);
    const put = await admin()
      .put(`/api/admin/live-mocks/${mock.id}`)
      .set(h.asAdmin())
      .send({ lateJoinMinutes: 1 });
    expect([put.status, put.body.code]).toEqual([409, 'LIVE_MOCK_CANCELLED']);
  });

  it('answers the results service on /internal/live-mocks/:id, and nobody else', async () => {
    const mock = await steps.schedule(HOUR);
    const res = await request(h.app)
      .get(`/internal/live-mocks/${mock.id}`)
      .set(h.asService('results'))
      .expect(200);
    expect(res.body).toEqual({
      id: mock.id,
      testId: mock.testId,
      status: 'SCHEDULED',
      startsAt: mock.startsAt,
      endsAt: mock.endsAt,
      resultsReleaseAt: mock.resultsReleaseAt,
      // Joining is ahead: a taker with compensatory time may still move the release later.
      releaseFinal: false,
      // Nobody has started yet: results waits for this many ranked before it shows anything.
      started: 0,
      // Results takes objections to the key for this long after the release (none set: 3 days).
      objectionWindowHours: 72,
    });
    await request(h.app).get(`/internal/live-mocks/${mock.id}`).set(h.asService('catalog')).expect(404);
    await request(h.app).get('/internal/live-mocks/nope').set(h.asService('results')).expect(404);
  });

  it('keeps the objection window an admin sets (hours after the release), and refuses one out of range', async () => {
    const mock = await steps.schedule(HOUR, { body: { objectionWindowHours: 24 } });
    expect(mock).toMatchObject({ objectionWindowHours: 24 });
    const internal = await request(h.app).get(`/internal/live-mocks/${mock.id}`).set(h.asService('results'));
    expect(internal.body.objectionWindowHours).toBe(24);
    const edited = await admin()
      .put(`/api/admin/live-mocks/${mock.id}`)
      .set(h.asAdmin())
      .send({ objectionWindowHours: 6 })
      .expect(200);
    expect(edited.body.objectionWindowHours).toBe(6);
    // null goes back to the default.
    const cleared = await admin()
      .put(`/api/admin/live-mocks/${mock.id}`)
      .set(h.asAdmin())
      .send({ objectionWindowHours: null })
      .expect(200);
    expect(cleared.body.objectionWindowHours).toBe(72);
    for (const [hours, message] of [
      [0, 'objectionWindowHours must be at least 1'],
      [721, 'objectionWindowHours must be at most 720'],
      [1.5, 'objectionWindowHours must be a whole number of hours'],
      ['a day', 'objectionWindowHours must be a number of hours'],
    ] as const) {
      const res = await admin()
        .put(`/api/admin/live-mocks/${mock.id}`)
        .set(h.asAdmin())
        .send({ objectionWindowHours: hours });
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const unchanged = await admin().get('/api/admin/live-mocks').set(h.asAdmin());
    expect(unchanged.body.liveMocks.find((m: { id: string }) => m.id === mock.id).objectionWindowHours).toBe(
      72,
    );
  });
});
