import { randomBytes } from 'node:crypto';
import { createBulkBatcher, isDuplicateKeyError } from '@ssc/service-kit';
import type { Connection } from 'mongoose';
import type { OutboxDoc } from '../store/collections';

/** Where each writer says it is alive: `{_id: writer, seenAt}` (outbox-relay.ts sweeps the silent). */
export const OUTBOX_WRITERS = 'outbox_writers';

export const slotNames = (writer: string): [string, string] => [`outbox_${writer}_0`, `outbox_${writer}_1`];

/** Rows in `_id` (`attemptId:seq`) order: each attempt's events in their order. */
export const byId = (a: OutboxDoc, b: OutboxDoc) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** An outbox collection through the driver, not mongoose (which keeps every collection it is asked for). */
export function outboxCollection<T extends { _id: string } = OutboxDoc>(
  connection: Connection,
  name: string,
) {
  if (!connection.db) throw new Error('mongo not connected');
  return connection.db.collection<T>(name);
}

/**
 * A closed slot: its collection, when its first row was written (ms), and its rows as this
 * process wrote them (null when it cannot vouch for them: read the collection).
 */
export type ClosedSlot = { name: string; openedAt: number; rows: OutboxDoc[] | null };

/** Rows a slot keeps in memory at most; past that (a long Kafka outage) the relay reads them back. */
const MEMORY_ROWS = 100_000;

/**
 * The outbox of one writing process (an API instance, the deadline worker): two collections
 * ("slots") used in turn. Rows go into the open slot; its relay (outbox-relay.ts) closes it (later
 * rows go into the other), publishes it whole and empties it with one `deleteMany({})`.
 *
 * Why: on FerretDB 1.24 a per-row delete is a statement on its single write thread (~0.4 ms
 * quiet, ~1.5 ms under a 10,000-aspirant crowd) and every relay read decoded the whole
 * collection; one shared outbox published ~460 events/s while the crowd wrote ~670/s. Emptying
 * a slot costs ~0.03 ms a row. A collection per generation, dropped whole, was tried and is
 * worse: FerretDB creates and drops a collection under a registry lock that every other command
 * waits on, and at two a second per process the whole store stalled (docs/attempts.md).
 *
 * The relay publishes what this process wrote from memory: reading a slot back cost ~1 ms a row
 * with FerretDB busy under a crowd (5,000 rows took 5-6.5 s a round). The collections are what
 * survives a crash (and a memory overflow during a long Kafka outage).
 *
 * A process's rows are published slot after slot, each sorted by `_id` (`attemptId:seq`), so an
 * attempt's events leave in their order. While Kafka is down the closed slot waits and the open
 * one keeps growing. Slots of a process that died are published by any other relay once it has
 * been silent long enough (outbox-relay.ts).
 */
export type OutboxLog = {
  readonly writer: string;
  /** Stores rows in the open slot (one shared command when `grouped`); a duplicate within it is ignored. */
  record(rows: readonly OutboxDoc[], grouped: boolean): Promise<void>;
  /**
   * The closed slot still to publish, if any; otherwise closes the open one if it holds rows and
   * returns it once its writes have settled. Calls run one at a time.
   */
  closed(): Promise<ClosedSlot | null>;
  /** The closed slot is on Kafka and empty again. */
  published(slot: ClosedSlot): void;
  /** When the oldest row not yet published was written (ms), if any: how far behind the relay is. */
  oldest(): number | undefined;
  /** Rows this process stored and the relay has not published yet (read from memory, no query). */
  backlog(): number;
  /** Rows stored and not yet published, by `_id` (tests). */
  pending(): Promise<OutboxDoc[]>;
};

type Slot = {
  name: string;
  /** When the first row since it was last emptied was written; null while empty. */
  openedAt: number | null;
  /** The rows stored in it, by `_id`; null once this process cannot vouch for them all. */
  rows: Map<string, OutboxDoc> | null;
  /** Rows stored in it since it was last emptied (its `rows` size while it has them). */
  count: number;
  inflight: number;
  settled: Promise<void>;
  settle: () => void;
  batcher: ReturnType<typeof createBulkBatcher<OutboxDoc>>;
};

export function createOutboxLog(connection: Connection, opts: { clock?: () => number } = {}): OutboxLog {
  const clock = opts.clock ?? Date.now;
  const writer = randomBytes(5).toString('hex');
  const collection = (name: string) => outboxCollection(connection, name);
  const slots: Slot[] = slotNames(writer).map((name) => ({
    name,
    openedAt: null,
    rows: new Map(),
    count: 0,
    inflight: 0,
    settled: Promise.resolve(),
    settle: () => undefined,
    // Inserts only: a batch reads nothing (service-kit bulk-batcher.ts), so it may be large.
    batcher: createBulkBatcher(collection(name), 200),
  }));
  let open = 0;
  let closedSlot: Slot | null = null;
  let closing: Promise<unknown> = Promise.resolve();

  function track(slot: Slot) {
    if (slot.inflight === 0)
      slot.settled = new Promise<void>((resolve) => {
        slot.settle = resolve;
      });
    slot.inflight += 1;
    slot.openedAt ??= clock();
    return () => {
      slot.inflight -= 1;
      if (slot.inflight === 0) slot.settle();
    };
  }

  const asClosed = (slot: Slot): ClosedSlot => ({
    name: slot.name,
    openedAt: slot.openedAt ?? clock(),
    rows: slot.rows ? [...slot.rows.values()] : null,
  });

  /** Rows now stored in the slot (or already there: a duplicate `_id` within one slot). */
  function remember(slot: Slot, rows: readonly OutboxDoc[]) {
    if (!slot.rows) {
      slot.count += rows.length;
      return;
    }
    for (const row of rows) slot.rows.set(row._id, row);
    slot.count = slot.rows.size;
    if (slot.rows.size > MEMORY_ROWS) slot.rows = null;
  }

  return {
    writer,
    async record(rows, grouped) {
      if (rows.length === 0) return;
      const slot = slots[open] as Slot;
      const done = track(slot);
      try {
        if (grouped && rows.length === 1 && rows[0])
          await slot.batcher.write({ insertOne: { document: rows[0] } });
        else await collection(slot.name).insertMany([...rows], { ordered: false });
        remember(slot, rows);
      } catch (err) {
        // A row already pending in this slot (a catch-up re-recording it) stays as it is.
        if (isDuplicateKeyError(err)) remember(slot, rows);
        else {
          slot.rows = null; // some rows may be stored: only the collection knows
          slot.count += rows.length;
          throw err;
        }
      } finally {
        done();
      }
    },
    closed() {
      const run = closing.then(async () => {
        if (!closedSlot) {
          const slot = slots[open] as Slot;
          if (slot.openedAt === null) return null;
          closedSlot = slot;
          open = 1 - open;
        }
        await closedSlot.settled;
        return asClosed(closedSlot);
      });
      closing = run.catch(() => undefined);
      return run;
    },
    published(slot) {
      if (closedSlot?.name !== slot.name) return;
      closedSlot.openedAt = null;
      closedSlot.rows = new Map();
      closedSlot.count = 0;
      closedSlot = null;
    },
    oldest: () => closedSlot?.openedAt ?? slots[open]?.openedAt ?? undefined,
    backlog: () => slots.reduce((sum, slot) => sum + slot.count, 0),
    async pending() {
      const rows: OutboxDoc[] = [];
      for (const slot of slots) rows.push(...(await collection(slot.name).find({}).toArray()));
      return rows.sort(byId);
    },
  };
}
