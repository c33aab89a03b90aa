import { internalShiftGroup, liveMockList } from '@ssc/contracts';
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
const group = `cgl-${Date.now().toString(36)}`;

describe('a live mock in several shifts', () => {
  it('schedules each shift with its own paper, lists them with the group, and answers results with every shift of the group', async () => {
    const morning = await steps.schedule(HOUR, { body: { shiftGroup: group, shiftLabel: 'Shift 1' } });
    const evening = await steps.schedule(4 * HOUR, { body: { shiftGroup: group, shiftLabel: 'Shift 2' } });
    const alone = await steps.schedule(2 * HOUR);
    expect(morning).toMatchObject({ shiftGroup: group, shiftLabel: 'Shift 1' });
    expect(alone).toMatchObject({ shiftGroup: null, shiftLabel: null });
    expect(morning.testId).not.toBe(evening.testId);

    const list = liveMockList.parse(
      (await request(h.app).get('/api/live-mocks').set(h.as('stu')).expect(200)).body,
    );
    expect(list.liveMocks.find((m) => m.id === evening.id)).toMatchObject({
      shiftGroup: group,
      shiftLabel: 'Shift 2',
    });

    const res = await request(h.app)
      .get(`/internal/live-mocks?shiftGroup=${group}`)
      .set(h.asService('results'))
      .expect(200);
    const body = internalShiftGroup.strict().parse(res.body);
    expect(body.shiftGroup).toBe(group);
    expect(body.liveMocks.map((m) => [m.id, m.shiftLabel, m.resultsReleaseAt]).sort()).toEqual(
      [
        [morning.id, 'Shift 1', morning.resultsReleaseAt],
        [evening.id, 'Shift 2', evening.resultsReleaseAt],
      ].sort(),
    );
    // The shift carries its group to the attempt (results reads it from the events).
    steps.toStartPlus(morning, 60_000);
    const started = await steps.start('asha', morning);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.liveMock).toMatchObject({
      liveMockId: morning.id,
      shiftGroup: group,
      shiftLabel: 'Shift 1',
    });
    const again = internalShiftGroup.parse(
      (
        await request(h.app)
          .get(`/internal/live-mocks?shiftGroup=${group}`)
          .set(h.asService('results'))
          .expect(200)
      ).body,
    );
    expect(again.liveMocks.find((m) => m.id === morning.id)?.started).toBe(1);
  });

  it('refuses a group without a label, a malformed group; only results may list a group', async () => {
    const { test } = h.catalog.addTest();
    const startsAt = new Date(h.now().getTime() + 10 * HOUR).toISOString();
    const noLabel = await request(h.app)
      .post('/api/admin/live-mocks')
      .set(h.asAdmin())
      .send({ testId: test.id, startsAt, shiftGroup: group });
    expect([noLabel.status, noLabel.body.message]).toEqual([
      400,
      'shiftLabel is required for a shift of a group',
    ]);
    const bad = await request(h.app)
      .post('/api/admin/live-mocks')
      .set(h.asAdmin())
      .send({ testId: test.id, startsAt, shiftGroup: 'a/b', shiftLabel: 'x' });
    expect(bad.status).toBe(400);
    await request(h.app)
      .get(`/internal/live-mocks?shiftGroup=${group}`)
      .set(h.asService('catalog'))
      .expect(404);
    await request(h.app).get('/internal/live-mocks?shiftGroup=a%20b').set(h.asService('results')).expect(400);
  });
});
