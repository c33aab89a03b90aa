import type { AccommodationsClient } from './auth/accommodations-client';
import type { OpensAtClient } from './catalog/opens-at-client';
import type { SnapshotClient } from './catalog/snapshot-client';
import type { AttemptPolicy, AttemptState } from './domain/attempt-types';
import type { LiveMockCounter } from './live-mocks/live-mock-counts';
import type { LiveMockDeadlines } from './live-mocks/live-mock-deadlines';
import type { LiveMockStore } from './live-mocks/live-mock-store';
import type { AttemptReadModel } from './store/attempt-read-model';
import type { AttemptStore } from './store/event-store';

/** What the route factories share; built once per app from its dependencies. */
export type AttemptsContext = {
  /** Commands: decide and append (the only way routes change an attempt). */
  store: Pick<AttemptStore, 'execute'>;
  /** Reads: attempts as they stand now, the live ones, the counters. Never writes. */
  reads: AttemptReadModel;
  snapshots: SnapshotClient;
  /** Auth's answer to "does this student get compensatory time?", asked when an attempt is created. */
  accommodations: AccommodationsClient;
  /** Schedules the server-side close of an attempt at deadline + grace (idempotent). */
  scheduleDeadline(state: AttemptState, now: Date): Promise<void>;
  clock: () => Date;
  policy: AttemptPolicy;
  /** Live mocks: the schedule and registrations, their counts, late deadlines, the catalog's paper gate. */
  live: {
    mocks: LiveMockStore;
    counts: LiveMockCounter;
    deadlines: LiveMockDeadlines;
    opensAt: OpensAtClient;
  };
};
