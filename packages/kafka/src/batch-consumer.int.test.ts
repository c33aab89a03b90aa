import { uniqueName } from '@ssc/test-kit';
import { describe, expect, it } from 'vitest';
import { type IncomingMessage, startBatchConsumer } from './batch-consumer';
import { kafkaTestClients, waitUntil } from './kafka-test-clients';

const { conn, admin, publisher, topicName, readUntil } = kafkaTestClients('consumer-test');
const log = { warn: () => undefined };

/** A one-partition topic holding m0..m{to - 1}, one key. */
async function topicWith(to: number): Promise<string> {
  const topic = topicName('consumer');
  await admin.ensureTopics([topic], { partitions: 1 });
  await publish(topic, 0, to);
  return topic;
}
const publish = (topic: string, from: number, to: number) =>
  publisher.send(
    topic,
    Array.from({ length: to - from }, (_, i) => ({ key: 'k', value: `m${from + i}` })),
  );

const committed = async (groupId: string, topic: string) =>
  (await admin.offsets(groupId, [topic]))[0]?.committed;
const offsetsOf = (batch: readonly IncomingMessage[]) => batch.map((m) => Number(m.offset));

describe('the batch consumer on a real broker', () => {
  it('never moves past a batch its handler failed, and a restarted member resumes right after the last handled one', async () => {
    const topic = await topicWith(10);
    const groupId = uniqueName('consumer-group');

    // The first member handles batches of at most 3 and fails, for good, on any batch holding m6+.
    const handled: number[][] = [];
    const failed: number[][] = [];
    const first = await startBatchConsumer(conn, {
      groupId,
      topics: [topic],
      fromBeginning: true,
      maxBatch: 3,
      log,
      handle: async (batch) => {
        const offsets = offsetsOf(batch);
        if (offsets.some((o) => o >= 6)) {
          failed.push(offsets);
          throw new Error('not handled');
        }
        handled.push(offsets);
      },
    });
    let resumeAt: number;
    try {
      await waitUntil(() => failed.length >= 2);
      expect(handled.every((b) => b.length >= 1 && b.length <= 3)).toBe(true);
      const done = handled.flat();
      resumeAt = done.length;
      expect(done).toEqual([...Array(resumeAt).keys()]);
      // The same batch again, starting at the first message not handled.
      expect(failed[1]).toEqual(failed[0]);
      expect(failed[0]?.[0]).toBe(resumeAt);
      // Committed while running (batched, every 250 ms), not only at stop.
      await waitUntil(async () => (await committed(groupId, topic)) === resumeAt);
    } finally {
      await first.stop();
    }
    expect(await committed(groupId, topic)).toBe(resumeAt);

    await publish(topic, 10, 12);
    const second: IncomingMessage[] = [];
    await readUntil({ groupId, topics: [topic], fromBeginning: true, maxBatch: 3 }, second, () =>
      second.some((m) => m.value?.toString() === 'm11'),
    );
    // Nothing skipped and, after a clean stop, nothing handed over twice.
    expect(offsetsOf(second)).toEqual([...Array(12).keys()].slice(resumeAt));
    expect(second.map((m) => m.value?.toString())).toEqual(
      [...Array(12).keys()].slice(resumeAt).map((n) => `m${n}`),
    );
    expect(await committed(groupId, topic)).toBe(12);
  });

  it('commits what was handled at stop, before its commit timer is due', async () => {
    const topic = await topicWith(5);
    const groupId = uniqueName('consumer-group');
    const received: IncomingMessage[] = [];
    const consumer = await startBatchConsumer(conn, {
      groupId,
      topics: [topic],
      fromBeginning: true,
      commitEveryMs: 600_000,
      log,
      handle: async (batch) => {
        received.push(...batch);
      },
    });
    try {
      await waitUntil(() => received.length >= 5);
      expect(await committed(groupId, topic)).toBe(-1);
    } finally {
      await consumer.stop();
    }
    expect(await committed(groupId, topic)).toBe(5);
  });
});
