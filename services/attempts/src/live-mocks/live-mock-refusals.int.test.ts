import { documentedAnswer } from '@ssc/test-kit';
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

const MIN = 60_000;
const HOUR = 60 * MIN;

/** The answer is its operation's documented 409, field for field (the document allows no other). */
function expectDocumented409(operationId: string, res: request.Response, code: string, time: string) {
  expect([res.status, res.body.code]).toEqual([409, code]);
  expect(res.body[time], `${code} carries ${time}`).toEqual(expect.any(String));
  expect(documentedAnswer(operationId, 409).parse(res.body)).toEqual(res.body);
}

describe("a live mock's refusals answer what the API document says", () => {
  it('scheduling a second mock of a held test, and starting before the start or practising it', async () => {
    const mock = await steps.schedule(HOUR);
    const second = await request(h.app)
      .post('/api/admin/live-mocks')
      .set(h.asAdmin())
      .send({ testId: mock.testId, startsAt: new Date(h.now().getTime() + 2 * HOUR).toISOString() });
    expectDocumented409('scheduleLiveMock', second, 'TEST_HAS_LIVE_MOCK', 'reservedUntil');
    expect(second.body.liveMockId).toBe(mock.id);

    expectDocumented409(
      'startAttempt',
      await steps.start('r-early', mock),
      'LIVE_MOCK_NOT_STARTED',
      'startsAt',
    );
    const practice = await request(h.app)
      .post('/api/test-attempts')
      .set(h.as('r-early'))
      .send({ testId: mock.testId });
    expectDocumented409('startAttempt', practice, 'TEST_RESERVED_FOR_LIVE_MOCK', 'reservedUntil');
  });

  it('registering after registration closed, and after the end', async () => {
    const mock = await steps.schedule(HOUR, {
      body: { registrationClosesAt: new Date(h.now().getTime() + 30 * MIN).toISOString() },
    });
    h.shiftClock(31 * MIN);
    const late = await steps.register('r-late', mock.id);
    expectDocumented409('registerForLiveMock', late, 'LIVE_MOCK_REGISTRATION_CLOSED', 'registrationClosesAt');
    steps.toStartPlus(mock, 2 * HOUR);
    const over = await steps.register('r-late', mock.id);
    expectDocumented409('registerForLiveMock', over, 'LIVE_MOCK_CLOSED', 'endsAt');
  });

  it('changing or cancelling once it started, and joining after joining closed', async () => {
    const mock = await steps.schedule(HOUR, { body: { lateJoinMinutes: 5 } });
    steps.toStartPlus(mock, 10 * MIN);
    const put = await request(h.app)
      .put(`/api/admin/live-mocks/${mock.id}`)
      .set(h.asAdmin())
      .send({ lateJoinMinutes: 10 });
    expectDocumented409('updateLiveMock', put, 'LIVE_MOCK_ALREADY_STARTED', 'startsAt');
    const cancel = await request(h.app).delete(`/api/admin/live-mocks/${mock.id}`).set(h.asAdmin());
    expectDocumented409('cancelLiveMock', cancel, 'LIVE_MOCK_ALREADY_STARTED', 'startsAt');
    expectDocumented409(
      'startAttempt',
      await steps.start('r-slow', mock),
      'LIVE_MOCK_JOIN_CLOSED',
      'joinClosesAt',
    );
  });
});
