import {
  type EventBus,
  type Logger,
  type OutboxRelay,
  publishByTopic,
  startRelayLoop,
  unpackJson,
} from '@ssc/service-kit';
import type { Connection } from 'mongoose';
import type { OutboxDoc } from '../store/collections';
import { byId, OUTBOX_WRITERS, type OutboxLog, outboxCollection, slotNames } from './outbox-log';

/** The one outbox collection of earlier versions: drained row by row, a batch per sweep. */
export const LEGACY_OUTBOX = 'outbox';
const LEGACY_BATCH = 1000;

export type { OutboxRelay };

/** A round that takes this long is logged with where its time went. */
const SLOW_ROUND_MS = 2_000;

type WriterDoc = { _id: string; seenAt: Date };
type RoundTimes = { rows: number; readMs: number; publishMs: number; emptyMs: number };
const rounded = (t: RoundTimes) => ({
  rows: t.rows,
  readMs: Math.round(t.readMs),
  publishMs: Math.round(t.publishMs),
  emptyMs: Math.round(t.emptyMs),
});

/**
 * Publishes an outbox log (outbox-log.ts) to Kafka once per tick: takes its closed slot (closing
 * the open one if need be), publishes it whole, sorted by `_id` so an attempt's events leave in
 * order under its key, and empties it (Kafka keeps the history). A Kafka outage only delays
 * events: the closed slot stays until its publish succeeds while the open one grows. A publish
 * that takes longer than `publishTimeoutMs` is given up for this round and retried; the possible
 * duplicate is harmless because envelope ids are the event ids and consumers are idempotent by
 * id.
 *
 * Every `heartbeatMs` the relay says its writer is alive (in OUTBOX_WRITERS, on a timer of its
 * own, so a long round does not silence it). Every `sweepMs` it publishes and drops the slots of
 * writers silent for `orphanMs` (a process that died); two relays doing so make a duplicate,
 * never a loss. Rows of the earlier single outbox collection are published and deleted a batch
 * at a time, for a rolling upgrade. Stopping publishes what the process wrote and, if nothing is
 * left, drops its slots.
 */
export function startOutboxRelay(opts: {
  log: OutboxLog;
  connection: Connection;
  bus: EventBus;
  logger: Logger;
  intervalMs?: number;
  publishTimeoutMs?: number;
  heartbeatMs?: number;
  sweepMs?: number;
  orphanMs?: number;
  clock?: () => number;
}): OutboxRelay {
  const { log, connection, bus, logger } = opts;
  const publishTimeoutMs = opts.publishTimeoutMs ?? 30_000;
  const heartbeatMs = opts.heartbeatMs ?? 30_000;
  const sweepMs = opts.sweepMs ?? 30_000;
  const orphanMs = Math.max(opts.orphanMs ?? 5 * 60_000, 4 * heartbeatMs);
  const clock = opts.clock ?? Date.now;
  let lastSweep = 0;

  const collection = (name: string) => outboxCollection(connection, name);
  const writers = () => outboxCollection<WriterDoc>(connection, OUTBOX_WRITERS);

  const beat = () =>
    writers()
      .updateOne({ _id: log.writer }, { $set: { seenAt: new Date(clock()) } }, { upsert: true })
      .catch((err: unknown) => logger.warn({ err: String(err) }, 'outbox relay: heartbeat failed'));
  void beat();
  const heartbeat = setInterval(() => void beat(), heartbeatMs);
  heartbeat.unref();

  async function publish(rows: OutboxDoc[], round: RoundTimes) {
    rows.sort(byId);
    const t = performance.now();
    await publishByTopic(
      bus,
      rows.map((row) => ({ topic: row.topic, envelope: unpackJson(row.envelope) })),
      publishTimeoutMs,
    );
    round.publishMs += performance.now() - t;
    round.rows += rows.length;
    return rows.length;
  }

  async function read(names: readonly string[], round: RoundTimes) {
    const t = performance.now();
    const rows: OutboxDoc[] = [];
    for (const name of names) rows.push(...(await collection(name).find({}).toArray()));
    round.readMs += performance.now() - t;
    return rows;
  }

  /** Publishes the slots of writers silent for `orphanMs`, then drops them and forgets the writer. */
  async function sweep(round: RoundTimes) {
    let count = 0;
    const silent = await writers()
      .find({ seenAt: { $lt: new Date(clock() - orphanMs) } })
      .toArray();
    for (const { _id: writer } of silent) {
      if (writer === log.writer) continue;
      logger.warn({ writer }, 'outbox relay: publishing the outbox of a writer gone silent');
      const names = slotNames(writer);
      count += await publish(await read(names, round), round);
      for (const name of names) await collection(name).drop();
      await writers().deleteOne({ _id: writer });
    }
    const legacy = collection(LEGACY_OUTBOX);
    const rows = await legacy.find({}).limit(LEGACY_BATCH).toArray();
    if (rows.length > 0) {
      count += await publish(rows, round);
      await legacy.bulkWrite(
        rows.map((row) => ({ deleteOne: { filter: { _id: row._id } } })),
        { ordered: false },
      );
    }
    return count;
  }

  const flushOnce = async (): Promise<number> => {
    const started = performance.now();
    const round: RoundTimes = { rows: 0, readMs: 0, publishMs: 0, emptyMs: 0 };
    let published = 0;
    try {
      const slot = await log.closed();
      if (slot) {
        published += await publish(slot.rows ?? (await read([slot.name], round)), round);
        const t = performance.now();
        await collection(slot.name).deleteMany({});
        round.emptyMs += performance.now() - t;
        log.published(slot);
      }
      if (clock() - lastSweep >= sweepMs) {
        published += await sweep(round);
        lastSweep = clock();
      }
      return published;
    } finally {
      // A slow round says where its time went: the relay falling behind is how a crowd shows.
      const ms = performance.now() - started;
      if (ms >= SLOW_ROUND_MS)
        logger.warn(
          { ...rounded(round), ms: Math.round(ms), behindMs: clock() - (log.oldest() ?? clock()) },
          'outbox relay: slow round',
        );
    }
  };
  const loop = startRelayLoop({ flushOnce, logger, intervalMs: opts.intervalMs });
  return {
    flush: loop.flush,
    async stop() {
      clearInterval(heartbeat);
      await loop.stop();
      try {
        await loop.flush();
        if ((await log.pending()).length > 0) return; // the open slot (Kafka refused): swept later
        for (const name of slotNames(log.writer)) await collection(name).drop();
        await writers().deleteOne({ _id: log.writer });
      } catch (err) {
        logger.warn({ err: String(err) }, 'outbox relay: left events for another relay at shutdown');
      }
    },
  };
}
