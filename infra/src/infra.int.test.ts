import { randomUUID } from 'node:crypto';
import { type BatchConsumer, createKafkaAdmin, createPublisher, startBatchConsumer } from '@ssc/kafka';
import { Redis } from 'ioredis';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeServers, type EnsureInfraResult, ensureInfra } from './index';

// Real servers: started (or reused) by ensureInfra; left running for the next test run.
const suffix = randomUUID().slice(0, 8);
let infra: EnsureInfraResult;

beforeAll(async () => {
  infra = await ensureInfra({ log: (line) => console.warn(`[infra] ${line}`) });
}, 900_000);

describe('infra (real servers)', () => {
  it('reports endpoints', () => {
    expect(infra.mongoUrl).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/\?directConnection=true$/);
    expect(infra.redisUrl).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    expect(infra.kafkaBrokers).toHaveLength(1);
    expect([...infra.started, ...infra.reused].sort()).toEqual([...activeServers()].sort());
  });

  describe('mongo (FerretDB)', () => {
    let client: MongoClient;
    const dbName = `infra_it_${suffix}`;
    beforeAll(async () => {
      client = await new MongoClient(infra.mongoUrl).connect();
    });
    afterAll(async () => {
      await client.db(dbName).dropDatabase();
      await client.close();
    });

    it('inserts and finds a document', async () => {
      const col = client.db(dbName).collection<{ _id?: unknown; name: string; n: number }>('items');
      const { insertedId } = await col.insertOne({ name: 'probe', n: 42 });
      const found = await col.findOne({ _id: insertedId });
      expect(found).toMatchObject({ name: 'probe', n: 42 });
      expect(await col.countDocuments({ n: { $gte: 40 } })).toBe(1);
    });
  });

  describe('redis', () => {
    let redis: Redis;
    beforeAll(() => {
      redis = new Redis(infra.redisUrl, { maxRetriesPerRequest: 1 });
    });
    afterAll(async () => {
      await redis.quit();
    });

    it('sets and gets a key', async () => {
      const key = `infra-it:${suffix}`;
      expect(await redis.set(key, 'hello', 'EX', 60)).toBe('OK');
      expect(await redis.get(key)).toBe('hello');
      expect(await redis.config('GET', 'maxmemory-policy')).toEqual(['maxmemory-policy', 'noeviction']);
      await redis.del(key);
    });
  });

  describe('kafka', () => {
    const topic = `infra-it-${suffix}`;

    it('produces and consumes a message on a new topic', async () => {
      const conn = { clientId: `infra-it-${suffix}`, brokers: infra.kafkaBrokers };
      const admin = createKafkaAdmin(conn);
      await admin.ensureTopics([topic], { partitions: 3 });
      const producer = createPublisher(conn);
      let consumer: BatchConsumer | undefined;
      try {
        const received = new Promise<string>((resolve) => {
          void startBatchConsumer(conn, {
            groupId: `infra-it-${suffix}`,
            topics: [topic],
            fromBeginning: true,
            log: { warn: () => undefined },
            handle: async (messages) => resolve(messages[0]?.value?.toString() ?? ''),
          }).then((c) => {
            consumer = c;
          });
        });
        await producer.send(topic, [{ key: suffix, value: `hello ${suffix}` }]);
        expect(await received).toBe(`hello ${suffix}`);
      } finally {
        await Promise.allSettled([consumer?.stop(), producer.close()]);
        await admin.deleteTopics([topic]).catch(() => undefined);
        await admin.close();
      }
    }, 90_000);
  });
});
