import { createBulkBatcher } from '@ssc/service-kit';
import type { OutboxLog } from '../outbox/outbox-log';
import {
  ATTEMPT_COUNTERS_ID,
  type AttemptCollections,
  type AttemptIndexEntry,
  type CountersDoc,
  type OutboxDoc,
  type ProjectionDoc,
} from './collections';

export type CounterDelta = Pick<CountersDoc, 'total' | 'inProgress'>;

/** The single-document writes that follow an append (after-append.ts). */
export type AppendWrites = {
  /** Outbox rows, into this process's outbox log (a row already pending there is left as it is). */
  outbox(rows: readonly OutboxDoc[]): Promise<void>;
  projection(doc: ProjectionDoc): Promise<void>;
  userIndex(userId: string, attemptId: string, entry: AttemptIndexEntry): Promise<void>;
  counters(delta: CounterDelta): Promise<void>;
};

/** One command per write (the rebuild tool and tests). */
export function directWrites(cols: AttemptCollections, log: OutboxLog): AppendWrites {
  return {
    outbox: (rows) => log.record(rows, false),
    async projection(doc) {
      await cols.projections.replaceOne({ _id: doc._id }, doc, { upsert: true });
    },
    async userIndex(userId, attemptId, entry) {
      await cols.userAttempts.updateOne(
        { _id: userId },
        { $set: { [`attempts.${attemptId}`]: entry } },
        { upsert: true },
      );
    },
    async counters(delta) {
      await cols.counters.updateOne({ _id: ATTEMPT_COUNTERS_ID }, { $inc: delta }, { upsert: true });
    },
  };
}

/**
 * Group commit of everything that follows an append: concurrent attempts' outbox rows,
 * snapshots and index entries leave as one `bulkWrite` per collection, and their counter
 * deltas as one `$inc` (service-kit bulk-batcher.ts). FerretDB runs one write at a time: when
 * every candidate's timer reaches zero together, a submission costs a share of five commands
 * instead of five. Replacements and updates go at most MAX_UPDATE_BATCH per command (a FerretDB
 * limit, see service-kit bulk-batcher.ts).
 */
export function groupedWrites(cols: AttemptCollections, log: OutboxLog): AppendWrites {
  const projections = createBulkBatcher(cols.projections);
  const index = createBulkBatcher(cols.userAttempts);
  const counters = createIncrementBatcher(cols);
  return {
    outbox: (rows) => log.record(rows, true),
    projection: (doc) =>
      projections.write({ replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true } }),
    userIndex: (userId, attemptId, entry) =>
      index.write({
        updateOne: {
          filter: { _id: userId },
          update: { $set: { [`attempts.${attemptId}`]: entry } },
          upsert: true,
        },
      }),
    counters: counters.add,
  };
}

/** Deltas that arrive while an `$inc` is in flight are summed into the next one. */
function createIncrementBatcher(cols: AttemptCollections) {
  let pending: CounterDelta = { total: 0, inProgress: 0 };
  let waiters: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (waiters.length > 0) {
      const batch = waiters;
      const delta = pending;
      waiters = [];
      pending = { total: 0, inProgress: 0 };
      try {
        await cols.counters.updateOne({ _id: ATTEMPT_COUNTERS_ID }, { $inc: delta }, { upsert: true });
        for (const w of batch) w.resolve();
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    running = false;
  }

  return {
    add(delta: CounterDelta): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        pending = { total: pending.total + delta.total, inProgress: pending.inProgress + delta.inProgress };
        waiters.push({ resolve, reject });
        if (!running) void drain();
      });
    },
  };
}
