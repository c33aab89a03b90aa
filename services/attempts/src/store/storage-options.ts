import { type Packed, packJson } from '@ssc/service-kit';
import type { AttemptsConfig } from '../config';

/**
 * The attempts store's FerretDB 1.24 workarounds, in one place, each behind a switch. The
 * defaults are what runs on FerretDB (dev, CI); the notes say what each would be on MongoDB.
 *
 * - `packedPayloads` (ATTEMPT_PACKED_PAYLOADS, default true): event data, outbox envelopes and
 *   snapshots are stored as one deflated binary field (service-kit packed-json.ts). FerretDB
 *   encodes every field of every sub-document on its single write thread: a 100-question
 *   AttemptSubmitted cost ~4 ms to insert and ~6 ms to scan as sub-documents, ~0.3 ms packed.
 *   On MongoDB, plain sub-documents (false) cost little and stay readable and queryable in the
 *   shell. Readers take both forms, so the switch can change on a live database.
 * - `groupCommit` (ATTEMPT_GROUP_COMMIT, default true): single-event inserts from concurrent
 *   requests, and the outbox rows, snapshots, index entries and counter deltas after them, share
 *   one command per collection (service-kit bulk-batcher.ts, append-writes.ts), because FerretDB
 *   runs one write at a time. On MongoDB (false), one command per write: writes to different
 *   documents run in parallel and the storage engine groups journal flushes itself.
 *
 * Not switchable, because it is right on MongoDB too: every hot read and write is by `_id`
 * (FerretDB uses no other index), and the projection is a snapshot every
 * ATTEMPT_SNAPSHOT_EVERY events rather than rewritten per answer.
 */
export type StorageOptions = { packedPayloads: boolean; groupCommit: boolean };

export const FERRETDB_STORAGE: StorageOptions = { packedPayloads: true, groupCommit: true };

export const storageOptionsOf = (
  config: Pick<AttemptsConfig, 'ATTEMPT_PACKED_PAYLOADS' | 'ATTEMPT_GROUP_COMMIT'>,
): StorageOptions => ({
  packedPayloads: config.ATTEMPT_PACKED_PAYLOADS,
  groupCommit: config.ATTEMPT_GROUP_COMMIT,
});

/** A payload as stored: packed, or the plain value (written with packing off, or before it). */
export type Stored<T> = Packed<T> | T;

export type PayloadEncoder = <T>(value: T) => Stored<T>;

export const payloadEncoder =
  (options: Pick<StorageOptions, 'packedPayloads'>): PayloadEncoder =>
  (value) =>
    options.packedPayloads ? packJson(value) : value;
