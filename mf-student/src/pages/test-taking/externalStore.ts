/** A value that changes over time and says so: the shape `useSyncExternalStore` reads. */
export interface Readable<T> {
  subscribe(listener: () => void): () => void;
  get(): T;
}

export interface Store<T> extends Readable<T> {
  set(next: T): void;
}

/** Holds one immutable value; listeners hear only real changes (same reference: no call). */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
