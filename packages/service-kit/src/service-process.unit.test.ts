import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { createMetrics } from './metrics';
import { runQueueWorkers } from './service-process';

describe('runQueueWorkers', () => {
  // gracefulShutdown arms a deadline that would end the process; fake timers keep it from firing.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says it started, then on stop closes the workers, the counted queue and the rest, in that order', async () => {
    const logger = createLogger('worker-unit', 'silent');
    const info = vi.spyOn(logger, 'info');
    const closed: string[] = [];
    const closable = (name: string) => ({ close: async () => void closed.push(name) });

    const stop = runQueueWorkers({
      name: 'scoring worker',
      concurrency: 4,
      config: { QUEUE_PREFIX: 'ssc-test', METRICS_HOST: '127.0.0.1', METRICS_ALLOW: [] },
      logger,
      metrics: createMetrics('results-worker', { processMetrics: false }),
      workers: [closable('worker'), closable('normaliser')],
      countedQueue: { name: 'score', getJobCounts: async () => ({}), ...closable('counted queue') },
      closers: [async () => void closed.push('relay'), async () => void closed.push('redis')],
    });

    expect(info).toHaveBeenCalledWith({ concurrency: 4, prefix: 'ssc-test' }, 'scoring worker started');
    await stop();
    expect(closed).toEqual(['worker', 'normaliser', 'counted queue', 'relay', 'redis']);
  });
});
