import type { Logger } from '@ssc/service-kit';
import { DelayedError, type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AttemptsConfig } from '../config';
import { closeAtDeadline } from '../domain/attempt-as-of';
import { closesAt } from '../domain/attempt-rules';
import type { AttemptPolicy } from '../domain/attempt-types';
import { decide } from '../domain/decide';
import type { AttemptStore } from '../store/event-store';
import { DEADLINE_QUEUE_NAME, type DeadlineJob, deadlineJob } from './deadline-queue';

export type DeadlineResult = { closed: boolean };
export type DeadlineWorker = Worker<DeadlineJob, DeadlineResult>;

/**
 * Closes attempts whose browser never submitted: at deadline + grace, SubmitAttempt with reason
 * DEADLINE (a no-op for an attempt already submitted). A job that runs early (clocks of Redis and
 * this host differ) is put back until the attempt is due.
 */
export function createDeadlineWorker(deps: {
  store: AttemptStore;
  redis: Redis;
  config: Pick<AttemptsConfig, 'QUEUE_PREFIX' | 'DEADLINE_CONCURRENCY'>;
  policy: AttemptPolicy;
  logger: Logger;
  clock?: () => Date;
  /** Tests pass `false` and call `worker.run()` themselves. */
  autorun?: boolean;
}): DeadlineWorker {
  const { store, policy, logger } = deps;
  const clock = deps.clock ?? (() => new Date());

  const processor = async (
    job: Job<DeadlineJob, DeadlineResult>,
    token?: string,
  ): Promise<DeadlineResult> => {
    const payload = deadlineJob.safeParse(job.data);
    if (!payload.success) throw new UnrecoverableError('The deadline job is malformed');
    const { attemptId, userId } = payload.data;
    const now = clock();
    const state = await store.load(attemptId, { fresh: true });
    if (!state) throw new UnrecoverableError(`attempt ${attemptId} does not exist`);
    const due = closesAt(state, policy);
    if (state.status === 'IN_PROGRESS' && now.getTime() < due) {
      await job.moveToDelayed(due, token);
      throw new DelayedError();
    }
    // Also for an attempt already submitted (nothing to decide then): the command re-records in
    // the outbox any event a crashed writer left unpublished, which reads never do.
    const { events } = await store.execute(attemptId, (current) =>
      decide(closeAtDeadline(attemptId, userId), current, now, policy),
    );
    if (events.length > 0) logger.info({ attemptId }, 'attempt closed at its deadline');
    return { closed: events.length > 0 };
  };

  const worker = new Worker<DeadlineJob, DeadlineResult>(DEADLINE_QUEUE_NAME, processor, {
    connection: deps.redis,
    prefix: deps.config.QUEUE_PREFIX,
    concurrency: deps.config.DEADLINE_CONCURRENCY,
    autorun: deps.autorun ?? true,
  });
  worker.on('failed', (job, err) => {
    if (job)
      logger.warn({ jobId: job.id, attempt: job.attemptsMade, err: err.message }, 'deadline job failed');
  });
  return worker;
}
