import { attemptSubmittedData } from '@ssc/contracts';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { ResultsConfig } from '../config';

export const SCORE_QUEUE_NAME = 'score-attempt';

/** Payload of a scoring job: the AttemptSubmitted data and the id of the event it came from. */
export const scoreJob = attemptSubmittedData.extend({ eventId: z.string().min(1) });
export type ScoreJob = z.infer<typeof scoreJob>;
export type ScoreQueue = Queue<ScoreJob>;

const DAY_SECONDS = 24 * 60 * 60;

/**
 * `jobId` = attempt id, so a redelivered or duplicated event adds nothing while the job is kept.
 * Completed jobs are kept only briefly — each holds its answer sheet (about 12 kB at 100
 * questions), and a day of exam-season submissions would be gigabytes of Redis; a duplicate
 * that arrives later makes a new job, which finds the stored result and changes nothing.
 * Failed jobs stay a month beside their dead letters, so an operator can retry them.
 */
export function createScoreQueue(
  config: Pick<ResultsConfig, 'QUEUE_PREFIX' | 'SCORING_ATTEMPTS' | 'SCORING_BACKOFF_MS'>,
  connection: Redis,
): ScoreQueue {
  return new Queue<ScoreJob>(SCORE_QUEUE_NAME, {
    connection,
    prefix: config.QUEUE_PREFIX,
    defaultJobOptions: {
      attempts: config.SCORING_ATTEMPTS,
      backoff: { type: 'exponential', delay: config.SCORING_BACKOFF_MS },
      removeOnComplete: { age: 60 * 60, count: 5_000 },
      removeOnFail: { age: 30 * DAY_SECONDS },
    },
  });
}

/**
 * BullMQ refuses custom ids that read as integers or contain `:`; attempt ids (24 hex
 * characters) never do. An event whose id does is dead-lettered instead of failing its batch.
 */
export const isQueueableId = (id: string): boolean =>
  id.length > 0 && !id.includes(':') && `${Number.parseInt(id, 10)}` !== id;
