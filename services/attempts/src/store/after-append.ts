import { isDuplicateKeyError, packJson } from '@ssc/service-kit';
import type { AttemptState } from '../domain/attempt-types';
import {
  ATTEMPT_COUNTERS_ID,
  type AttemptCollections,
  type EventDoc,
  indexEntryOf,
  type OutboxDoc,
  toEnvelope,
  toProjectionDoc,
} from './collections';

const isLifecycle = (doc: EventDoc) => doc.type === 'AttemptStarted' || doc.type === 'AttemptSubmitted';

/**
 * What follows appended (or caught-up) events, in this order: their envelopes into the outbox,
 * then, when due, the projection snapshot. The outbox goes first, so a snapshot at version v
 * implies every event up to v was recorded there; a crash in between leaves the snapshot behind
 * and the next load re-records what it folds after it. Starts and submissions also update the
 * user's attempt index, and those in `counted` (the writer's own events, never caught-up ones)
 * the counters.
 */
export async function afterAppend(
  cols: AttemptCollections,
  topic: string,
  state: AttemptState,
  opts: {
    outbox: readonly EventDoc[];
    counted: readonly EventDoc[];
    snapshot: boolean;
    now: Date;
    /** How a lone outbox row is inserted (the store's group commit); default a direct insert. */
    insertOne?: (row: OutboxDoc) => Promise<void>;
  },
): Promise<void> {
  await insertOutbox(cols, topic, opts.outbox, opts.now, opts.insertOne);
  if (opts.snapshot)
    await cols.projections.replaceOne({ _id: state.id }, toProjectionDoc(state), { upsert: true });

  if (!opts.outbox.some(isLifecycle)) return;
  await cols.userAttempts.updateOne(
    { _id: state.userId },
    { $set: { [`attempts.${state.id}`]: indexEntryOf(state) } },
    { upsert: true },
  );
  const started = opts.counted.filter((d) => d.type === 'AttemptStarted').length;
  const submitted = opts.counted.filter((d) => d.type === 'AttemptSubmitted').length;
  if (started + submitted > 0) {
    await cols.counters.updateOne(
      { _id: ATTEMPT_COUNTERS_ID },
      { $inc: { total: started, inProgress: started - submitted } },
      { upsert: true },
    );
  }
}

/** Envelopes already there (a re-insert after a catch-up) are left as they are. */
async function insertOutbox(
  cols: AttemptCollections,
  topic: string,
  docs: readonly EventDoc[],
  now: Date,
  insertOne: (row: OutboxDoc) => Promise<void> = async (row) => {
    await cols.outbox.insertOne(row);
  },
) {
  if (docs.length === 0) return;
  const rows: OutboxDoc[] = docs.map((doc) => ({
    _id: doc._id,
    topic,
    envelope: packJson(toEnvelope(doc)),
    createdAt: now,
  }));
  try {
    if (rows.length === 1 && rows[0]) await insertOne(rows[0]);
    else await cols.outbox.insertMany(rows, { ordered: false });
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
  }
}

/** Start and submission always, otherwise once the snapshot is `every` events behind. */
export const snapshotDue = (docs: readonly EventDoc[], version: number, projected: number, every: number) =>
  docs.some(isLifecycle) || version - projected >= every;
