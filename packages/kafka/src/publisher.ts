import { Producer, stringSerializers } from '@platformatic/kafka';
import { baseOptions, type KafkaConnection } from './connection';

/** A message as it goes on a topic: the key picks the partition (per-key order). */
export type OutgoingMessage = { key: string; value: string; headers?: Record<string, string> };

export type Publisher = {
  /** Sends `messages` in one request per partition leader, acknowledged by every in-sync replica. */
  send(topic: string, messages: readonly OutgoingMessage[]): Promise<void>;
  close(): Promise<void>;
};

/**
 * A publish outlasts a partition leader's death. The client asks for fresh metadata after a
 * failed try (the dead broker's connection error, NOT_LEADER from a follower), and the cluster
 * moves the leader about 8 s after a kill on 3 nodes (event-bus cluster int test). Waits of
 * 200 ms doubling to a 5 s cap, 12 of them, span ~40 s and try again every 5 s once past the
 * first few.
 */
const PUBLISH_RETRIES = 12;
const publishRetryDelay = (_client: unknown, _op: string, attempt: number) =>
  Math.min(5_000, 200 * 2 ** Math.max(0, attempt - 1));

/**
 * Idempotent producer, acks from all in-sync replicas, one request in flight (the client forces
 * both for an idempotent producer), so a retried request is written once and per-key order holds.
 * Connects on the first send.
 */
export function createPublisher(conn: KafkaConnection): Publisher {
  const producer = new Producer({
    ...baseOptions(conn),
    idempotent: true,
    acks: -1,
    retries: PUBLISH_RETRIES,
    retryDelay: publishRetryDelay,
    autocreateTopics: true,
    serializers: stringSerializers,
  });
  return {
    async send(topic, messages) {
      if (messages.length === 0) return;
      await producer.send({
        messages: messages.map((m) => ({ topic, key: m.key, value: m.value, headers: m.headers })),
      });
    },
    close: () => producer.close(),
  };
}
