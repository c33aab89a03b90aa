import { randomUUID } from 'node:crypto';
import net from 'node:net';
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
    expect(infra.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(infra.mailpitUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
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

  describe('mail (Mailpit)', () => {
    it('keeps a mail sent over SMTP and shows it on its HTTP API', async () => {
      const to = `infra-it-${suffix}@example.test`;
      await sendRawMail(new URL(infra.smtpUrl), {
        from: 'infra@example.test',
        to,
        subject: `probe ${suffix}`,
        body: `hello ${suffix}`,
      });
      const search = await fetch(`${infra.mailpitUrl}/api/v1/search?query=${encodeURIComponent(`to:${to}`)}`);
      const found = (await search.json()) as { messages: { ID: string; Subject: string }[] };
      expect(found.messages.map((m) => m.Subject)).toEqual([`probe ${suffix}`]);
      const message = await fetch(`${infra.mailpitUrl}/api/v1/message/${found.messages[0]?.ID}`);
      expect(((await message.json()) as { Text: string }).Text).toContain(`hello ${suffix}`);
      await fetch(`${infra.mailpitUrl}/api/v1/messages`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ IDs: found.messages.map((m) => m.ID) }),
      });
    });
  });
});

/** The fewest SMTP commands that deliver one mail: the infra package has no mail client of its own. */
function sendRawMail(
  url: URL,
  mail: { from: string; to: string; subject: string; body: string },
): Promise<void> {
  const commands = [
    'EHLO infra-it',
    `MAIL FROM:<${mail.from}>`,
    `RCPT TO:<${mail.to}>`,
    'DATA',
    [`From: ${mail.from}`, `To: ${mail.to}`, `Subject: ${mail.subject}`, '', mail.body, '.'].join('\r\n'),
    'QUIT',
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    let buffer = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('SMTP timed out')));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      // A reply is complete at a line "NNN text" (a hyphen after the code means more lines follow).
      const lines = buffer.split('\r\n');
      const last = lines.at(-2);
      if (!last || /^\d{3}-/.test(last)) return;
      buffer = '';
      if (!/^[23]\d\d /.test(last)) return socket.destroy(new Error(`SMTP refused: ${last}`));
      const next = commands.shift();
      if (next === undefined) {
        socket.end();
        return resolve();
      }
      socket.write(`${next}\r\n`);
    });
  });
}
