import type { LiveMockCounts } from '@ssc/contracts';
import type { Redis } from 'ioredis';
import type { LiveMockCountName } from './live-mock-types';

export type LiveMockCounter = {
  add(liveMockId: string, name: LiveMockCountName, by?: number): Promise<void>;
  /** Counts of each mock, in order; one round trip. */
  read(liveMockIds: readonly string[]): Promise<LiveMockCounts[]>;
};

const ZERO: LiveMockCounts = { registered: 0, started: 0, submitted: 0, closed: 0 };
const asCount = (value: string | undefined) => Math.max(0, Number.parseInt(value ?? '0', 10) || 0);

/**
 * Registered, started, submitted and closed per mock, as one Redis hash each (HINCRBY): a
 * crowd of starts and submissions must not turn into updates of one FerretDB document (~2.2 ms
 * each on its single writer). Counted once by whoever appended the event (or inserted the
 * registration); a crash between the two loses one count, never adds one twice.
 */
export function createLiveMockCounter(redis: Redis, prefix: string): LiveMockCounter {
  const key = (liveMockId: string) => `${prefix}:live-mock-counts:${liveMockId}`;
  return {
    async add(liveMockId, name, by = 1) {
      await redis.hincrby(key(liveMockId), name, by);
    },
    async read(liveMockIds) {
      if (liveMockIds.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const id of liveMockIds) pipeline.hgetall(key(id));
      const answers = (await pipeline.exec()) ?? [];
      return answers.map(([err, hash]) => {
        if (err) throw err;
        const h = (hash ?? {}) as Record<string, string>;
        if (Object.keys(h).length === 0) return ZERO;
        return {
          registered: asCount(h.registered),
          started: asCount(h.started),
          submitted: asCount(h.submitted),
          closed: asCount(h.closed),
        };
      });
    },
  };
}
