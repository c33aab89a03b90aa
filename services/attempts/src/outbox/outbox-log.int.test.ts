import type { AnyEnvelope } from '@ssc/contracts';
import { connectMongo, createLogger, type EventBus, packJson } from '@ssc/service-kit';
import { testInfra, uniqueName } from '@ssc/test-kit';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxDoc } from '../store/collections';
import { createOutboxLog, OUTBOX_WRITERS, slotNames } from './outbox-log';
import { LEGACY_OUTBOX, relayAttemptEvents } from './outbox-relay';

let root: Connection;
beforeAll(async () => {
  root = await connectMongo(testInfra().mongoUrl, uniqueName('outbox_log'));
});
afterAll(async () => {
  await root.close();
});

/** A database of its own per test, so a sweep sees only that test's collections. */
async function database() {
  const db = root.useDb(uniqueName('outbox_log'), { useCache: false });
  await db.asPromise();
  return db;
}
const outboxCollections = async (db: Connection) =>
  ((await db.db?.listCollections({}, { nameOnly: true }).toArray()) ?? [])
    .map((c) => c.name)
    .filter((name) => name.startsWith('outbox'))
    .sort();

const row = (id: string): OutboxDoc => ({
  _id: id,
  topic: 'attempts.v1',
  envelope: packJson({
    id,
    type: 'AnswerRecorded',
    version: 1,
    occurredAt: '',
    key: id.split(':')[0] ?? id,
    data: {},
  }),
  createdAt: new Date(),
});

/** A bus that records each publish and runs `during` inside the first; `fail` rejects a publish. */
function recordingBus(during: () => Promise<unknown> = async () => undefined, fail = () => false) {
  const published: string[][] = [];
  const bus = {
    async publish(_topic: string, events: AnyEnvelope[]) {
      if (fail()) throw new Error('broker down');
      published.push(events.map((e) => e.id));
      if (published.length === 1) await during();
    },
  } as unknown as EventBus;
  return { bus, published };
}

const relayOf = (db: Connection, log: ReturnType<typeof createOutboxLog>, bus: EventBus, extra = {}) =>
  relayAttemptEvents({
    log,
    connection: db,
    lifecycleTopic: 'attempts.lifecycle.v1',
    bus,
    logger: createLogger('test', 'silent'),
    intervalMs: 600_000,
    ...extra,
  });

describe('the outbox log and its relay', () => {
  it('publish a slot whole in _id order and empty it; rows written meanwhile go out next tick', async () => {
    const db = await database();
    const log = createOutboxLog(db);
    await log.record([row('a:000002'), row('b:000001'), row('a:000001')], false);
    await Promise.all([log.record([row('a:000003')], true), log.record([row('b:000002')], true)]);
    const { bus, published } = recordingBus(() => log.record([row('c:000001')], true));
    const relay = relayOf(db, log, bus);
    const [first, second] = slotNames(log.writer);
    try {
      expect(await relay.flush()).toBe(5);
      expect(published).toEqual([['a:000001', 'a:000002', 'a:000003', 'b:000001', 'b:000002']]);
      // c:000001 was written during the publish, into the other slot: the only row left.
      expect((await log.pending()).map((r) => r._id)).toEqual(['c:000001']);
      expect(await db.collection(first).countDocuments()).toBe(0);
      expect(await db.collection(second).countDocuments()).toBe(1);
      expect(await relay.flush()).toBe(1);
      expect(published.at(-1)).toEqual(['c:000001']);
      // Nothing written: a tick reads nothing; the slots stay for the next rows.
      expect(await relay.flush()).toBe(0);
      expect(await outboxCollections(db)).toEqual([first, second, OUTBOX_WRITERS].sort());
    } finally {
      await relay.stop();
      await db.dropDatabase();
    }
  });

  it('publish what this process wrote from memory, without reading the slot back', async () => {
    const db = await database();
    const log = createOutboxLog(db);
    const { bus, published } = recordingBus();
    const relay = relayOf(db, log, bus);
    try {
      await log.record([row('j:000001'), row('j:000002')], false);
      // Rows the relay would read back are gone; it still publishes both, then empties the slot.
      await db.collection(slotNames(log.writer)[0]).deleteMany({});
      expect(await relay.flush()).toBe(2);
      expect(published).toEqual([['j:000001', 'j:000002']]);
    } finally {
      await relay.stop();
      await db.dropDatabase();
    }
  });

  it('wait for a write in flight when the slot closes, and ignore a row recorded twice', async () => {
    const db = await database();
    const log = createOutboxLog(db);
    const { bus, published } = recordingBus();
    const relay = relayOf(db, log, bus);
    try {
      const writing = log.record([row('d:000001')], true);
      const again = log.record([row('d:000001'), row('d:000002')], false);
      expect(await relay.flush()).toBe(2);
      await Promise.all([writing, again]);
      expect(published).toEqual([['d:000001', 'd:000002']]);
    } finally {
      await relay.stop();
      await db.dropDatabase();
    }
  });

  it('keep the closed slot while Kafka refuses, fill the other, and publish both in order once it takes them', async () => {
    const db = await database();
    const log = createOutboxLog(db);
    let down = true;
    const { bus, published } = recordingBus(undefined, () => down);
    const relay = relayOf(db, log, bus);
    try {
      await log.record([row('e:000001')], true);
      await expect(relay.flush()).rejects.toThrow(/broker down/);
      await log.record([row('e:000002')], true);
      await expect(relay.flush()).rejects.toThrow(/broker down/);
      expect((await log.pending()).map((r) => r._id)).toEqual(['e:000001', 'e:000002']);
      down = false;
      expect(await relay.flush()).toBe(1);
      expect(await relay.flush()).toBe(1);
      expect(published).toEqual([['e:000001'], ['e:000002']]);
      expect(await log.pending()).toEqual([]);
    } finally {
      await relay.stop();
      await db.dropDatabase();
    }
  });

  it('say the writer is alive while it runs, and leave nothing behind when it stops with everything published', async () => {
    const db = await database();
    const log = createOutboxLog(db);
    const { bus, published } = recordingBus();
    const relay = relayOf(db, log, bus);
    await log.record([row('f:000001')], true);
    const writers = db.collection<{ _id: string; seenAt: Date }>(OUTBOX_WRITERS);
    await expect.poll(async () => (await writers.find({}).toArray()).map((w) => w._id)).toEqual([log.writer]);
    await relay.stop();
    expect(published).toEqual([['f:000001']]);
    expect(await outboxCollections(db)).toEqual([OUTBOX_WRITERS]);
    expect(await writers.countDocuments()).toBe(0);
    await db.dropDatabase();
  });

  it('sweep the slots of writers silent for long, and the single outbox of earlier versions', async () => {
    const db = await database();
    const now = Date.now();
    const writers = db.collection<{ _id: string; seenAt: Date }>(OUTBOX_WRITERS);
    await writers.insertMany([
      { _id: 'd0d0d0d0d0', seenAt: new Date(now - 10 * 60_000) },
      { _id: 'a1a1a1a1a1', seenAt: new Date(now - 30_000) },
    ]);
    const [dead0, dead1] = slotNames('d0d0d0d0d0');
    const [alive0] = slotNames('a1a1a1a1a1');
    await db.collection<OutboxDoc>(dead0).insertMany([row('g:000003'), row('h:000001')]);
    await db.collection<OutboxDoc>(dead1).insertMany([row('g:000002'), row('g:000001')]);
    await db.collection<OutboxDoc>(alive0).insertMany([row('k:000001')]);
    await db.collection<OutboxDoc>(LEGACY_OUTBOX).insertMany([row('i:000001')]);
    const { bus, published } = recordingBus();
    const log = createOutboxLog(db);
    const relay = relayOf(db, log, bus, { sweepMs: 0 });
    try {
      expect(await relay.flush()).toBe(5);
      // Both slots of the silent writer as one, in _id order; then the legacy rows.
      expect(published).toEqual([['g:000001', 'g:000002', 'g:000003', 'h:000001'], ['i:000001']]);
      // A writer heard from recently may still be writing: untouched.
      expect(await outboxCollections(db)).toEqual([LEGACY_OUTBOX, alive0, OUTBOX_WRITERS].sort());
      expect((await writers.find({}).toArray()).map((w) => w._id).sort()).toEqual(
        ['a1a1a1a1a1', log.writer].sort(),
      );
      expect(await db.collection(LEGACY_OUTBOX).countDocuments()).toBe(0);
    } finally {
      await relay.stop();
      await db.dropDatabase();
    }
  });
});
