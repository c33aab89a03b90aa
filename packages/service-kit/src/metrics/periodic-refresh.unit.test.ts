import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { periodicRefresh } from './periodic-refresh';

const logger = createLogger('refresh-test', 'silent');

describe('periodicRefresh', () => {
  it('runs on a scrape only when the last run is older than the interval, one run at a time', async () => {
    let t = 0;
    let runs = 0;
    const refresh = periodicRefresh({
      work: async () => {
        runs += 1;
      },
      intervalMs: 10_000,
      logger,
      what: 'test',
      clock: () => t,
    });
    try {
      await Promise.all([refresh.ifStale(), refresh.ifStale()]);
      expect(runs).toBe(1);
      t = 9_999;
      await refresh.ifStale();
      expect(runs).toBe(1);
      t = 10_000;
      await refresh.ifStale();
      expect(runs).toBe(2);
      await refresh.now();
      expect(runs).toBe(3);
    } finally {
      refresh.stop();
    }
  });

  it('keeps a failure to itself', async () => {
    const refresh = periodicRefresh({
      work: async () => {
        throw new Error('broker away');
      },
      intervalMs: 10_000,
      logger,
      what: 'test',
    });
    try {
      await expect(refresh.now()).resolves.toBeUndefined();
    } finally {
      refresh.stop();
    }
  });

  it('lets a scrape wait only so long for a slow run', async () => {
    let finish!: () => void;
    const refresh = periodicRefresh({
      work: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
      intervalMs: 10_000,
      scrapeWaitMs: 50,
      logger,
      what: 'test',
    });
    try {
      const started = performance.now();
      await refresh.ifStale();
      expect(performance.now() - started).toBeLessThan(1_000);
      finish();
    } finally {
      refresh.stop();
    }
  });
});
