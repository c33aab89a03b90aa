import type { LiveAttemptRef } from '@ssc/contracts';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { ResultsConfig } from '../config';
import type { GroupStore } from './group-store';

export const NORMALISE_QUEUE_NAME = 'normalise-shift-group';

/** A group to normalise; the job finds out itself whether it is time. */
export const normaliseJob = z.object({ shiftGroup: z.string().min(1) });
export type NormaliseJob = z.infer<typeof normaliseJob>;
export type NormaliseQueue = Queue<NormaliseJob>;

/** A released shift's readers ask for their group's normalisation at most this often. */
export const READ_ASK_EVERY_MS = 10_000;

/** Late results within this long share one computation. */
export const LATE_RESULT_COALESCE_MS = 2_000;

/**
 * Done jobs are removed at once: a job id names a moment (a shift's release, a generation, a
 * wait for a release), and a kept job would make a later add of the same id a no-op.
 */
export function createNormaliseQueue(
  config: Pick<ResultsConfig, 'QUEUE_PREFIX' | 'SCORING_ATTEMPTS' | 'SCORING_BACKOFF_MS'>,
  connection: Redis,
): NormaliseQueue {
  return new Queue<NormaliseJob>(NORMALISE_QUEUE_NAME, {
    connection,
    prefix: config.QUEUE_PREFIX,
    defaultJobOptions: {
      attempts: config.SCORING_ATTEMPTS,
      backoff: { type: 'exponential', delay: config.SCORING_BACKOFF_MS },
      removeOnComplete: true,
      removeOnFail: { age: 30 * 24 * 60 * 60 },
    },
  });
}

/** What the scoring worker calls after recording a live result of a shift (score-worker.ts). */
export type NormalisationTrigger = { resultRecorded(live: LiveAttemptRef): Promise<void> };

/**
 * Counts the result into its group's generation and asks for a normalisation: at its shift's
 * release for a result scored before it (one job per shift, however many takers), a moment
 * later for one scored after it (a late close, a retried job: the group is computed again).
 * The job computes only once every shift has released, and skips when nothing is new.
 */
export function normalisationTrigger(
  queue: NormaliseQueue,
  store: Pick<GroupStore, 'noteResult'>,
  clock: () => Date,
): NormalisationTrigger {
  return {
    async resultRecorded(live) {
      const group = live.shiftGroup;
      if (!group) return;
      const generation = await store.noteResult(group);
      const untilRelease = Date.parse(live.resultsReleaseAt) - clock().getTime();
      if (untilRelease > 0)
        await queue.add(
          'normalise',
          { shiftGroup: group },
          { jobId: `${group}-release-${live.liveMockId}`, delay: untilRelease },
        );
      else
        await queue.add(
          'normalise',
          { shiftGroup: group },
          { jobId: `${group}-gen-${generation}`, delay: LATE_RESULT_COALESCE_MS },
        );
    },
  };
}

/** What a result read calls for a released shift whose group has no computation for it yet. */
export type NormalisationOnRead = { notNormalised(shiftGroup: string): Promise<void> };

/**
 * The group's own jobs (at each shift's release, then asking again while it waits) are the
 * plan; this is the safety net a reader gives it. A released shift's result without a
 * normalised score means a job the plan counted on did not run or found the group not ready:
 * the taker would see a rank among the shift only, the wrong rank, for good. So every read then
 * asks for a job (one per group per READ_ASK_EVERY_MS, by a Redis `SET NX PX`), which computes
 * if every shift has released and waits again otherwise. The pages read again by themselves
 * while they wait (useAwaitNormalisation.ts), so the group is computed within their next reads.
 */
export function normalisationOnRead(
  queue: NormaliseQueue,
  redis: Redis,
  askedKey: (group: string) => string,
  clock: () => Date,
): NormalisationOnRead {
  return {
    async notNormalised(shiftGroup) {
      const asked = await redis.set(askedKey(shiftGroup), '1', 'PX', READ_ASK_EVERY_MS, 'NX');
      if (asked !== 'OK') return;
      await queue.add('normalise', { shiftGroup }, { jobId: `${shiftGroup}-read-${clock().getTime()}` });
    },
  };
}
