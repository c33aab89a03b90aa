import {
  attemptStartedData,
  attemptSubmittedData,
  internalAttemptStatus,
  liveMockList,
  testAttempt,
} from '@ssc/contracts';
import { type CollectedEvents, collectEvents } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { liveMockSteps } from './live-mock-test-steps';

let h: AttemptsHarness;
let steps: ReturnType<typeof liveMockSteps>;
let events: CollectedEvents;
beforeAll(async () => {
  h = await startAttemptsHarness();
  steps = liveMockSteps(h);
  events = await collectEvents(h.bus, h.topic);
});
afterAll(() => h.close());

const HOUR = 3_600_000;
const MIN = 60_000;

describe('registration', () => {
  it('is idempotent and counted once per student', async () => {
    const mock = await steps.schedule(HOUR);
    await steps.register('reg-a', mock.id).expect(200);
    const again = await steps.register('reg-a', mock.id).expect(200);
    expect(again.body).toMatchObject({ registered: true, counts: { registered: 1 } });
    await steps.register('reg-b', mock.id).expect(200);
    expect((await steps.view('reg-b', mock.id)).counts.registered).toBe(2);
    expect((await steps.view('reg-c', mock.id)).registered).toBe(false);
    const list = liveMockList.parse(
      (await request(h.app).get('/api/live-mocks').set(h.as('reg-a')).expect(200)).body,
    );
    expect(list.liveMocks.find((m) => m.id === mock.id)).toMatchObject({
      registered: true,
      status: 'SCHEDULED',
    });
  });

  it('closes at its deadline', async () => {
    const mock = await steps.schedule(HOUR, {
      body: { registrationClosesAt: new Date(h.now().getTime() + 30 * MIN).toISOString() },
    });
    h.shiftClock(31 * MIN);
    const res = await steps.register('reg-late', mock.id);
    expect([res.status, res.body.code]).toEqual([409, 'LIVE_MOCK_REGISTRATION_CLOSED']);
    // Starting is refused too for someone who never registered.
    steps.toStartPlus(mock, 0);
    const start = await steps.start('reg-late', mock);
    expect([start.status, start.body.code]).toEqual([409, 'LIVE_MOCK_REGISTRATION_CLOSED']);
  });
});

describe('starting a live attempt', () => {
  it('before the start: 409 with the start time; the test is reserved for practice too', async () => {
    const mock = await steps.schedule(HOUR);
    const early = await steps.start('early', mock);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'LIVE_MOCK_NOT_STARTED',
      message: `This live mock starts at ${mock.startsAt}`,
      startsAt: mock.startsAt,
    });
    const practice = await request(h.app)
      .post('/api/test-attempts')
      .set(h.as('early'))
      .send({ testId: mock.testId });
    // It names the mock and its start, so a page can say which live mock and when.
    expect(practice.body).toMatchObject({
      code: 'TEST_RESERVED_FOR_LIVE_MOCK',
      message: `This test is reserved for the live mock of ${mock.startsAt}; practice opens once its results are released at ${mock.resultsReleaseAt}`,
      liveMockId: mock.id,
      title: mock.title,
      startsAt: mock.startsAt,
      reservedUntil: mock.resultsReleaseAt,
    });
    expect(practice.status).toBe(409);
    const wrongTest = await request(h.app)
      .post('/api/test-attempts')
      .set(h.as('early'))
      .send({ testId: h.catalog.addTest().test.id, liveMockId: mock.id });
    expect([wrongTest.status, wrongTest.body.message]).toEqual([
      400,
      'testId is not the test of this live mock',
    ]);
  });

  it('a late joiner gets only what is left; one attempt per student; the events carry the mock', async () => {
    const mock = await steps.schedule(HOUR, { durationMinutes: 60 });
    await steps.register('late', mock.id).expect(200);
    steps.toStartPlus(mock, 20 * MIN);
    const first = await steps.start('late', mock).expect(201);
    const attempt = testAttempt.parse(first.body);
    expect(attempt.deadline).toBe(mock.endsAt);
    expect(attempt.liveMock).toEqual({
      liveMockId: mock.id,
      endsAt: mock.endsAt,
      resultsReleaseAt: mock.resultsReleaseAt,
    });
    const second = await steps.start('late', mock).expect(200);
    expect(second.body.id).toBe(attempt.id);
    // Never registered: registered on the way in while registration is open.
    await steps.start('walk-in', mock).expect(201);
    const view = await steps.view('late', mock.id);
    expect(view).toMatchObject({
      status: 'LIVE',
      myAttemptId: attempt.id,
      myAttemptSubmitted: false,
      counts: { registered: 2, started: 2 },
    });
    // The results service hears of the open live attempt with its mock (a results page opened
    // before the server's close waits for the release instead of saying "not found").
    const status = await request(h.app).get(`/internal/attempts/${attempt.id}`).set(h.asService('results'));
    expect(internalAttemptStatus.strict().parse(status.body)).toEqual({
      attemptId: attempt.id,
      userId: 'late',
      status: 'IN_PROGRESS',
      liveMock: attempt.liveMock,
    });

    await request(h.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(h.as('late'))
      .send({})
      .expect(200);
    const afterSubmit = await steps.view('late', mock.id);
    expect(afterSubmit.counts).toMatchObject({ started: 2, submitted: 1, closed: 0 });
    // The card says "Submitted", not "Resume".
    expect(afterSubmit).toMatchObject({ myAttemptId: attempt.id, myAttemptSubmitted: true });

    await h.flushOutbox();
    const mine = (await events.waitFor((all) => all.filter((e) => e.key === attempt.id).length >= 2)).filter(
      (e) => e.key === attempt.id,
    );
    const started = attemptStartedData.parse(mine.find((e) => e.type === 'AttemptStarted')?.data);
    const submitted = attemptSubmittedData.parse(mine.find((e) => e.type === 'AttemptSubmitted')?.data);
    expect(started.liveMock).toEqual(attempt.liveMock);
    expect(submitted).toMatchObject({ reason: 'USER', liveMock: attempt.liveMock });
  });

  it('refuses joining after the late-join limit', async () => {
    const mock = await steps.schedule(HOUR, { body: { lateJoinMinutes: 15 } });
    await steps.register('slow', mock.id).expect(200);
    steps.toStartPlus(mock, 15 * MIN);
    const res = await steps.start('slow', mock);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'LIVE_MOCK_JOIN_CLOSED',
      message: `Joining this live mock closed at ${mock.joinClosesAt}`,
    });
  });

  it('after the results are released the test is ordinary practice, outside the live ranking', async () => {
    const mock = await steps.schedule(HOUR, { durationMinutes: 30 });
    // Nobody with compensatory time started: released at the end + the grace.
    expect(Date.parse(mock.resultsReleaseAt) - Date.parse(mock.startsAt)).toBe(30 * MIN + 30_000);
    steps.toStartPlus(mock, 30 * MIN + 20_000);
    const held = await request(h.app)
      .post('/api/test-attempts')
      .set(h.as('later'))
      .send({ testId: mock.testId });
    expect(held.status).toBe(409);
    steps.toStartPlus(mock, 30 * MIN + 30_000);
    const practice = await request(h.app)
      .post('/api/test-attempts')
      .set(h.as('later'))
      .send({ testId: mock.testId })
      .expect(201);
    expect(practice.body.liveMock).toBeNull();
    const over = await steps.start('later', mock);
    expect([over.status, over.body.code]).toEqual([409, 'LIVE_MOCK_JOIN_CLOSED']);
  });

  it('an unknown live mock is a 404', async () => {
    const { test } = h.catalog.addTest();
    const res = await steps.start('x', { id: 'no-such-mock', testId: test.id });
    expect([res.status, res.body.message]).toEqual([404, 'Live mock not found']);
  });
});
