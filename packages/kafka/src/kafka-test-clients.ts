import { testInfra, uniqueName } from '@ssc/test-kit';
import { afterAll } from 'vitest';
import { createKafkaAdmin } from './admin';
import { type IncomingMessage, startBatchConsumer } from './batch-consumer';
import { createPublisher } from './publisher';

/**
 * For this package's int tests: an admin and a publisher on the local broker, topics of the
 * test's own that are deleted afterwards, and a reader that collects what a group receives.
 */
export function kafkaTestClients(name: string) {
  const conn = { clientId: uniqueName(name), brokers: testInfra().kafkaBrokers };
  const admin = createKafkaAdmin(conn);
  const publisher = createPublisher(conn);
  const topics: string[] = [];
  afterAll(async () => {
    await publisher.close();
    await admin.deleteTopics(topics).catch(() => undefined);
    await admin.close();
  });
  return {
    conn,
    admin,
    publisher,
    /** A topic name of this test's own (created by the caller or by a send). */
    topicName(prefix: string): string {
      const topic = uniqueName(prefix);
      topics.push(topic);
      return topic;
    },
    /**
     * Starts a group member that collects every message it is handed into `into`, waits until
     * `until` holds, then stops it (a clean stop commits what it handled).
     */
    async readUntil(
      opts: Omit<Parameters<typeof startBatchConsumer>[1], 'handle' | 'log'>,
      into: IncomingMessage[],
      until: () => boolean,
    ): Promise<void> {
      const consumer = await startBatchConsumer(conn, {
        ...opts,
        log: { warn: () => undefined },
        handle: async (batch) => {
          into.push(...batch);
        },
      });
      try {
        await waitUntil(until);
      } finally {
        await consumer.stop();
      }
    },
  };
}

export async function waitUntil(done: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
