import { randomBytes } from 'node:crypto';
import { createBulkBatcher, isDuplicateKeyError } from '@ssc/service-kit';
import type { Connection } from 'mongoose';
import type { OutboxDoc } from '../store/collections';

/** Every generation's collection is named `outbox_{writer}_{first write, ms since epoch}`. */
const GENERATION = /^outbox_([a-z0-9]+)_(\d{13})$/;
/** A generation this old takes no more writes, whether or not its relay has come by. */
export const MAX_OPEN_MS = 60_000;

export type Generation = { name: string; openedAt: number };

/** When a generation's collection was opened, and by which writer; null for other collections. */
export function parseGeneration(name: string): { writer: string; openedAt: number } | null {
  const m = GENERATION.exec(name);
  return m?.[1] && m[2] ? { writer: m[1], openedAt: Number(m[2]) } : null;
}

/**
 * The outbox of one writing process (an API instance, the deadline worker): a series of
 * collections, one per generation, each written for at most a relay tick (or MAX_OPEN_MS) and
 * then published whole and dropped by that process's relay (outbox-relay.ts).
 *
 * Why not one collection with a row deleted per published event: on FerretDB 1.24 a delete is a
 * statement per row on its single write thread, ~0.4 ms quiet and ~1.5 ms under a 10,000-
 * aspirant crowd, and every relay read decoded the whole collection; the relay published ~460
 * events/s while the crowd wrote ~670/s and the backlog grew to ~59,000 rows
 * (docs/attempts.md). Dropping a generation is one command (~2 ms) whatever it holds.
 *
 * A process's generations are published in order, and each sorted by `_id`
 * (`attemptId:seq`), so an attempt's events leave in their order. A crashed process's
 * generations are published by any other relay once they are clearly abandoned (outbox-relay.ts).
 */
export type OutboxLog = {
  /** Stores rows in the open generation (one shared command when `grouped`); duplicates are ignored. */
  record(rows: readonly OutboxDoc[], grouped: boolean): Promise<void>;
  /**
   * Closes the open generation and returns every closed one not yet published, oldest first,
   * once their writes have settled. Runs one at a time (callers queue).
   */
  closed(): Promise<Generation[]>;
  /** A closed generation is on Kafka and dropped. */
  published(generation: Generation): void;
  /** Whether a collection is one of this log's generations. */
  owns(name: string): boolean;
  /** Rows stored and not yet published, by `_id` (tests; reads every pending generation). */
  pending(): Promise<OutboxDoc[]>;
};

type OpenGeneration = Generation & {
  inflight: number;
  settled: Promise<void>;
  settle: () => void;
  batcher: ReturnType<typeof createBulkBatcher<OutboxDoc>>;
};

export function createOutboxLog(connection: Connection, opts: { clock?: () => number } = {}): OutboxLog {
  const clock = opts.clock ?? Date.now;
  const writer = randomBytes(5).toString('hex');
  let open: OpenGeneration | undefined;
  let lastOpenedAt = 0;
  const closedOnes: OpenGeneration[] = [];
  let closing: Promise<unknown> = Promise.resolve();

  const collection = (name: string) => connection.collection<OutboxDoc>(name);

  function openGeneration(): OpenGeneration {
    // Strictly increasing, so names never repeat and sort in order.
    const openedAt = Math.max(clock(), lastOpenedAt + 1);
    lastOpenedAt = openedAt;
    const name = `outbox_${writer}_${String(openedAt).padStart(13, '0')}`;
    return {
      name,
      openedAt,
      inflight: 0,
      settled: Promise.resolve(),
      settle: () => undefined,
      // Inserts only: a batch reads nothing (service-kit bulk-batcher.ts), so it may be large.
      batcher: createBulkBatcher(collection(name), 200),
    };
  }

  function close() {
    if (open) closedOnes.push(open);
    open = undefined;
  }

  /** The generation to write into: opened at the first write, closed after MAX_OPEN_MS. */
  function current(): OpenGeneration {
    if (open && clock() - open.openedAt >= MAX_OPEN_MS) close();
    open ??= openGeneration();
    return open;
  }

  function track(gen: OpenGeneration) {
    if (gen.inflight === 0)
      gen.settled = new Promise<void>((resolve) => {
        gen.settle = resolve;
      });
    gen.inflight += 1;
    return () => {
      gen.inflight -= 1;
      if (gen.inflight === 0) gen.settle();
    };
  }

  return {
    async record(rows, grouped) {
      if (rows.length === 0) return;
      const gen = current();
      const done = track(gen);
      try {
        if (grouped && rows.length === 1 && rows[0])
          await gen.batcher.write({ insertOne: { document: rows[0] } });
        else await collection(gen.name).insertMany([...rows], { ordered: false });
      } catch (err) {
        // A row already pending (a catch-up re-recording it) stays as it is.
        if (!isDuplicateKeyError(err)) throw err;
      } finally {
        done();
      }
    },
    closed() {
      const run = closing.then(async () => {
        close();
        for (const gen of closedOnes) await gen.settled;
        return closedOnes.map(({ name, openedAt }) => ({ name, openedAt }));
      });
      closing = run.catch(() => undefined);
      return run;
    },
    published(generation) {
      const i = closedOnes.findIndex((g) => g.name === generation.name);
      if (i >= 0) closedOnes.splice(i, 1);
    },
    owns: (name) => parseGeneration(name)?.writer === writer,
    async pending() {
      const rows: OutboxDoc[] = [];
      for (const gen of [...closedOnes, ...(open ? [open] : [])])
        rows.push(...(await collection(gen.name).find({}).toArray()));
      return rows.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    },
  };
}
