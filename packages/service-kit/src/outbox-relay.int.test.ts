import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AnyEnvelope } from '@ssc/contracts';
import { createKafkaAdmin, type IncomingMessage } from '@ssc/kafka';
import { testInfra, uniqueName } from '@ssc/test-kit';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionOutbox, type OutboxIntentDoc } from './collection-outbox';
import { createEventBus, type EventBus } from './event-bus';
import { createLogger } from './logger';
import { connectMongo } from './mongo';
import { type OutboxLease, type OutboxSource, startOutboxRelay } from './outbox-relay';
import { connectRedis } from './redis';
import { redisLease } from './redis-lease';

const silent = createLogger('outbox-relay-test', 'silent');
const bus = createEventBus({
  clientId: uniqueName('relay-test'),
  brokers: testInfra().kafkaBrokers,
  logger: silent,
});
/** Long enough that only the test's own `flush()` and `stop()` run rounds. */
const NO_TIMER = 3_600_000;

let connection: Connection;
let redis: Redis;
const topics: string[] = [];
const locks: string[] = [];

beforeAll(async () => {
  connection = await connectMongo(testInfra().mongoUrl, uniqueName('outbox_relay'));
  redis = connectRedis(testInfra().redisUrl, 'outbox-relay-test');
});
afterAll(async () => {
  await bus.close();
  const admin = createKafkaAdmin({
    clientId: uniqueName('relay-test-admin'),
    brokers: testInfra().kafkaBrokers,
  });
  await admin.deleteTopics(topics).catch(() => undefined);
  await admin.close();
  if (locks.length > 0) await redis.del(...locks);
  await redis.quit();
  await connection.dropDatabase();
  await connection.close();
});

const envelope = (key: string, type: string, n: number): AnyEnvelope => ({
  id: randomUUID(),
  type,
  version: 1,
  occurredAt: new Date().toISOString(),
  key,
  data: { n },
});

async function newTopic(partitions: number): Promise<string> {
  const topic = uniqueName('relay');
  topics.push(topic);
  await bus.ensureTopics([topic], partitions);
  return topic;
}

/** An outbox collection of its own, each event recorded as a writer records it (intent, then ready). */
function newOutbox(batchSize?: number) {
  if (!connection.db) throw new Error('mongo not connected');
  const collection = connection.db.collection<OutboxIntentDoc>(uniqueName('outbox'));
  const handle = () => collectionOutbox(collection, { logger: silent, batchSize });
  const write = async (outbox: ReturnType<typeof handle>, topic: string, events: AnyEnvelope[]) => {
    for (const e of events) await outbox.around(topic, [e], async () => undefined);
  };
  return { handle, write, pending: () => collection.countDocuments() };
}

/** How many messages Kafka holds on `topics`: the sum of their high watermarks. */
async function onKafka(of: readonly string[]): Promise<number> {
  const offsets = await bus.offsets(uniqueName('no-group'), of);
  return offsets.reduce((sum, p) => sum + p.high, 0);
}

/** Everything on `topics` from the beginning, read by a group of its own until `count` arrived. */
async function readAll(of: string[], count: number): Promise<IncomingMessage[]> {
  const messages: IncomingMessage[] = [];
  await bus.consumeBatches({
    groupId: uniqueName('relay-read'),
    topics: of,
    fromBeginning: true,
    handle: async (batch) => {
      messages.push(...batch);
    },
  });
  await waitUntil(() => messages.length >= count);
  return messages;
}

const idsOf = (messages: readonly IncomingMessage[]) =>
  messages.map((m) => (JSON.parse(m.value?.toString() ?? 'null') as AnyEnvelope).id);

async function waitUntil(done: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The relays' Redis lease under `lock` (cleaned up afterwards), counting its renewals. */
function countedLease(lock: string): OutboxLease & { renewals: number } {
  locks.push(lock);
  const inner = redisLease(redis, lock, 30_000);
  const lease = {
    renewals: 0,
    acquire: () => inner.acquire(),
    renew: () => {
      lease.renewals++;
      return inner.renew();
    },
    release: () => inner.release(),
  };
  return lease;
}

describe('the outbox relay on real Kafka, FerretDB and Redis', () => {
  it('publishes rows in order under their keys, to the topics routing picks, and deletes them only once Kafka has them', async () => {
    const [stream, lifecycle] = [await newTopic(3), await newTopic(3)];
    const outbox = newOutbox(4);
    const keys = ['attempt-a', 'attempt-b', 'attempt-c'];
    const written = [...Array(10).keys()].map((n) =>
      envelope(keys[n % keys.length] as string, n % 4 === 0 ? 'Started' : 'Answered', n),
    );
    await outbox.write(outbox.handle(), stream, written);

    // At each `done`, what Kafka already holds and what the outbox still holds.
    const atDone: { rows: number; onKafka: number; pending: number }[] = [];
    const source = outbox.handle().source;
    const observed: OutboxSource = {
      async next() {
        const batch = await source.next();
        if (!batch) return null;
        return {
          ...batch,
          done: async () => {
            atDone.push({
              rows: batch.rows.length,
              onKafka: await onKafka([stream, lifecycle]),
              pending: await outbox.pending(),
            });
            await batch.done();
          },
        };
      },
    };
    const relay = startOutboxRelay({
      sources: [observed],
      bus,
      logger: silent,
      topicsOf: (row) => (row.envelope.type === 'Started' ? [row.topic, lifecycle] : [row.topic]),
      intervalMs: NO_TIMER,
    });
    try {
      expect(await relay.flush()).toBe(10);
    } finally {
      await relay.stop();
    }

    // Batches of 4: each on Kafka (a Started twice) before the relay removed it from the outbox.
    expect(atDone).toEqual([
      { rows: 4, onKafka: 5, pending: 10 },
      { rows: 4, onKafka: 10, pending: 6 },
      { rows: 2, onKafka: 13, pending: 2 },
    ]);
    expect(await outbox.pending()).toBe(0);

    const started = written.filter((e) => e.type === 'Started');
    const messages = await readAll([stream, lifecycle], written.length + started.length);
    expect(messages).toHaveLength(13);
    for (const m of messages) {
      const e = JSON.parse(m.value?.toString() ?? 'null') as AnyEnvelope;
      expect(m.key).toBe(e.key);
      expect(m.headers).toEqual({ type: e.type });
    }
    for (const [topic, expected] of [
      [stream, written],
      [lifecycle, started],
    ] as const) {
      for (const key of keys) {
        const ofKey = messages.filter((m) => m.topic === topic && m.key === key);
        expect(idsOf(ofKey)).toEqual(expected.filter((e) => e.key === key).map((e) => e.id));
        // One partition per key: the order above is the order every consumer sees.
        expect(new Set(ofKey.map((m) => m.partition)).size).toBeLessThanOrEqual(1);
      }
    }
  });

  it('lets only the relay holding the lease publish; the other takes over once it is free', async () => {
    const topic = await newTopic(1);
    const outbox = newOutbox(2);
    const lock = uniqueName('relay-lock');
    const first = Array.from({ length: 6 }, (_, n) => envelope('attempt-a', 'Answered', n));
    await outbox.write(outbox.handle(), topic, first);

    // Relay A stops in the middle of its round (after one batch of 2) until the gate opens.
    let reachedGate: () => void = () => {};
    const atGate = new Promise<void>((resolve) => {
      reachedGate = resolve;
    });
    let openGate: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    const sourceA = outbox.handle().source;
    let readsA = 0;
    const leaseA = countedLease(lock);
    const relayA = startOutboxRelay({
      sources: [
        {
          async next() {
            if (++readsA === 2) {
              reachedGate();
              await gate;
            }
            return sourceA.next();
          },
        },
      ],
      lease: leaseA,
      bus,
      logger: silent,
      intervalMs: NO_TIMER,
    });
    const sourceB = outbox.handle().source;
    let readsB = 0;
    const relayB = startOutboxRelay({
      sources: [
        {
          next() {
            readsB++;
            return sourceB.next();
          },
        },
      ],
      lease: countedLease(lock),
      bus,
      logger: silent,
      intervalMs: NO_TIMER,
    });

    try {
      const roundA = relayA.flush();
      await atGate;
      expect(await relayB.flush()).toBe(0);
      expect(readsB).toBe(0);
      expect(await onKafka([topic])).toBe(2);

      openGate();
      expect(await roundA).toBe(6);
      expect(leaseA.renewals).toBe(3);
      await relayA.stop();

      const second = Array.from({ length: 2 }, (_, n) => envelope('attempt-a', 'Answered', 6 + n));
      await outbox.write(outbox.handle(), topic, second);
      expect(await relayB.flush()).toBe(2);
      expect(readsB).toBeGreaterThan(0);
      expect(await outbox.pending()).toBe(0);

      expect(await onKafka([topic])).toBe(8);
      expect(idsOf(await readAll([topic], 8))).toEqual([...first, ...second].map((e) => e.id));
    } finally {
      openGate();
      await relayA.stop();
      await relayB.stop();
    }
  });

  it('publishes each event once when two relays on one lease poll while a writer adds rows', async () => {
    const topic = await newTopic(1);
    const outbox = newOutbox(5);
    const lock = uniqueName('relay-lock');
    let inFlight = 0;
    let mostInFlight = 0;
    const counting: EventBus = {
      ...bus,
      async publish(to, events) {
        mostInFlight = Math.max(mostInFlight, ++inFlight);
        try {
          await bus.publish(to, events);
        } finally {
          inFlight--;
        }
      },
    };
    // Two processes: each its own handle on the one collection and its own lease on the one lock.
    const relays = [0, 1].map(() =>
      startOutboxRelay({
        sources: [outbox.handle().source],
        lease: countedLease(lock),
        bus: counting,
        logger: silent,
        intervalMs: 20,
      }),
    );
    const written: AnyEnvelope[] = [];
    try {
      const writer = outbox.handle();
      for (let group = 0; group < 10; group++) {
        const events = Array.from({ length: 3 }, (_, n) => envelope('attempt-a', 'Answered', group * 3 + n));
        written.push(...events);
        await outbox.write(writer, topic, events);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      await waitUntil(async () => (await outbox.pending()) === 0);
    } finally {
      for (const relay of relays) await relay.stop();
    }
    expect(mostInFlight).toBe(1);
    expect(await onKafka([topic])).toBe(written.length);
    expect(idsOf(await readAll([topic], written.length))).toEqual(written.map((e) => e.id));
  });

  it('keeps the rows while Kafka does not take them and publishes them once it does', async () => {
    const topic = await newTopic(1);
    const outbox = newOutbox();
    // A broker address nothing listens on: a real client that cannot reach Kafka.
    const down = createEventBus({
      clientId: uniqueName('relay-test-down'),
      brokers: [`127.0.0.1:${await closedPort()}`],
      logger: silent,
    });
    let kafkaDown = true;
    const switching: EventBus = {
      ...bus,
      publish: (to, events) => (kafkaDown ? down : bus).publish(to, events),
    };
    const warnings: string[] = [];
    const logger = pino(
      { level: 'warn' },
      {
        write: (line: string) => {
          warnings.push((JSON.parse(line) as { msg: string }).msg);
        },
      },
    );
    let closes = 0;
    const source = outbox.handle().source;
    const closing: OutboxSource = {
      next: () => source.next(),
      close: async () => {
        closes++;
      },
    };
    const written = Array.from({ length: 3 }, (_, n) => envelope('attempt-a', 'Answered', n));
    await outbox.write(outbox.handle(), topic, written);

    const relay = startOutboxRelay({
      sources: [closing],
      bus: switching,
      logger,
      publishTimeoutMs: 1_000,
      intervalMs: 200,
    });
    try {
      await expect(relay.flush()).rejects.toThrow('Kafka did not take the events within 1000 ms');
      expect(await outbox.pending()).toBe(3);
      await waitUntil(() => warnings.includes('outbox relay: publish failed; will retry'));
      expect(await outbox.pending()).toBe(3);
      expect(await onKafka([topic])).toBe(0);

      // Kafka is back: the relay's own timer publishes the rows it kept.
      kafkaDown = false;
      await waitUntil(async () => (await outbox.pending()) === 0);
      expect(await onKafka([topic])).toBe(3);

      // Stopping while Kafka is away leaves the rows for another relay, and the sources open.
      kafkaDown = true;
      const late = envelope('attempt-a', 'Answered', 3);
      await outbox.write(outbox.handle(), topic, [late]);
      await relay.stop();
      expect(warnings).toContain('outbox relay: left events for another relay at shutdown');
      expect(await outbox.pending()).toBe(1);
      expect(closes).toBe(0);

      // The next relay's stop publishes what is left, then closes its sources.
      kafkaDown = false;
      const next = startOutboxRelay({ sources: [closing], bus: switching, logger, intervalMs: NO_TIMER });
      await next.stop();
      expect(await outbox.pending()).toBe(0);
      expect(closes).toBe(1);
      expect(idsOf(await readAll([topic], 4))).toEqual([...written, late].map((e) => e.id));
    } finally {
      await relay.stop();
      await down.close();
    }
  });
});

/** A local port nothing listens on (taken, then let go). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
