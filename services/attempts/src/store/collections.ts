import type { AnyEnvelope, AttemptLifecycle } from '@ssc/contracts';
import { type PayloadEncoder, type Stored, unpackJson } from '@ssc/service-kit';
import type { Collection, Connection } from 'mongoose';
import type { AttemptEvent, AttemptState } from '../domain/attempt-types';
import { LIVE_MOCK_COLLECTIONS } from '../live-mocks/live-mock-store';

/**
 * The attempts database (docs/attempts.md). Every hot read and write is by `_id`: FerretDB 1.24
 * plans anything else as a scan of the whole collection. The native driver is used directly
 * (through mongoose's connection): these documents are written by code, not by users, and the
 * answer path should not pay for casting. Payloads (event data, outbox envelopes, snapshots)
 * are packed JSON (service-kit packed-json.ts): as sub-documents, FerretDB's single write thread
 * spent ~12 ms on one submission and a 1,000-submission burst scored 13 results/s. They are
 * packed only on FerretDB (service-kit store-workarounds.ts); readers take both forms.
 */

/** One event of one attempt; `_id` = `{attemptId}:{seq, 6 digits}`, so a duplicate is a conflict. */
export type EventDoc = {
  _id: string;
  attemptId: string;
  seq: number;
  type: AttemptEvent['type'];
  occurredAt: string;
  data: Stored<AttemptEvent['data']>;
  /**
   * Recorded through: when this event was written, every event of the attempt up to this seq
   * was in the outbox already (absent on events written before it was kept: nothing known).
   */
  rt?: number;
};

/** An event not yet on Kafka, in an outbox slot (outbox/outbox-log.ts); `_id` = envelope id = event `_id`. */
export type OutboxDoc = { _id: string; topic: string; envelope: Stored<AnyEnvelope>; createdAt: Date };

/** The folded attempt (a snapshot), replaced whole when due; `_id` = attempt id. */
export type ProjectionDoc = { _id: string; state: Stored<AttemptState> };
/** How snapshots were stored before they were packed: the state's fields. */
type LegacyProjectionDoc = AttemptState & { _id: string };

/** What the resume list and attempt numbers need, per attempt; changes only at start and submit. */
export type AttemptIndexEntry = {
  testId: string;
  status: AttemptLifecycle;
  startedAt: string;
  deadline: string;
  submittedAt: string | null;
  attemptNumber: number;
};
export type UserAttemptsDoc = { _id: string; attempts: Record<string, AttemptIndexEntry> };

export type CountersDoc = { _id: string; total: number; inProgress: number };
export const ATTEMPT_COUNTERS_ID = 'attempts';

export type AttemptCollections = {
  events: Collection<EventDoc>;
  projections: Collection<ProjectionDoc>;
  userAttempts: Collection<UserAttemptsDoc>;
  counters: Collection<CountersDoc>;
};

export function attemptCollections(connection: Connection): AttemptCollections {
  return {
    events: connection.collection<EventDoc>('attempt_events'),
    projections: connection.collection<ProjectionDoc>('attempts'),
    userAttempts: connection.collection<UserAttemptsDoc>('user_attempts'),
    counters: connection.collection<CountersDoc>('counters'),
  };
}

/** Creates the collections before traffic (idempotent). Only `_id` indexes: nothing else is queried hot. */
export async function ensureAttemptCollections(connection: Connection): Promise<void> {
  const db = connection.db;
  if (!db) throw new Error('mongo not connected');
  const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  for (const name of ['attempt_events', 'attempts', 'user_attempts', 'counters', ...LIVE_MOCK_COLLECTIONS]) {
    if (existing.has(name)) continue;
    await db.createCollection(name).catch((err: unknown) => {
      if ((err as { codeName?: string }).codeName !== 'NamespaceExists') throw err;
    });
  }
}

export const eventId = (attemptId: string, seq: number): string =>
  `${attemptId}:${String(seq).padStart(6, '0')}`;

export const toEvent = (doc: EventDoc): AttemptEvent =>
  ({ type: doc.type, data: unpackJson(doc.data) }) as AttemptEvent;

export const toEnvelope = (doc: EventDoc): AnyEnvelope => ({
  id: doc._id,
  type: doc.type,
  version: 1,
  occurredAt: doc.occurredAt,
  key: doc.attemptId,
  data: unpackJson(doc.data),
});

export const toProjectionDoc = (state: AttemptState, encode: PayloadEncoder): ProjectionDoc => ({
  _id: state.id,
  state: encode(state),
});

export function toState(doc: ProjectionDoc | LegacyProjectionDoc | null): AttemptState | null {
  if (!doc) return null;
  if ('state' in doc) return unpackJson(doc.state);
  const { _id: _ignored, ...state } = doc;
  return state;
}

export const indexEntryOf = (state: AttemptState): AttemptIndexEntry => ({
  testId: state.testId,
  status: state.status,
  startedAt: state.startedAt,
  deadline: state.deadline,
  submittedAt: state.submittedAt,
  attemptNumber: state.attemptNumber,
});
