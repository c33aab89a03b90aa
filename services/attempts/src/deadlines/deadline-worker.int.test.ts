import { attemptSubmittedData } from '@ssc/contracts';
import { connectRedis, createLogger } from '@ssc/service-kit';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { toEvent } from '../store/collections';
import { createAttemptStore } from '../store/event-store';
import { createDeadlineWorker, type DeadlineResult, type DeadlineWorker } from './deadline-worker';

// 3-second tests with a 1-second grace: the real worker closes them about 4 s after the start.
const DURATION_MINUTES = 0.05;
let h: AttemptsHarness;
let redis: Redis;
let worker: DeadlineWorker;
beforeAll(async () => {
  h = await startAttemptsHarness({ graceSeconds: 1 });
  redis = connectRedis(h.config.REDIS_URL, 'attempts-deadline-test');
  worker = createDeadlineWorker({
    store: createAttemptStore({
      connection: h.connection,
      topic: h.topic,
      outbox: h.outbox,
      storage: h.storage,
    }),
    redis,
    config: h.config,
    policy: { graceMs: 1_000 },
    logger: createLogger('attempts-deadline-test', 'silent'),
  });
  await worker.waitUntilReady();
});
afterAll(async () => {
  await worker.close();
  await redis.quit();
  await h.close();
});

/** Resolves with the job's result once the worker completes it (fails the test if it fails). */
const finished = (jobId: string) =>
  new Promise<DeadlineResult>((resolve, reject) => {
    worker.on('completed', (job, result) => {
      if (job.id === jobId) resolve(result);
    });
    worker.on('failed', (job, err) => {
      if (job?.id === jobId && job.attemptsMade >= (job.opts.attempts ?? 1)) reject(err);
    });
  });

describe('deadline worker', () => {
  it('closes an abandoned attempt at deadline + grace as DEADLINE, keeping its answers', async () => {
    const { test, questions } = h.catalog.addTest({ questions: 2, durationMinutes: DURATION_MINUTES });
    const attempt = await h.start('quinn', test.id);
    const done = finished(attempt.id);
    await request(h.app)
      .post('/api/question-attempts')
      .set(h.as('quinn'))
      .send({
        testAttemptId: attempt.id,
        questionId: questions[1]?.questionId,
        selectedAnswer: 'D',
        clientTs: 1,
      })
      .expect(200);

    expect(await done).toEqual({ closed: true });
    const view = (await request(h.app).get(`/api/test-attempts/${attempt.id}`).set(h.as('quinn')).expect(200))
      .body;
    expect(view).toMatchObject({
      status: 'SUBMITTED',
      submitReason: 'DEADLINE',
      durationTaken: DURATION_MINUTES,
    });
    expect(Date.parse(view.submittedAt) - Date.parse(view.deadline)).toBe(1_000);
    expect(view.questionAttempts[1]).toMatchObject({ selectedAnswer: 'D' });
    // The API instance's cache was stale; its next write learns of the close.
    const late = await request(h.app)
      .post('/api/question-attempts')
      .set(h.as('quinn'))
      .send({ testAttemptId: attempt.id, questionId: questions[0]?.questionId, selectedAnswer: 'A' });
    expect(late.status).toBe(409);
  });

  it('closes an attempt in the language it was started in', async () => {
    const { test } = h.catalog.addTest({ questions: 1, durationMinutes: DURATION_MINUTES });
    const res = await request(h.app)
      .post('/api/test-attempts')
      .set(h.as('hina'))
      .send({ testId: test.id, language: 'HINDI' })
      .expect(201);
    const attemptId: string = res.body.id;
    expect(await finished(attemptId)).toEqual({ closed: true });
    const [doc] = await h.cols.events.find({ attemptId, type: 'AttemptSubmitted' }).toArray();
    if (!doc) throw new Error('no AttemptSubmitted');
    expect(attemptSubmittedData.parse(toEvent(doc).data)).toMatchObject({
      reason: 'DEADLINE',
      language: 'HINDI',
    });
  });

  it('leaves an attempt the student submitted in time alone', async () => {
    const attempt = await h.start('rosa', h.catalog.addTest({ durationMinutes: DURATION_MINUTES }).test.id);
    const done = finished(attempt.id);
    await request(h.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(h.as('rosa'))
      .send({})
      .expect(200);
    expect(await done).toEqual({ closed: false });
    const view = (await request(h.app).get(`/api/test-attempts/${attempt.id}`).set(h.as('rosa'))).body;
    expect(view.submitReason).toBe('USER');
  });

  it('puts a job that runs early back until the attempt is due', async () => {
    const attempt = await h.start('sam', h.catalog.addTest({ durationMinutes: DURATION_MINUTES }).test.id);
    const done = finished(attempt.id);
    const runs: number[] = [];
    worker.on('active', (job) => {
      if (job.id === attempt.id) runs.push(Date.now());
    });
    await (await h.queue.getJob(attempt.id))?.promote();
    expect(await done).toEqual({ closed: true });
    const view = (await request(h.app).get(`/api/test-attempts/${attempt.id}`).set(h.as('sam'))).body;
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs[0]).toBeLessThan(Date.parse(view.deadline));
    expect(Date.parse(view.submittedAt)).toBeGreaterThan(Date.parse(view.deadline));
  });
});
