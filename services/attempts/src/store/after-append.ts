import type { PayloadEncoder } from '@ssc/service-kit';
import type { AttemptState } from '../domain/attempt-types';
import type { AppendWrites } from './append-writes';
import { type EventDoc, indexEntryOf, toEnvelope, toProjectionDoc } from './collections';

const isLifecycle = (doc: EventDoc) => doc.type === 'AttemptStarted' || doc.type === 'AttemptSubmitted';

/**
 * What follows appended (or caught-up) events, in this order: their envelopes into the outbox,
 * then, when due, the projection snapshot. The outbox goes first, so a snapshot at version v
 * implies every event up to v was recorded there; a crash in between leaves the snapshot behind
 * and the next load re-records what it folds after it. Starts and submissions also update the
 * user's attempt index, and those in `counted` (the writer's own events, never caught-up ones)
 * the counters. An event below a later event's recorded-through mark (`rt`, collections.ts) is
 * known to be recorded and is not passed here again (event-store.ts).
 */
export async function afterAppend(
  topic: string,
  state: AttemptState,
  opts: {
    outbox: readonly EventDoc[];
    counted: readonly EventDoc[];
    snapshot: boolean;
    now: Date;
    /** How documents are written: the store's group commit, or one command each. */
    writes: AppendWrites;
    /** How payloads are stored: packed or plain (service-kit store-workarounds.ts). */
    encode: PayloadEncoder;
  },
): Promise<void> {
  const { writes, encode } = opts;
  await insertOutbox(topic, opts.outbox, opts.now, writes, encode);
  if (opts.snapshot) await writes.projection(toProjectionDoc(state, encode));

  if (!opts.outbox.some(isLifecycle)) return;
  await writes.userIndex(state.userId, state.id, indexEntryOf(state));
  const started = opts.counted.filter((d) => d.type === 'AttemptStarted').length;
  const submitted = opts.counted.filter((d) => d.type === 'AttemptSubmitted').length;
  if (started + submitted > 0) await writes.counters({ total: started, inProgress: started - submitted });
}

/** An envelope already pending in the open slot is left as it is (outbox-log.ts). */
async function insertOutbox(
  topic: string,
  docs: readonly EventDoc[],
  now: Date,
  writes: AppendWrites,
  encode: PayloadEncoder,
) {
  if (docs.length === 0) return;
  await writes.outbox(
    docs.map((doc) => ({ _id: doc._id, topic, envelope: encode(toEnvelope(doc)), createdAt: now })),
  );
}

/** Start and submission always, otherwise once the snapshot is `every` events behind. */
export const snapshotDue = (docs: readonly EventDoc[], version: number, projected: number, every: number) =>
  docs.some(isLifecycle) || version - projected >= every;
