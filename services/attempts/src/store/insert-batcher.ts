import type { Collection } from 'mongoose';

type Waiter<T> = { doc: T; resolve: () => void; reject: (err: unknown) => void };

/** The per-document errors of an unordered bulk insert, by index in the batch. */
function errorsByIndex(err: unknown): Map<number, unknown> | null {
  const writeErrors = (err as { writeErrors?: unknown }).writeErrors;
  if (writeErrors === undefined) return null;
  const list = Array.isArray(writeErrors) ? writeErrors : [writeErrors];
  const out = new Map<number, unknown>();
  for (const e of list as { index?: number; code?: number; errmsg?: string }[]) {
    if (typeof e.index !== 'number') return null;
    out.set(e.index, Object.assign(new Error(e.errmsg ?? 'insert failed'), { code: e.code }));
  }
  return out;
}

/**
 * Group commit: single-document inserts that arrive while a batch is in flight go out together
 * as one unordered `insertMany`. The first insert leaves at once (no added wait); under load each
 * round trip carries everything that queued behind the previous one. On FerretDB, with every
 * write serialised, one insert of 50 small documents costs about what 5 single inserts do.
 * Each caller still gets its own outcome: a duplicate `_id` (the optimistic-concurrency conflict)
 * rejects only that caller. Only use for documents whose relative order does not matter — the
 * attempt store sends one event per attempt at a time (its keyed lock), so that holds.
 */
export function createInsertBatcher<T extends { _id: string }>(collection: Collection<T>, maxBatch = 200) {
  let queue: Waiter<T>[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const docs = batch.map((w) => w.doc) as unknown as Parameters<Collection<T>['insertMany']>[0];
        await collection.insertMany(docs, { ordered: false });
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
    insert(doc: T): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        queue.push({ doc, resolve, reject });
        if (!running) void drain();
      });
    },
  };
}
