import { LruMap } from '@ssc/service-kit';

export type RevalidatingCache<V> = {
  /** The cached value if it was checked within `revalidateMs`, else whatever `load` decides. */
  get(key: string): Promise<V | null>;
  /** Forget a key now (a write through this instance), including any load already running. */
  invalidate(key: string): void;
  clear(): void;
};

/**
 * A small in-process cache for hot reads. A value is served without asking anyone for
 * `revalidateMs`; after that the next request calls `load(key, previous)`, which may hand the
 * previous value back after a cheap freshness check (say, comparing an `updatedAt`) or build a
 * new one. Concurrent misses for a key share one load, and a load that started before an
 * `invalidate` never stores its (possibly stale) result. Writes on other instances therefore
 * show up within `revalidateMs`; writes through this one immediately.
 */
export function createRevalidatingCache<V>(opts: {
  load: (key: string, previous: V | undefined) => Promise<V | null>;
  capacity: number;
  revalidateMs: number;
  now?: () => number;
}): RevalidatingCache<V> {
  const now = opts.now ?? Date.now;
  const entries = new LruMap<string, { value: V; checkedAt: number }>(opts.capacity);
  const loading = new Map<string, Promise<V | null>>();
  let generation = 0;

  const startLoad = (key: string, previous: V | undefined) => {
    const startedIn = generation;
    const promise: Promise<V | null> = opts
      .load(key, previous)
      .then((value) => {
        if (startedIn === generation) {
          if (value === null) entries.delete(key);
          else entries.set(key, { value, checkedAt: now() });
        }
        return value;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  };

  return {
    async get(key) {
      const hit = entries.get(key);
      if (hit && now() - hit.checkedAt < opts.revalidateMs) return hit.value;
      return loading.get(key) ?? startLoad(key, hit?.value);
    },
    invalidate(key) {
      generation++;
      entries.delete(key);
      loading.delete(key);
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}
