import type { SnapshotClient } from './catalog/snapshot-client';
import type { AttemptPolicy, AttemptState } from './domain/attempt-types';
import type { AttemptCollections } from './store/collections';
import type { AttemptStore } from './store/event-store';

/** What the route factories share; built once per app from its dependencies. */
export type AttemptsContext = {
  store: AttemptStore;
  /** For the reads that are not an attempt's state: the user's attempt index and the counters. */
  cols: Pick<AttemptCollections, 'userAttempts' | 'counters'>;
  snapshots: SnapshotClient;
  /** Schedules the server-side close of an attempt at deadline + grace (idempotent). */
  scheduleDeadline(state: AttemptState, now: Date): Promise<void>;
  clock: () => Date;
  policy: AttemptPolicy;
};
