import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { AttemptsConfig } from '../config';
import { closesAt } from '../domain/attempt-rules';
import type { AttemptPolicy, AttemptState } from '../domain/attempt-types';

export const DEADLINE_QUEUE_NAME = 'attempt-deadlines';

/** Payload of a deadline job (internal to this service: the API adds, its worker runs). */
export const deadlineJob = z.object({ attemptId: z.string().min(1), userId: z.string().min(1) });
export type DeadlineJob = z.infer<typeof deadlineJob>;
export type DeadlineQueue = Queue<DeadlineJob>;

const DAY_SECONDS = 24 * 60 * 60;

export function createDeadlineQueue(
  config: Pick<AttemptsConfig, 'QUEUE_PREFIX'>,
  connection: Redis,
): DeadlineQueue {
  return new Queue<DeadlineJob>(DEADLINE_QUEUE_NAME, {
    connection,
    prefix: config.QUEUE_PREFIX,
    defaultJobOptions: {
      attempts: 20,
      backoff: { type: 'exponential', delay: 2_000 },
      // Kept a day so that re-adding a finished attempt's job stays a no-op.
      removeOnComplete: { age: DAY_SECONDS },
      removeOnFail: { age: 30 * DAY_SECONDS },
    },
  });
}

/**
 * Schedules the server-side close at deadline + grace (`jobId` = attempt id, so adding it again —
 * a retried start, a second start returning the live attempt — is a no-op).
 */
export async function scheduleDeadline(
  queue: DeadlineQueue,
  state: AttemptState,
  policy: AttemptPolicy,
  now: Date,
): Promise<void> {
  await queue.add(
    'close',
    { attemptId: state.id, userId: state.userId },
    { jobId: state.id, delay: Math.max(0, closesAt(state, policy) - now.getTime()) },
  );
}
