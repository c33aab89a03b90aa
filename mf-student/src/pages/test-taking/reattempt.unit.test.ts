import type { TestAttempt } from '@ssc/contracts';
import { describe, expect, it, vi } from 'vitest';
import { startReattempt } from './reattempt';

describe('reattempt start', () => {
  it('shares one request between concurrent callers (StrictMode double effects), then forgets it', async () => {
    let resolve: (attempt: TestAttempt) => void = () => undefined;
    const start = vi.fn(() => new Promise<TestAttempt>((r) => (resolve = r)));
    const first = startReattempt('old-1', 'test-1', start);
    const second = startReattempt('old-1', 'test-1', start);
    expect(start).toHaveBeenCalledTimes(1);
    resolve({ id: 'new-1' } as TestAttempt);
    expect((await first).id).toBe('new-1');
    expect((await second).id).toBe('new-1');
    await Promise.resolve();
    startReattempt('old-1', 'test-1', async () => ({ id: 'new-2' }) as TestAttempt);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed start so it can be retried', async () => {
    const failing = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(startReattempt('old-2', 't', failing)).rejects.toThrow('offline');
    const ok = vi.fn(async () => ({ id: 'n' }) as TestAttempt);
    expect((await startReattempt('old-2', 't', ok)).id).toBe('n');
  });
});
