import type { AttemptLifecycle, AttemptStats } from '@ssc/contracts';
import { attemptAsOf } from '../domain/attempt-as-of';
import { isLive } from '../domain/attempt-rules';
import type { AttemptPolicy, AttemptState } from '../domain/attempt-types';
import { ATTEMPT_COUNTERS_ID, type AttemptCollections, type AttemptIndexEntry } from './collections';
import type { AttemptStore } from './event-store';

/**
 * What the routes read, and the only code that reads the user index and the counters. Every
 * method is read-only (the store's `load` writes nothing either); an attempt is returned as it
 * stands at `now` (domain/attempt-as-of.ts), so one past deadline + grace reads as closed before
 * the deadline worker has written the close.
 */
export type AttemptReadModel = {
  /** Any attempt by id (internal callers), or null. */
  attempt(attemptId: string, now: Date): Promise<AttemptState | null>;
  /** The user's live attempts (domain `isLive`), newest first. */
  liveAttempts(userId: string, now: Date): Promise<AttemptState[]>;
  /** How many attempts the user has started at a test, and the live one among them if any. */
  attemptsAtTest(
    userId: string,
    testId: string,
    now: Date,
  ): Promise<{ started: number; live: AttemptState | null }>;
  /**
   * Every attempt the user has started and its status as their index has it (one read by
   * `_id`; the index may lag an attempt's own state, which is good enough for a label).
   */
  attemptStatuses(userId: string): Promise<Map<string, AttemptLifecycle>>;
  /** The admin stat card: attempts started, and in progress. */
  counters(): Promise<AttemptStats>;
};

export function createAttemptReadModel(deps: {
  cols: Pick<AttemptCollections, 'userAttempts' | 'counters'>;
  store: Pick<AttemptStore, 'load'>;
  policy: AttemptPolicy;
  /**
   * Called for a stored attempt that is still in progress past deadline + grace: the deadline
   * worker has not closed it yet, so ask it to (an idempotent job; no event is written here).
   */
  overdue?: (state: AttemptState, now: Date) => Promise<void>;
}): AttemptReadModel {
  const { cols, store, policy } = deps;

  async function attempt(attemptId: string, now: Date) {
    const stored = await store.load(attemptId, { fresh: true });
    if (!stored) return null;
    const state = attemptAsOf(stored, now, policy);
    if (state !== stored) await deps.overdue?.(stored, now);
    return state;
  }

  async function indexOf(userId: string) {
    return Object.entries((await cols.userAttempts.findOne({ _id: userId }))?.attempts ?? {});
  }

  /**
   * The index says which attempts may be live; it changes only at start and submit and may lag
   * (a crash between the event and the index), so each candidate's own state decides.
   */
  async function liveAmong(entries: [string, AttemptIndexEntry][], userId: string, now: Date) {
    const candidates = entries.filter(([, entry]) => isLive(entry, now)).map(([id]) => id);
    const states = await Promise.all(candidates.map((id) => attempt(id, now)));
    return states
      .filter((s): s is AttemptState => !!s && s.userId === userId && isLive(s, now))
      .sort((a, b) => b.startedAt.localeCompare(a.startedAt));
  }

  return {
    attempt,
    liveAttempts: async (userId, now) => liveAmong(await indexOf(userId), userId, now),
    async attemptsAtTest(userId, testId, now) {
      const atTest = (await indexOf(userId)).filter(([, entry]) => entry.testId === testId);
      const [live] = await liveAmong(atTest, userId, now);
      return { started: atTest.length, live: live ?? null };
    },
    attemptStatuses: async (userId) =>
      new Map((await indexOf(userId)).map(([id, entry]) => [id, entry.status])),
    async counters() {
      const doc = await cols.counters.findOne({ _id: ATTEMPT_COUNTERS_ID });
      return { total: doc?.total ?? 0, inProgress: Math.max(0, doc?.inProgress ?? 0) };
    },
  };
}
