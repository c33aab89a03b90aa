import type { Redis } from 'ioredis';
import type { ScoreJob } from '../jobs/score-queue';
import type { AttemptEntry } from './collections';
import type { RedisKeys } from './redis-keys';

/** The list entry an attempt has while it is being scored. */
export const processingEntry = (job: ScoreJob): AttemptEntry => ({
  attemptId: job.attemptId,
  testId: job.testId,
  title: job.test.title,
  testType: job.test.testType,
  examType: job.test.examType,
  attemptNumber: job.attemptNumber,
  countsForRank: job.attemptNumber === 1,
  startedAt: job.startedAt,
  submittedAt: job.submittedAt,
  status: 'PROCESSING',
  score: null,
  totalMarks: job.test.totalMarks,
  percentage: null,
});

export type PendingAttempts = {
  /** Marks submissions as being scored (one round trip for the batch). */
  mark(jobs: readonly ScoreJob[]): Promise<void>;
  has(userId: string, attemptId: string): Promise<boolean>;
  list(userId: string): Promise<AttemptEntry[]>;
  clear(userId: string, attemptIds: readonly string[]): Promise<void>;
};

/**
 * Attempts queued for scoring, per user in a Redis hash beside their BullMQ jobs: the consumer
 * marks them when it enqueues, the worker clears the mark in the same MULTI that ranks the
 * result. It is what tells "being scored" (202, PROCESSING in the lists) from "not yours" (404).
 * Kept in Redis rather than the database: it lives exactly as long as the job (same store,
 * same durability), and as a FerretDB write it cost about 15 % of scoring throughput.
 */
export function pendingAttempts(redis: Redis, keys: Pick<RedisKeys, 'pending'>): PendingAttempts {
  return {
    async mark(jobs) {
      if (jobs.length === 0) return;
      const pipe = redis.pipeline();
      for (const job of jobs)
        pipe.hset(keys.pending(job.userId), job.attemptId, JSON.stringify(processingEntry(job)));
      const replies = (await pipe.exec()) ?? [];
      const failed = replies.find(([err]) => err);
      if (failed?.[0]) throw failed[0];
    },
    async has(userId, attemptId) {
      return (await redis.hexists(keys.pending(userId), attemptId)) === 1;
    },
    async list(userId) {
      return (await redis.hvals(keys.pending(userId))).map((v) => JSON.parse(v) as AttemptEntry);
    },
    async clear(userId, attemptIds) {
      if (attemptIds.length > 0) await redis.hdel(keys.pending(userId), ...attemptIds);
    },
  };
}
