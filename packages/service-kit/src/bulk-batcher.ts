import type { Collection, mongo } from 'mongoose';

type Document = mongo.Document;
type AnyBulkWriteOperation<T extends Document> = mongo.AnyBulkWriteOperation<T>;

type Waiter<T extends Document> = {
  op: AnyBulkWriteOperation<T>;
  resolve: () => void;
  reject: (err: unknown) => void;
};

/**
 * Operations per command unless the caller knows better. FerretDB 1.24 (SQLite) keeps one of a
 * database's 100 SQLite connections open per update/replace/delete statement until the whole
 * command ends, then needs one more to write: an update command of 100 statements waits for
 * itself forever, and with it every later write (seen in bench/submit-burst.ts; a goroutine
 * dump showed the command holding 100 open Rows). Inserts do not read, so insert-only
 * batchers may pass a larger size.
 */
export const MAX_UPDATE_BATCH = 50;

/** The per-operation errors of an unordered bulk write, by index in the batch. */
function errorsByIndex(err: unknown): Map<number, unknown> | null {
  const writeErrors = (err as { writeErrors?: unknown }).writeErrors;
  if (writeErrors === undefined) return null;
  const list = Array.isArray(writeErrors) ? writeErrors : [writeErrors];
  const out = new Map<number, unknown>();
  for (const e of list as { index?: number; code?: number; errmsg?: string }[]) {
    if (typeof e.index !== 'number') return null;
    out.set(e.index, Object.assign(new Error(e.errmsg ?? 'write failed'), { code: e.code }));
  }
  return out;
}

/**
 * Group commit for single-document writes (the attempts service's insert batcher, for any
 * bulk operation): writes that arrive while a batch is in flight leave together as one
 * unordered `bulkWrite`. The first leaves at once (no added wait); under load each round trip
 * carries what queued behind the previous one. FerretDB runs one write command at a time, so
 * sharing commands is most of the throughput of concurrent writers (answers in attempts,
 * scoring jobs in results). Each caller gets its own outcome (a duplicate `_id` — the attempt
 * store's optimistic-concurrency conflict — rejects only that caller). Only for writes whose
 * relative order does not matter: callers write their own keys.
 */
export function createBulkBatcher<T extends Document>(
  collection: Pick<Collection<T>, 'bulkWrite'> | Pick<mongo.Collection<T>, 'bulkWrite'>,
  maxBatch = MAX_UPDATE_BATCH,
) {
  let queue: Waiter<T>[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await collection.bulkWrite(
          batch.map((w) => w.op),
          { ordered: false },
        );
        for (const w of batch) w.resolve();
      } catch (err) {
        const failed = errorsByIndex(err);
        batch.forEach((w, i) => {
          if (!failed) w.reject(err);
          else if (failed.has(i)) w.reject(failed.get(i));
          else w.resolve();
        });
      }
    }
    running = false;
  }

  return {
    write(op: AnyBulkWriteOperation<T>): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        queue.push({ op, resolve, reject });
        if (!running) void drain();
      });
    },
  };
}
