import type { AnyEnvelope } from '@ssc/contracts';
import { connectMongo, createLogger, type EventBus, packJson } from '@ssc/service-kit';
import { testInfra, uniqueName } from '@ssc/test-kit';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDoc, OutboxDoc } from '../store/collections';
import { startOutboxRelay } from './outbox-relay';

let connection: Connection;
beforeAll(async () => {
  connection = await connectMongo(testInfra().mongoUrl, uniqueName('outbox_rounds'));
});
afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

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

/** A bus that records what it is given and runs `during` inside the first publish. */
function recordingBus(during: () => Promise<void>) {
  const published: string[][] = [];
  const bus = {
    async publish(_topic: string, events: AnyEnvelope[]) {
      published.push(events.map((e) => e.id));
      if (published.length === 1) await during();
    },
  } as unknown as EventBus;
  return { bus, published };
}

describe('outbox relay rounds', () => {
  it('publishes full batches back to back, in _id order, and leaves rows written meanwhile for the next tick', async () => {
    const outbox = connection.collection<OutboxDoc>(uniqueName('outbox'));
    await outbox.insertMany(['a:000001', 'a:000002', 'b:000001', 'a:000003', 'b:000002'].map(row));
    const { bus, published } = recordingBus(() => outbox.insertOne(row('c:000001')).then(() => undefined));
    const relay = startOutboxRelay({
      outbox,
      events: connection.collection<EventDoc>(uniqueName('events')),
      bus,
      logger: createLogger('test', 'silent'),
      intervalMs: 600_000,
      batchSize: 2,
    });
    try {
      // Batches of two go round again; the last, short one ends the run. c:000001 was written
      // during the first publish and sorts last: it is found by the third find, in the same run.
      expect(await relay.flush()).toBe(6);
      expect(published).toEqual([
        ['a:000001', 'a:000002'],
        ['a:000003', 'b:000001'],
        ['b:000002', 'c:000001'],
      ]);
      expect(await outbox.countDocuments({})).toBe(0);

      // A short batch ends the run: a row written during its publish waits for the next flush.
      await outbox.insertOne(row('d:000001'));
      const next = recordingBus(() => outbox.insertOne(row('e:000001')).then(() => undefined));
      const relay2 = startOutboxRelay({
        outbox,
        events: connection.collection<EventDoc>(uniqueName('events')),
        bus: next.bus,
        logger: createLogger('test', 'silent'),
        intervalMs: 600_000,
        batchSize: 2,
      });
      expect(await relay2.flush()).toBe(1);
      expect(
        await outbox
          .find({})
          .map((r) => r._id)
          .toArray(),
      ).toEqual(['e:000001']);
      expect(await relay2.flush()).toBe(1);
      expect(next.published).toEqual([['d:000001'], ['e:000001']]);
      await relay2.stop();
    } finally {
      await relay.stop();
    }
  });

  it('publishes slim rows with their event’s envelope, read by _id, and deletes each row', async () => {
    const outbox = connection.collection<OutboxDoc>(uniqueName('outbox'));
    const events = connection.collection<EventDoc>(uniqueName('events'));
    const event = (id: string, seq: number): EventDoc => ({
      _id: id,
      attemptId: 'x',
      seq,
      type: 'AnswerRecorded',
      occurredAt: '2026-11-26T02:00:00.000Z',
      data: packJson({ attemptId: 'x', questionId: `q${seq}` }) as unknown as EventDoc['data'],
    });
    await events.insertMany([event('x:000001', 1), event('x:000002', 2)]);
    const slim = (id: string): OutboxDoc => ({ _id: id, topic: 'attempts.v1', createdAt: new Date() });
    await outbox.insertMany([slim('x:000002'), slim('x:000001'), slim('x:000003'), row('y:000001')]);
    const published: AnyEnvelope[] = [];
    const bus = {
      async publish(_topic: string, batch: AnyEnvelope[]) {
        published.push(...batch);
      },
    } as unknown as EventBus;
    const relay = startOutboxRelay({
      outbox,
      events,
      bus,
      logger: createLogger('test', 'silent'),
      intervalMs: 600_000,
    });
    try {
      await relay.flush();
      // In _id order, each with its event's envelope; x:000003 has no event (never expected): dropped.
      expect(published.map((e) => e.id)).toEqual(['x:000001', 'x:000002', 'y:000001']);
      expect(published[0]).toEqual({
        id: 'x:000001',
        type: 'AnswerRecorded',
        version: 1,
        occurredAt: '2026-11-26T02:00:00.000Z',
        key: 'x',
        data: { attemptId: 'x', questionId: 'q1' },
      });
      expect(await outbox.countDocuments({})).toBe(0);
    } finally {
      await relay.stop();
    }
  });
});
