import type { Redis } from 'ioredis';

export type LiveMockDeadlines = {
  /** A started attempt whose deadline runs past the mock's end (compensatory time). */
  record(liveMockId: string, attemptId: string, deadlineMs: number): Promise<void>;
  /** Takes back a record whose start was then refused. */
  forget(liveMockId: string, attemptId: string): Promise<void>;
  /** The latest recorded deadline of each mock that has one (one round trip). */
  latest(liveMockIds: readonly string[]): Promise<Map<string, number>>;
};

/**
 * The deadlines of a mock's takers that run past its end, as one Redis sorted set per mock
 * (member attempt id, score the deadline in ms): the results release waits for the latest of
 * them (live-mock-times.ts `liveMockRelease`). Only takers with compensatory time are recorded,
 * so a set holds a handful of members and a crowd's starts write nothing here. Kept in the same
 * Redis as the counts and the deadline jobs.
 */
export function createLiveMockDeadlines(redis: Redis, prefix: string): LiveMockDeadlines {
  const key = (liveMockId: string) => `${prefix}:live-mock-deadlines:${liveMockId}`;
  return {
    async record(liveMockId, attemptId, deadlineMs) {
      await redis.zadd(key(liveMockId), deadlineMs, attemptId);
    },
    async forget(liveMockId, attemptId) {
      await redis.zrem(key(liveMockId), attemptId);
    },
    async latest(liveMockIds) {
      const found = new Map<string, number>();
      if (liveMockIds.length === 0) return found;
      const pipeline = redis.pipeline();
      for (const id of liveMockIds) pipeline.zrange(key(id), -1, -1, 'WITHSCORES');
      const answers = (await pipeline.exec()) ?? [];
      answers.forEach(([err, reply], i) => {
        if (err) throw err;
        const [, score] = (reply ?? []) as string[];
        const id = liveMockIds[i];
        const ms = Number(score);
        if (id !== undefined && score !== undefined && Number.isFinite(ms)) found.set(id, ms);
      });
      return found;
    },
  };
}
