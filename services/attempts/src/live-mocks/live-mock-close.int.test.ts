import { connectRedis, createLogger } from '@ssc/service-kit';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { createDeadlineWorker, type DeadlineResult, type DeadlineWorker } from '../deadlines/deadline-worker';
import { createAttemptStore } from '../store/event-store';
import { countingLiveOutcomes } from './counting-store';
import { createLiveMockCounter } from './live-mock-counts';
import { liveMockSteps } from './live-mock-test-steps';

// A 3-second mock with a 1-second grace: the real worker closes what is left about 4 s after the start.
let h: AttemptsHarness;
let redis: Redis;
let worker: DeadlineWorker;
beforeAll(async () => {
  h = await startAttemptsHarness({ graceSeconds: 1 });
  redis = connectRedis(h.config.REDIS_URL, 'live-mock-close-test');
  // The worker as worker.ts builds it: its store counts server closes; its clock is the app's.
  const store = createAttemptStore({
    connection: h.connection,
    topic: h.topic,
    outbox: h.outbox,
    storage: h.storage,
  });
  worker = createDeadlineWorker({
    store: countingLiveOutcomes(store, createLiveMockCounter(redis, h.config.QUEUE_PREFIX)),
    redis,
    config: h.config,
    policy: { graceMs: 1_000 },
    logger: createLogger('live-mock-close-test', 'silent'),
    clock: () => h.now(),
  });
  await worker.waitUntilReady();
});
afterAll(async () => {
  await worker.close();
  await redis.quit();
  await h.close();
});

const finished = (jobIds: string[]) =>
  Promise.all(
    jobIds.map(
      (jobId) =>
        new Promise<DeadlineResult>((resolve, reject) => {
          worker.on('completed', (job, result) => {
            if (job.id === jobId) resolve(result);
          });
          worker.on('failed', (job, err) => {
            if (job?.id === jobId && job.attemptsMade >= (job.opts.attempts ?? 1)) reject(err);
          });
        }),
    ),
  );

it('closes every live attempt left open at the shared deadline, counted as closed; a submission counts as submitted', async () => {
  const steps = liveMockSteps(h);
  const mock = await steps.schedule(60_000, { durationMinutes: 0.05 });
  steps.toStartPlus(mock, 0);
  const ids: string[] = [];
  for (const user of ['ann', 'ben', 'cal']) ids.push((await steps.start(user, mock).expect(201)).body.id);
  const done = finished(ids);
  await request(h.app).post(`/api/test-attempts/${ids[0]}/submit`).set(h.as('ann')).send({}).expect(200);

  expect(await done).toEqual([{ closed: false }, { closed: true }, { closed: true }]);
  const view = await steps.view('ben', mock.id);
  expect(view.counts).toEqual({ registered: 3, started: 3, submitted: 1, closed: 2 });
  expect(view.status).toBe('CLOSED');
  const ben = await request(h.app).get(`/api/test-attempts/${ids[1]}`).set(h.as('ben')).expect(200);
  expect(ben.body).toMatchObject({
    status: 'SUBMITTED',
    submitReason: 'DEADLINE',
    // Closed at its own deadline + grace, which is also the results release here.
    submittedAt: new Date(Date.parse(mock.endsAt) + 1_000).toISOString(),
  });
});

it('closes an eligible taker at their own later deadline, never at the mock’s end', async () => {
  const steps = liveMockSteps(h);
  const mock = await steps.schedule(60_000, { durationMinutes: 0.05 });
  h.auth.eligible.add('dee');
  steps.toStartPlus(mock, 0);
  const ids: string[] = [];
  for (const user of ['dee', 'eve']) ids.push((await steps.start(user, mock).expect(201)).body.id);
  const done = finished(ids);
  expect(await done).toEqual([{ closed: true }, { closed: true }]);
  const endsAt = Date.parse(mock.endsAt);
  const dee = await request(h.app).get(`/api/test-attempts/${ids[0]}`).set(h.as('dee')).expect(200);
  const eve = await request(h.app).get(`/api/test-attempts/${ids[1]}`).set(h.as('eve')).expect(200);
  // 3 s of test give 1 s of compensatory time; the grace is 1 s.
  expect(dee.body).toMatchObject({
    submitReason: 'DEADLINE',
    deadline: new Date(endsAt + 1_000).toISOString(),
    submittedAt: new Date(endsAt + 2_000).toISOString(),
  });
  // Dee started, so the release is her deadline + grace: her close, not the mock's end + grace.
  expect(dee.body.submittedAt).toBe((await steps.view('dee', mock.id)).resultsReleaseAt);
  expect(eve.body).toMatchObject({
    submitReason: 'DEADLINE',
    submittedAt: new Date(endsAt + 1_000).toISOString(),
  });
});
