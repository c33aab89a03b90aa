import type { KeyValueStorage, WithLock } from './answerQueue';

const LEASE_MS = 15_000;
const RENEW_MS = 5_000;
const POLL_MS = 1_000;

interface Lease {
  owner: string;
  until: number;
}

function readLease(storage: KeyValueStorage, key: string): Lease | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (value && typeof value === 'object' && 'owner' in value && 'until' in value) return value as Lease;
  } catch {
    // an unreadable lease is no lease
  }
  return null;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Browsers without Web Locks: a lease in localStorage, renewed while held and expiring if the tab
 * dies. Not strictly atomic across tabs, which is acceptable: a write sent twice is harmless
 * (the server ignores one that is not newer).
 */
function leaseLock(storage: KeyValueStorage, key: string): WithLock {
  const owner = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  let chain: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = async () => {
      for (;;) {
        const lease = readLease(storage, key);
        if (!lease || lease.until < Date.now() || lease.owner === owner) break;
        await delay(POLL_MS);
      }
      const claim = () => storage.setItem(key, JSON.stringify({ owner, until: Date.now() + LEASE_MS }));
      claim();
      const renew = setInterval(claim, RENEW_MS);
      try {
        return await task();
      } finally {
        clearInterval(renew);
        if (readLease(storage, key)?.owner === owner) storage.removeItem(key);
      }
    };
    // One holder per tab as well: tasks of this tab wait for each other.
    const result = chain.then(run, run);
    chain = result.catch(() => undefined);
    return result;
  };
}

/** One tab at a time: Web Locks where the browser has them, else a storage lease. */
export function tabLock(name: string, storage: KeyValueStorage): WithLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') {
    return <T>(task: () => Promise<T>) => locks.request(name, () => task()) as Promise<T>;
  }
  return leaseLock(storage, `${name}.lease`);
}
