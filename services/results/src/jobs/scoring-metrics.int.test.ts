import { createMetrics } from '@ssc/service-kit';
import { metricSample } from '@ssc/test-kit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ResultsHarness, startResultsHarness, submittedSheet } from '../results-test-harness';
import { SCORE_QUEUE_NAME, type ScoreJob } from './score-queue';
import { scoringCounters } from './score-worker';

const metrics = createMetrics('results-worker', { processMetrics: false });
let h: ResultsHarness;
beforeAll(async () => {
  h = await startResultsHarness({
    worker: { counters: scoringCounters(metrics.registry) },
    scoringAttempts: 1,
  });
});
afterAll(() => h.close());

const sample = async (name: string, labels: Record<string, string> = {}) =>
  metricSample(await metrics.registry.metrics(), name, { service: 'results-worker', ...labels });

describe('the scoring worker’s metrics', () => {
  it('counts each result it records once, not a repeated job', async () => {
    const testId = `test-m-${Date.now().toString(36)}`;
    h.upstreams.addQuestions(testId, 2);
    const data = submittedSheet({
      attemptId: `asha-${testId}`,
      userId: 'asha',
      testId,
      rows: [{ selectedAnswer: 'A' }, { selectedAnswer: 'B' }],
    });
    expect(await sample('ssc_results_ranked_total')).toBe(0);
    const done = h.finished(data.attemptId);
    await h.submit(data);
    await done;
    expect(await sample('ssc_results_ranked_total')).toBe(1);

    // The same attempt scored again (a job made after the first was removed) records nothing new.
    const again = h.finished(data.attemptId);
    await (await h.queue.getJob(data.attemptId))?.remove();
    await h.queue.add('score', { ...data, eventId: 'again' }, { jobId: data.attemptId });
    await again;
    expect(await sample('ssc_results_ranked_total')).toBe(1);
  });

  it('counts a dead-lettered job under its queue', async () => {
    const failed = h.finished('malformed-metrics').catch(() => 'failed');
    await h.queue.add('score', { attemptId: 'malformed-metrics' } as unknown as ScoreJob, {
      jobId: 'malformed-metrics',
    });
    expect(await failed).toBe('failed');
    await vi.waitFor(
      async () => expect(await sample('bullmq_dead_lettered_total', { queue: SCORE_QUEUE_NAME })).toBe(1),
      { timeout: 10_000, interval: 100 },
    );
  });
});
