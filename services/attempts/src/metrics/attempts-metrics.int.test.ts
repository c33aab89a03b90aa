import { createLogger, createMetrics, queueMetrics } from '@ssc/service-kit';
import { metricSample } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from '../attempts-test-harness';
import { DEADLINE_QUEUE_NAME } from '../deadlines/deadline-queue';

let h: AttemptsHarness;
beforeAll(async () => {
  h = await startAttemptsHarness();
});
afterAll(() => h.close());

const sample = (text: string, name: string, labels: Record<string, string> = {}) =>
  metricSample(text, name, { service: 'attempts', ...labels });
const scrape = async () => (await request(h.app).get('/metrics').expect(200)).text;

describe('the attempts service’s /metrics', () => {
  it('counts a saved answer once, under the save route’s template and never the attempt id', async () => {
    const { attempt, ids } = await h.begin('meena');
    const before = await scrape();
    expect(sample(before, 'ssc_attempts_started_total')).toBe(1);
    expect(sample(before, 'ssc_answers_saved_total')).toBe(0);

    await h
      .record('meena', {
        testAttemptId: attempt.id,
        questionId: ids[0],
        selectedAnswer: 'A',
        attemptStatus: 'ANSWERED',
        timeSpent: 4,
        clientTs: 1_000,
      })
      .expect(200);
    await request(h.app)
      .put(`/api/test-attempts/${attempt.id}/auto-save`)
      .set(h.as('meena'))
      .send({})
      .expect(200);

    const text = await scrape();
    expect(sample(text, 'ssc_answers_saved_total')).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        le: '+Inf',
        method: 'POST',
        route: '/api/question-attempts',
      }),
    ).toBe(1);
    expect(
      sample(text, 'http_requests_total', {
        method: 'PUT',
        route: '/api/test-attempts/:id/auto-save',
        status: '200',
      }),
    ).toBe(1);
    expect(text).not.toContain(attempt.id);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);

    // The relay has not run (the harness flushes by hand): the save's event waits in the outbox.
    expect(sample(text, 'outbox_backlog_rows')).toBeGreaterThan(0);
    expect(sample(text, 'outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    await h.flushOutbox();
    await h.flushOutbox();
    expect(sample(await scrape(), 'outbox_backlog_rows')).toBe(0);
  });

  it('counts a submission by its reason', async () => {
    const { attempt } = await h.begin('kiran');
    await request(h.app)
      .post(`/api/test-attempts/${attempt.id}/submit`)
      .set(h.as('kiran'))
      .send({ reason: 'USER' })
      .expect(200);
    const text = await scrape();
    expect(sample(text, 'ssc_attempts_submitted_total', { reason: 'USER' })).toBe(1);
    expect(sample(text, 'ssc_attempts_submitted_total', { reason: 'DEADLINE' })).toBe(0);
  });

  it('shows a started attempt’s deadline job as delayed in bullmq_queue_jobs', async () => {
    await h.begin('lata');
    const metrics = createMetrics('attempts', { processMetrics: false });
    const gauges = queueMetrics({
      registry: metrics.registry,
      queues: [h.queue],
      logger: createLogger('metrics-test', 'silent'),
    });
    try {
      const text = await metrics.registry.metrics();
      const delayed = sample(text, 'bullmq_queue_jobs', { queue: DEADLINE_QUEUE_NAME, state: 'delayed' });
      expect(delayed).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'bullmq_queue_jobs', { queue: DEADLINE_QUEUE_NAME, state: 'active' })).toBe(0);
    } finally {
      gauges.stop();
    }
  });
});
