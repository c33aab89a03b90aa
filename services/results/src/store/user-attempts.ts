import type { ExamType, TestType } from '@ssc/contracts';
import type { ChainableCommander, Redis } from 'ioredis';
import type { ScoreJob } from '../jobs/score-queue';
import { latestPossibleRelease } from '../live/live-release';
import type { RedisKeys } from './redis-keys';

/** One attempt in a user's lists; a PROCESSING entry has no score yet. */
export type AttemptEntry = {
  attemptId: string;
  testId: string;
  title: string;
  testType: TestType;
  examType: ExamType;
  attemptNumber: number;
  countsForRank: boolean;
  startedAt: string;
  submittedAt: string;
  status: 'SCORED' | 'PROCESSING';
  score: number | null;
  totalMarks: number;
  percentage: number | null;
  /** On a PROCESSING entry whose scoring job failed for good (dead-lettered): waiting for an operator. */
  delayed?: true;
  /**
   * An attempt at a live mock: its mock, the release its event carried (`resultsReleaseAt`, what
   * was known then) and the latest the release can be (`latestPossibleRelease`). Lists withhold
   * its score until the mock's release (live-release.ts). Entries from before carry only `releaseAt`.
   */
  releaseAt?: string;
  liveMockId?: string;
  releaseBy?: string;
};

/** The live fields of a list entry, from the attempt's event and the paper's length. */
export const liveEntryFields = (
  liveMock: { liveMockId: string; resultsReleaseAt: string } | undefined,
  durationMinutes: number,
): Pick<AttemptEntry, 'releaseAt' | 'liveMockId' | 'releaseBy'> =>
  liveMock
    ? {
        releaseAt: liveMock.resultsReleaseAt,
        liveMockId: liveMock.liveMockId,
        releaseBy: latestPossibleRelease(liveMock.resultsReleaseAt, durationMinutes),
      }
    : {};

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
  ...liveEntryFields(job.liveMock, job.test.durationMinutes),
});

export type UserAttempts = {
  /** Consumer: a PROCESSING entry per new submission (one round trip); an entry already there stays. */
  markSubmitted(jobs: readonly ScoreJob[]): Promise<void>;
  /** Worker, inside its MULTI: the scored entry replaces the processing one. */
  recordScored(tx: ChainableCommander, userId: string, entry: AttemptEntry): void;
  /** Worker: the attempt's scoring failed for good; its PROCESSING entry says so. */
  markDelayed(userId: string, attemptId: string): Promise<void>;
  /** The user's entry for the attempt: null when it is not theirs (or unknown). */
  get(userId: string, attemptId: string): Promise<AttemptEntry | null>;
  list(userId: string): Promise<AttemptEntry[]>;
};

/** Only a PROCESSING entry is marked: a scored one (an operator retried in between) stays as it is. */
const MARK_DELAYED_LUA = `
local value = redis.call('HGET', KEYS[1], ARGV[1])
if not value then return 0 end
local entry = cjson.decode(value)
if entry.status ~= 'PROCESSING' then return 0 end
entry.delayed = true
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(entry))
return 1`;

/**
 * Every submitted attempt of a user — what the dashboard and the attempt lists show — in one
 * Redis hash per user (attempt id → AttemptEntry JSON). The consumer adds a PROCESSING entry
 * with HSETNX when it enqueues the job (a redelivered submission never turns a scored entry back
 * into processing); the worker overwrites it with the SCORED entry in the same MULTI that ranks
 * the result. It tells "being scored" (202) from "not yours" (404), and a list is one HVALS.
 *
 * Why Redis and not a per-user document: FerretDB runs one write at a time and an upsert into
 * a user's document cost more than the result insert itself — with it, a 1,000-submission burst
 * scored at ~255/s; without it, ~480/s (bench/scoring-burst.ts). The entries are an index over
 * the stored results, kept in the same AOF-persisted Redis as the queue and the rankings, and
 * rebuilt from the results collection by `npm run rerank -w @ssc/results`.
 */
export function userAttempts(redis: Redis, keys: Pick<RedisKeys, 'attempts'>): UserAttempts {
  return {
    async markSubmitted(jobs) {
      if (jobs.length === 0) return;
      const pipe = redis.pipeline();
      for (const job of jobs)
        pipe.hsetnx(keys.attempts(job.userId), job.attemptId, JSON.stringify(processingEntry(job)));
      const replies = (await pipe.exec()) ?? [];
      const failed = replies.find(([err]) => err);
      if (failed?.[0]) throw failed[0];
    },
    recordScored(tx, userId, entry) {
      tx.hset(keys.attempts(userId), entry.attemptId, JSON.stringify(entry));
    },
    async markDelayed(userId, attemptId) {
      await redis.eval(MARK_DELAYED_LUA, 1, keys.attempts(userId), attemptId);
    },
    async get(userId, attemptId) {
      const value = await redis.hget(keys.attempts(userId), attemptId);
      return value === null ? null : (JSON.parse(value) as AttemptEntry);
    },
    async list(userId) {
      return (await redis.hvals(keys.attempts(userId))).map((v) => JSON.parse(v) as AttemptEntry);
    },
  };
}
