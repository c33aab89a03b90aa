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
import { type Generation, MAX_OPEN_MS, type OutboxLog, parseGeneration } from './outbox-log';

/** The one outbox collection of earlier versions: drained row by row, a batch per sweep. */
export const LEGACY_OUTBOX = 'outbox';
const LEGACY_BATCH = 1000;

export type { OutboxRelay };

/**
 * Publishes an outbox log (outbox-log.ts) to Kafka once per tick: closes the open generation,
 * then publishes every closed one in order, each whole and sorted by `_id` so an attempt's events
 * leave in order under its key, and drops it (Kafka keeps the history). A Kafka outage only
 * delays events: a generation stays until its publish succeeds, and later ones wait behind it. A
 * publish that takes longer than `publishTimeoutMs` is given up for this round and retried; the
 * possible duplicate is harmless because envelope ids are the event ids and consumers are
 * idempotent by id.
 *
 * Every `sweepMs` it also publishes and drops generations abandoned by other writers (a crashed
 * instance's): those opened more than `orphanMs` ago, long after their writer would have moved
 * on (a log writes a generation for at most MAX_OPEN_MS). Two relays sweeping one make a
 * duplicate, never a loss. Rows of the earlier single outbox collection are published and
 * deleted one by one, for a rolling upgrade.
 */
export function startOutboxRelay(opts: {
  log: OutboxLog;
  connection: Connection;
  bus: EventBus;
  logger: Logger;
  intervalMs?: number;
  publishTimeoutMs?: number;
  sweepMs?: number;
  orphanMs?: number;
  clock?: () => number;
}): OutboxRelay {
  const { log, connection, bus, logger } = opts;
  const publishTimeoutMs = opts.publishTimeoutMs ?? 30_000;
  const sweepMs = opts.sweepMs ?? 30_000;
  const orphanMs = Math.max(opts.orphanMs ?? 5 * 60_000, 2 * MAX_OPEN_MS);
  const clock = opts.clock ?? Date.now;
  let lastSweep = 0;

  const collection = (name: string) => connection.collection<OutboxDoc>(name);

  async function publish(rows: OutboxDoc[]) {
    rows.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    await publishByTopic(
      bus,
      rows.map((row) => ({ topic: row.topic, envelope: unpackJson(row.envelope) })),
      publishTimeoutMs,
    );
    return rows.length;
  }

  /** Reads a generation whole, publishes it and drops it (a crash before the drop republishes it). */
  async function publishGeneration(name: string) {
    const count = await publish(await collection(name).find({}).toArray());
    await collection(name).drop();
    return count;
  }

  async function sweep() {
    let count = 0;
    const names = (await connection.db?.listCollections({}, { nameOnly: true }).toArray())?.map(
      (c) => c.name,
    );
    for (const name of (names ?? []).sort()) {
      const generation = parseGeneration(name);
      if (!generation || log.owns(name) || clock() - generation.openedAt < orphanMs) continue;
      logger.warn({ collection: name }, 'outbox relay: publishing a generation its writer left');
      count += await publishGeneration(name);
    }
    if (names?.includes(LEGACY_OUTBOX)) {
      const legacy = collection(LEGACY_OUTBOX);
      const rows = await legacy.find({}).limit(LEGACY_BATCH).toArray();
      count += await publish(rows);
      if (rows.length > 0)
        await legacy.bulkWrite(
          rows.map((row) => ({ deleteOne: { filter: { _id: row._id } } })),
          { ordered: false },
        );
    }
    return count;
  }

  const flushOnce = async (): Promise<number> => {
    let published = 0;
    const generations: Generation[] = await log.closed();
    for (const generation of generations) {
      published += await publishGeneration(generation.name);
      log.published(generation);
    }
    if (clock() - lastSweep >= sweepMs) {
      published += await sweep();
      lastSweep = clock();
    }
    return published;
  };
  const loop = startRelayLoop({ flushOnce, logger, intervalMs: opts.intervalMs });
  return {
    flush: loop.flush,
    /** Stops the timer, then publishes what this process wrote (best effort: on failure it waits as an orphan). */
    async stop() {
      await loop.stop();
      await loop.flush().catch((err: unknown) => {
        logger.warn({ err: String(err) }, 'outbox relay: left events for another relay at shutdown');
      });
    },
  };
}
