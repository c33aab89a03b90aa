import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { Kafka, logLevel, Partitioners } from 'kafkajs';
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
      const client = new Kafka({
        clientId: `infra-it-${suffix}`,
        brokers: infra.kafkaBrokers,
        logLevel: logLevel.WARN,
      });
      const admin = client.admin();
      await admin.connect();
      await admin.createTopics({ topics: [{ topic, numPartitions: 3 }], waitForLeaders: true });

      const consumer = client.consumer({ groupId: `infra-it-${suffix}` });
      const producer = client.producer({ createPartitioner: Partitioners.DefaultPartitioner });
      try {
        await consumer.connect();
        await consumer.subscribe({ topic, fromBeginning: true });
        const received = new Promise<string>((resolve) => {
          void consumer.run({
            eachMessage: async ({ message }) => resolve(message.value?.toString() ?? ''),
          });
        });
        await producer.connect();
        await producer.send({ topic, messages: [{ key: suffix, value: `hello ${suffix}` }] });
        expect(await received).toBe(`hello ${suffix}`);
      } finally {
        await Promise.allSettled([consumer.disconnect(), producer.disconnect()]);
        await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
        await admin.disconnect();
      }
    }, 90_000);
  });
});
