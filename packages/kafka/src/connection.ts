import { findErrorBy } from '@platformatic/kafka';

/** Where a client connects and what it calls itself (the broker logs and quotas see the id). */
export type KafkaConnection = {
  clientId: string;
  brokers: readonly string[];
  /** Per-request timeout (ms); a probe sets it short so a dead broker fails fast. */
  timeoutMs?: number;
};

/** What the clients report that is not an error of the call at hand (a failed commit, a retry). */
export type KafkaLog = {
  warn(obj: Record<string, unknown>, msg: string): void;
};

export const baseOptions = (conn: KafkaConnection) => ({
  clientId: conn.clientId,
  bootstrapBrokers: [...conn.brokers],
  ...(conn.timeoutMs !== undefined ? { timeout: conn.timeoutMs, connectTimeout: conn.timeoutMs } : {}),
});

export const isTopicUnknown = (err: unknown): boolean =>
  findErrorBy(err as Error, 'apiId', 'UNKNOWN_TOPIC_OR_PARTITION') !== null;

/**
 * Runs `work` again while a broker answers UNKNOWN_TOPIC_OR_PARTITION for a topic created a
 * moment ago: on a cluster the broker asked may not have the new topic's metadata yet (the first
 * start of the 3-node cluster in the event-bus cluster int test met it on subscribe).
 */
export async function whileTopicUnknown<T>(work: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    try {
      return await work();
    } catch (err) {
      if (!isTopicUnknown(err) || Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
