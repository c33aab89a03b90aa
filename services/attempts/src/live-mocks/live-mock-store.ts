import { isDuplicateKeyError, LruMap } from '@ssc/service-kit';
import type { Collection, Connection } from 'mongoose';
import type { LiveMockDoc } from './live-mock-types';

/** A registration: `_id` = `{liveMockId}:{userId}`, insert-only, so a duplicate means "already". */
export type RegistrationDoc = { _id: string; liveMockId: string; userId: string; registeredAt: string };

export const LIVE_MOCK_COLLECTIONS = ['live_mocks', 'live_mock_registrations'] as const;

export type LiveMockStore = {
  /** Every mock (a small collection), through a cache of a few seconds. */
  all(): Promise<LiveMockDoc[]>;
  /**
   * One mock: from the cache, else by `_id` (scheduled on another instance moments ago);
   * `fresh` reads it by `_id` anyway (an admin's change starts from what is stored).
   */
  get(id: string, opts?: { fresh?: boolean }): Promise<LiveMockDoc | null>;
  /** Inserts or replaces the whole mock (schedule, edit, cancel: rare admin writes). */
  save(mock: LiveMockDoc): Promise<void>;
  /** True when this call registered the user, false when they already were. */
  register(liveMockId: string, userId: string, now: Date): Promise<boolean>;
  isRegistered(liveMockId: string, userId: string): Promise<boolean>;
};

const registrationId = (liveMockId: string, userId: string) => `${liveMockId}:${userId}`;

/**
 * The schedule (`live_mocks`) and registrations (`live_mock_registrations`). Every waiting-room
 * poll reads the schedule, so it is read whole and kept `ttlMs` per instance: this instance's
 * writes show at once, another's within `ttlMs`. Registrations are point reads and inserts by
 * `_id`, the only access FerretDB 1.24 indexes.
 */
export function createLiveMockStore(deps: {
  connection: Connection;
  ttlMs?: number;
  now?: () => number;
  /** Registrations remembered per instance. */
  knownRegistrations?: number;
}): LiveMockStore {
  const mocks: Collection<LiveMockDoc> = deps.connection.collection<LiveMockDoc>('live_mocks');
  const registrations = deps.connection.collection<RegistrationDoc>('live_mock_registrations');
  const ttlMs = deps.ttlMs ?? 2_000;
  const now = deps.now ?? Date.now;
  let cached: { at: number; mocks: Promise<LiveMockDoc[]> } | null = null;
  // Registrations are never removed, so a "yes" can be remembered: a registered student's
  // waiting-room polls then cost no database read.
  const known = new LruMap<string, true>(deps.knownRegistrations ?? 100_000);

  function all(): Promise<LiveMockDoc[]> {
    if (cached && now() - cached.at < ttlMs) return cached.mocks;
    const entry = { at: now(), mocks: mocks.find({}).toArray() };
    cached = entry;
    entry.mocks.catch(() => {
      if (cached === entry) cached = null;
    });
    return entry.mocks;
  }

  return {
    all,
    async get(id, opts) {
      if (opts?.fresh) return mocks.findOne({ _id: id });
      const hit = (await all()).find((m) => m._id === id);
      return hit ?? (await mocks.findOne({ _id: id }));
    },
    async save(mock) {
      await mocks.replaceOne({ _id: mock._id }, mock, { upsert: true });
      cached = null;
    },
    async register(liveMockId, userId, at) {
      const _id = registrationId(liveMockId, userId);
      try {
        await registrations.insertOne({ _id, liveMockId, userId, registeredAt: at.toISOString() });
        known.set(_id, true);
        return true;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        known.set(_id, true);
        return false;
      }
    },
    async isRegistered(liveMockId, userId) {
      const _id = registrationId(liveMockId, userId);
      if (known.get(_id)) return true;
      const found = (await registrations.findOne({ _id }, { projection: { _id: 1 } })) !== null;
      if (found) known.set(_id, true);
      return found;
    },
  };
}
