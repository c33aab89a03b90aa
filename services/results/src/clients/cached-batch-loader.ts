import { LruMap } from '@ssc/service-kit';

type Entry<V> = { at: number; value: Promise<V | null> };

/**
 * Per-id cache in front of a "load these ids" call: hits younger than `ttlMs` are served from
 * memory (ids the source does not have too, as null), misses are loaded in chunks of
 * `chunkSize`, and a load already on its way is shared by everyone asking for the same id.
 * A failed load is not remembered: the next call asks again.
 */
export function cachedBatchLoader<V>(opts: {
  load(ids: string[]): Promise<Map<string, V>>;
  ttlMs: number;
  capacity: number;
  chunkSize: number;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  const cache = new LruMap<string, Entry<V>>(opts.capacity);

  return {
    /** Values by id; ids the source does not have map to null. */
    async get(ids: readonly string[]): Promise<Map<string, V | null>> {
      const t = now();
      const pending = new Map<string, Promise<V | null>>();
      const misses: string[] = [];
      for (const id of new Set(ids)) {
        const hit = cache.get(id);
        if (hit && t - hit.at < opts.ttlMs) pending.set(id, hit.value);
        else misses.push(id);
      }
      for (let i = 0; i < misses.length; i += opts.chunkSize) {
        const chunk = misses.slice(i, i + opts.chunkSize);
        const loaded = opts.load(chunk);
        for (const id of chunk) {
          const entry: Entry<V> = { at: t, value: loaded.then((found) => found.get(id) ?? null) };
          cache.set(id, entry);
          pending.set(id, entry.value);
          entry.value.catch(() => {
            if (cache.get(id) === entry) cache.delete(id);
          });
        }
      }
      const ordered = [...pending];
      const values = await Promise.all(ordered.map(([, value]) => value));
      return new Map(ordered.map(([id], i) => [id, values[i] ?? null]));
    },
  };
}
