import type { ResultsConfig } from '../config';

/** Every Redis key the service writes besides BullMQ's own (which live under QUEUE_PREFIX too). */
export type RedisKeys = {
  /** Sorted set of a test's ranking: member = user id, score = first attempt's score. */
  rank(testId: string): string;
  /** Hash of a user's submitted attempts: attempt id → AttemptEntry JSON (user-attempts.ts). */
  attempts(userId: string): string;
  /** Stream of ResultComputed envelopes not yet on Kafka. */
  outbox: string;
};

export function redisKeys(config: Pick<ResultsConfig, 'RANK_KEY_PREFIX' | 'QUEUE_PREFIX'>): RedisKeys {
  return {
    rank: (testId) => `${config.RANK_KEY_PREFIX}${testId}`,
    attempts: (userId) => `${config.QUEUE_PREFIX}:results:attempts:${userId}`,
    outbox: `${config.QUEUE_PREFIX}:results:outbox`,
  };
}
