import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnyEnvelope } from '@ssc/contracts';
import { type KafkaCluster, startKafkaCluster } from '@ssc/infra';
import { createKafkaAdmin } from '@ssc/kafka';
import { uniqueName } from '@ssc/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type EventBus } from './event-bus';
import { createLogger } from './logger';

/**
 * The event bus on the scaled topology's 3-node Kafka cluster (infra kafka-cluster.ts), started
 * for this file alone so its brokers can be killed. SSC_TEST_PORT_BASE moves its six ports
 * (base+700 … base+705).
 */
const base = Number(process.env.SSC_TEST_PORT_BASE ?? 24_000) + 700;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssc-kafka-cluster-it-'));
let cluster: KafkaCluster;
let bus: EventBus;

beforeAll(async () => {
  cluster = await startKafkaCluster({
    ports: [base, base + 1, base + 2],
    controllerPorts: [base + 3, base + 4, base + 5],
    dir,
    heapMb: 256,
  });
  bus = createEventBus({
    clientId: uniqueName('bus-cluster-test'),
    brokers: cluster.brokers,
    logger: createLogger('event-bus-cluster-test', 'silent'),
  });
}, 300_000);

afterAll(async () => {
  await bus?.close();
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);

const envelope = (key: string, n: number): AnyEnvelope => ({
  id: randomUUID(),
  type: 'Probe',
  version: 1,
  occurredAt: new Date().toISOString(),
  key,
  data: { n },
});

/** Everything on `topic` from the beginning, read by a new group, until `count` have arrived. */
async function readAll(topic: string, count: number): Promise<AnyEnvelope[]> {
  const received: AnyEnvelope[] = [];
  const reader = createEventBus({
    clientId: uniqueName('bus-cluster-reader'),
    brokers: cluster.brokers,
    logger: createLogger('event-bus-cluster-reader', 'silent'),
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`read ${received.length} of ${count}`)), 60_000);
      void reader
        .subscribe({
          groupId: uniqueName('cluster-reader'),
          topics: [topic],
          handle: async (event) => {
            received.push(event);
            if (received.length >= count) {
              clearTimeout(timer);
              resolve();
            }
          },
        })
        .catch(reject);
    });
  } finally {
    await reader.close();
  }
  return received;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
    value = await read();
  }
  return value;
}

describe('event bus on a 3-node Kafka cluster', () => {
  it('creates topics replicated to all three, two of them needed in sync for a write', async () => {
    const topic = uniqueName('cluster-rf');
    await bus.ensureTopics([topic], 3);
    const partitions = await cluster.partitionLeaders(topic);
    expect(partitions).toHaveLength(3);
    for (const p of partitions) {
      expect([...p.replicas].sort()).toEqual([1, 2, 3]);
      expect([...p.isr].sort()).toEqual([1, 2, 3]);
    }
    const admin = createKafkaAdmin({ clientId: uniqueName('cluster-config'), brokers: cluster.brokers });
    // Asked again while a broker does not know the new topic yet (UNKNOWN_TOPIC_OR_PARTITION).
    const minIsr = () => admin.topicConfig(topic, 'min.insync.replicas').catch(() => undefined);
    try {
      expect(await until(minIsr, (value) => value !== undefined, 10_000)).toBe('2');
    } finally {
      await admin.close();
    }
  });

  it('loses and reorders nothing when the partition leader is killed, and takes the broker back', async () => {
    const topic = uniqueName('cluster-failover');
    await bus.ensureTopics([topic], 1);
    const before = Array.from({ length: 50 }, (_, i) => envelope('attempt-1', i));
    await bus.publish(topic, before);
    const [first] = await cluster.partitionLeaders(topic);
    const leader = first?.leader ?? -1;
    expect([1, 2, 3]).toContain(leader);

    await cluster.stopBroker(leader, 'SIGKILL');
    // The bus (idempotent, one request in flight, acks -1) retries until a new leader takes it.
    const during = Array.from({ length: 50 }, (_, i) => envelope('attempt-1', 50 + i));
    await bus.publish(topic, during);
    const [moved] = await cluster.partitionLeaders(topic);
    expect(moved?.leader).not.toBe(leader);
    expect(moved?.isr).not.toContain(leader);

    const sent = [...before, ...during];
    expect((await readAll(topic, sent.length)).map((e) => e.id)).toEqual(sent.map((e) => e.id));

    await cluster.startBroker(leader);
    const healed = await until(
      () => cluster.partitionLeaders(topic),
      (ps) => ps[0]?.isr.length === 3,
    );
    expect([...(healed[0]?.isr ?? [])].sort()).toEqual([1, 2, 3]);
    const after = Array.from({ length: 10 }, (_, i) => envelope('attempt-1', 100 + i));
    await bus.publish(topic, after);
    const all = [...sent, ...after];
    expect((await readAll(topic, all.length)).map((e) => e.id)).toEqual(all.map((e) => e.id));
  }, 180_000);

  it('moves leadership off a broker stopped with SIGTERM before it exits', async () => {
    const topic = uniqueName('cluster-sigterm');
    await bus.ensureTopics([topic], 1);
    await bus.publish(topic, [envelope('k', 0)]);
    const leader = (await cluster.partitionLeaders(topic))[0]?.leader ?? -1;
    await cluster.stopBroker(leader, 'SIGTERM');
    const [moved] = await cluster.partitionLeaders(topic);
    expect(moved?.leader).not.toBe(leader);
    await bus.publish(topic, [envelope('k', 1)]);
    expect(await readAll(topic, 2)).toHaveLength(2);
    await cluster.startBroker(leader);
    await until(
      () => cluster.partitionLeaders(topic),
      (ps) => ps[0]?.isr.length === 3,
    );
  }, 180_000);
});
