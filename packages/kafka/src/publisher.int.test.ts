import { uniqueName } from '@ssc/test-kit';
import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from './batch-consumer';
import { kafkaTestClients } from './kafka-test-clients';

const { admin, publisher, topicName, readUntil } = kafkaTestClients('publisher-test');

/** Messages on `topic`: the sum of its partitions' high watermarks. */
const onKafka = async (topic: string) =>
  (await admin.offsets(uniqueName('no-group'), [topic])).reduce((sum, p) => sum + p.high, 0);

describe('the publisher on a real broker', () => {
  it('keeps each key on one partition in send order, with its headers, on the log once send resolves', async () => {
    const topic = topicName('publisher');
    await admin.ensureTopics([topic], { partitions: 3 });
    const keys = ['k0', 'k1', 'k2', 'k3'];
    const message = (n: number) => ({
      key: keys[n % keys.length] as string,
      value: `m${n}`,
      headers: { type: 'Probe', n: String(n) },
    });

    await publisher.send(topic, [...Array(8).keys()].map(message));
    // acks from all in-sync replicas: the messages are committed when the promise resolves.
    expect(await onKafka(topic)).toBe(8);
    await publisher.send(
      topic,
      [...Array(8).keys()].map((n) => message(8 + n)),
    );
    expect(await onKafka(topic)).toBe(16);

    const received: IncomingMessage[] = [];
    await readUntil(
      { groupId: uniqueName('publisher-read'), topics: [topic], fromBeginning: true },
      received,
      () => received.length >= 16,
    );
    expect(received).toHaveLength(16);
    for (const [k, key] of keys.entries()) {
      const ofKey = received.filter((m) => m.key === key);
      expect(new Set(ofKey.map((m) => m.partition)).size).toBe(1);
      const sent = [k, k + 4, k + 8, k + 12];
      expect(ofKey.map((m) => m.value?.toString())).toEqual(sent.map((n) => `m${n}`));
      expect(ofKey.map((m) => m.headers)).toEqual(sent.map((n) => ({ type: 'Probe', n: String(n) })));
    }
  });

  it('creates a topic that does not exist yet on its first send', async () => {
    const topic = topicName('publisher-new');
    await publisher.send(topic, [{ key: 'k', value: 'first' }]);
    expect(await admin.listTopics()).toContain(topic);
    expect(await onKafka(topic)).toBe(1);
  });
});
