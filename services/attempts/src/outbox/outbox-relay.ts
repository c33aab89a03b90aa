import { ATTEMPT_LIFECYCLE_EVENT_TYPES } from '@ssc/contracts';
import {
  type EventBus,
  type Logger,
  type OutboxRelay,
  type OutboxRow,
  type OutboxSource,
  startOutboxRelay,
  unpackJson,
} from '@ssc/service-kit';
import type { Connection } from 'mongoose';
import type { OutboxDoc } from '../store/collections';
import {
  byId,
  createOutboxLog,
  OUTBOX_WRITERS,
  type OutboxLog,
  outboxCollection,
  slotNames,
} from './outbox-log';

/** The one outbox collection of earlier versions: drained row by row, a batch per sweep. */
export const LEGACY_OUTBOX = 'outbox';
const LEGACY_BATCH = 1000;

type WriterDoc = { _id: string; seenAt: Date };

const lifecycle = new Set<string>(ATTEMPT_LIFECYCLE_EVENT_TYPES);

/** Every event to the stream topic its row names; a start or a submission to `lifecycleTopic` too. */
export const attemptTopics =
  (lifecycleTopic: string) =>
  (row: OutboxRow): readonly string[] =>
    lifecycle.has(row.envelope.type) ? [row.topic, lifecycleTopic] : [row.topic];

const published = (rows: OutboxDoc[]): OutboxRow[] =>
  rows.sort(byId).map((row) => ({ topic: row.topic, envelope: unpackJson(row.envelope) }));

/**
 * Publishes a process's outbox log (outbox-log.ts) with service-kit's relay. Each round the log
 * source takes its closed slot (closing the open one if need be), publishes it whole, sorted by
 * `_id` so an attempt's events leave in order under its key, and empties it (Kafka keeps the
 * history). A Kafka outage only delays events: the closed slot stays until its publish succeeds
 * while the open one grows. Every event goes to the stream topic, starts and submissions to
 * `lifecycleTopic` as well (`attemptTopics`).
 *
 * Every `heartbeatMs` the relay says its writer is alive (in OUTBOX_WRITERS, on a timer of its
 * own, so a long round does not silence it). Every `sweepMs` it publishes and drops the slots of
 * writers silent for `orphanMs` (a process that died): a relay per process and no lock, so
 * several instances are safe; two relays sweeping one writer make a duplicate, never a loss.
 * Rows of the earlier single outbox collection are published and deleted a batch at a time,
 * for a rolling upgrade. Stopping publishes what the process wrote and, if nothing is left,
 * drops its slots.
 */
export function relayAttemptEvents(opts: {
  log: OutboxLog;
  connection: Connection;
  bus: EventBus;
  logger: Logger;
  lifecycleTopic: string;
  intervalMs?: number;
  publishTimeoutMs?: number;
  heartbeatMs?: number;
  sweepMs?: number;
  orphanMs?: number;
  clock?: () => number;
}): OutboxRelay {
  const { log, connection, logger } = opts;
  const heartbeatMs = opts.heartbeatMs ?? 30_000;
  const clock = opts.clock ?? Date.now;
  const writers = () => outboxCollection<WriterDoc>(connection, OUTBOX_WRITERS);

  const beat = () =>
    writers()
      .updateOne({ _id: log.writer }, { $set: { seenAt: new Date(clock()) } }, { upsert: true })
      .catch((err: unknown) => logger.warn({ err: String(err) }, 'outbox relay: heartbeat failed'));
  void beat();
  const heartbeat = setInterval(() => void beat(), heartbeatMs);
  heartbeat.unref();

  const relay = startOutboxRelay({
    sources: [
      slotSource(log, connection),
      sweepSource({
        ...opts,
        sweepMs: opts.sweepMs ?? 30_000,
        orphanMs: Math.max(opts.orphanMs ?? 5 * 60_000, 4 * heartbeatMs),
        clock,
      }),
    ],
    topicsOf: attemptTopics(opts.lifecycleTopic),
    bus: opts.bus,
    logger,
    publishTimeoutMs: opts.publishTimeoutMs ?? 30_000,
    ...(opts.intervalMs ? { intervalMs: opts.intervalMs } : {}),
  });
  return {
    flush: relay.flush,
    async stop() {
      clearInterval(heartbeat);
      await relay.stop();
    },
  };
}

/** This process's closed slot, one per round; at stop, its slots are dropped once empty. */
function slotSource(log: OutboxLog, connection: Connection): OutboxSource {
  const collection = (name: string) => outboxCollection(connection, name);
  return {
    async next() {
      const slot = await log.closed();
      if (!slot) return null;
      const rows = slot.rows ?? (await collection(slot.name).find({}).toArray());
      return {
        rows: published(rows),
        last: true,
        done: async () => {
          await collection(slot.name).deleteMany({});
          log.published(slot);
        },
      };
    },
    async close() {
      if ((await log.pending()).length > 0) return; // the open slot (Kafka refused): swept later
      for (const name of slotNames(log.writer)) await collection(name).drop();
      await outboxCollection(connection, OUTBOX_WRITERS).deleteOne({ _id: log.writer });
    },
  };
}

/** Every `sweepMs`: the slots of each writer silent for `orphanMs`, then a batch of the legacy outbox. */
function sweepSource(opts: {
  log: OutboxLog;
  connection: Connection;
  logger: Logger;
  sweepMs: number;
  orphanMs: number;
  clock: () => number;
}): OutboxSource {
  const { connection, logger, clock } = opts;
  const collection = (name: string) => outboxCollection(connection, name);
  const writers = () => outboxCollection<WriterDoc>(connection, OUTBOX_WRITERS);
  let lastSweep = 0;
  let silent: string[] | null = null;

  async function orphan(writer: string) {
    logger.warn({ writer }, 'outbox relay: publishing the outbox of a writer gone silent');
    const names = slotNames(writer);
    const rows: OutboxDoc[] = [];
    for (const name of names) rows.push(...(await collection(name).find({}).toArray()));
    return {
      rows: published(rows),
      done: async () => {
        for (const name of names) await collection(name).drop();
        await writers().deleteOne({ _id: writer });
      },
    };
  }

  return {
    async next() {
      if (silent === null) {
        if (clock() - lastSweep < opts.sweepMs) return null;
        const found = await writers()
          .find({ seenAt: { $lt: new Date(clock() - opts.orphanMs) } })
          .toArray();
        silent = found.map((w) => w._id).filter((w) => w !== opts.log.writer);
      }
      const writer = silent.shift();
      if (writer !== undefined) return orphan(writer);
      silent = null;
      lastSweep = clock();
      const legacy = collection(LEGACY_OUTBOX);
      const rows = await legacy.find({}).limit(LEGACY_BATCH).toArray();
      if (rows.length === 0) return null;
      return {
        rows: published(rows),
        last: true,
        done: async () => {
          await legacy.bulkWrite(
            rows.map((row) => ({ deleteOne: { filter: { _id: row._id } } })),
            { ordered: false },
          );
        },
      };
    },
  };
}

/**
 * Every attempts process that appends events (the API and the deadline worker) writes them to an
 * outbox log of its own and publishes it with its own relay: this is that pair.
 */
export function processOutbox(opts: Omit<Parameters<typeof relayAttemptEvents>[0], 'log'>): {
  log: OutboxLog;
  relay: OutboxRelay;
} {
  const log = createOutboxLog(opts.connection);
  return { log, relay: relayAttemptEvents({ ...opts, log }) };
}
