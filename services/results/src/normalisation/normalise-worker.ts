import type { Logger } from '@ssc/service-kit';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ResultsConfig } from '../config';
import { type NormaliseDeps, type NormaliseOutcome, normaliseGroup } from './normalise-group';
import {
  NORMALISE_QUEUE_NAME,
  type NormaliseJob,
  type NormaliseQueue,
  normaliseJob,
} from './normalise-queue';

export type NormaliseWorker = Worker<NormaliseJob, NormaliseOutcome>;

/** A waiting group is asked again this long after its last shift's release. */
const AFTER_RELEASE_MS = 1_000;

/**
 * Runs `normalise-shift-group` jobs in the results worker (worker.ts). A group whose last shift
 * has not released yet gets one job at that moment (deduplicated by its id). A few groups at a
 * time: each computation reads and writes every taker of its group.
 */
export function createNormaliseWorker(deps: {
  normalise: NormaliseDeps;
  queue: NormaliseQueue;
  redis: Redis;
  config: Pick<ResultsConfig, 'QUEUE_PREFIX'>;
  logger: Logger;
  autorun?: boolean;
}): NormaliseWorker {
  const { logger } = deps;
  const processor = async (job: Job<NormaliseJob, NormaliseOutcome>): Promise<NormaliseOutcome> => {
    const payload = normaliseJob.safeParse(job.data);
    if (!payload.success) throw new UnrecoverableError('The normalisation job is malformed');
    const group = payload.data.shiftGroup;
    const outcome = await normaliseGroup(deps.normalise, group);
    if (outcome.kind === 'waiting') {
      const at = Date.parse(outcome.until) + AFTER_RELEASE_MS;
      const jobId = `${group}-wait-${at}`;
      const next = await deps.queue.add(
        'normalise',
        { shiftGroup: group },
        { jobId, delay: Math.max(0, at - deps.normalise.clock().getTime()) },
      );
      // Which job ran, what it found and when the group is asked again (an id already taken adds
      // nothing), so a group left unnormalised can be traced. Info, not warn: a group whose
      // shifts are days apart waits like this, asked on each of its readers' reads.
      logger.info(
        { group, jobId: job.id, until: outcome.until, next: next.id, nextAt: new Date(at).toISOString() },
        'shift group not ready to normalise; asked again later',
      );
    }
    if (outcome.kind === 'computed') logger.info({ group, ...outcome }, 'shift group normalised');
    return outcome;
  };
  const worker = new Worker<NormaliseJob, NormaliseOutcome>(NORMALISE_QUEUE_NAME, processor, {
    connection: deps.redis,
    prefix: deps.config.QUEUE_PREFIX,
    concurrency: 4,
    autorun: deps.autorun ?? true,
  });
  worker.on('failed', (job, err) =>
    logger.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'normalisation job failed'),
  );
  return worker;
}
