/**
 * Serialises async work per key within this process: one attempt's writes run one at a time,
 * so they never conflict with each other (only with another instance's, which the store retries).
 */
export type KeyedLock = { run<T>(key: string, work: () => Promise<T>): Promise<T> };

export function createKeyedLock(): KeyedLock {
  const tails = new Map<string, Promise<void>>();
  return {
    async run(key, work) {
      const previous = tails.get(key) ?? Promise.resolve();
      let release = () => {};
      const mine = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tail = previous.then(() => mine);
      tails.set(key, tail);
      await previous;
      try {
        return await work();
      } finally {
        release();
        if (tails.get(key) === tail) tails.delete(key);
      }
    },
  };
}
