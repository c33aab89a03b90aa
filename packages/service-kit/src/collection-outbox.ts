import type { AnyEnvelope } from '@ssc/contracts';
import type { mongo } from 'mongoose';
import { MAX_UPDATE_BATCH } from './bulk-batcher';
import type { Logger } from './logger';
import type { OutboxSource } from './outbox-relay';

/** A pending event in an outbox collection. */
export type OutboxIntentDoc = {
  _id: string;
  topic: string;
  envelope: AnyEnvelope;
  createdAt: Date;
  /** Insertion order within the writing process (events of one entity keep their order). */
  seq: number;
  /** False from before the change is stored until it is; absent (rows of earlier versions): ready. */
  ready?: boolean;
};

/** Events recorded before their change: `ready` once it is stored, `abandon` when it failed. */
export type OutboxIntent = {
  /**
   * The change is stored. `final`: the events as stored (each replaces the intent of its id, when
   * the stored state differs from the forecast); intents it leaves out are deleted.
   */
  ready(final?: readonly AnyEnvelope[]): Promise<void>;
  abandon(): Promise<void>;
};

export type CollectionOutbox = {
  /** Records events as intents, before the change they describe is written. */
  intend(topic: string, events: readonly AnyEnvelope[]): Promise<OutboxIntent>;
  /** Intent, `write`, ready (or abandon when `write` throws); resolves to what `write` did. */
  around<T>(topic: string, events: readonly AnyEnvelope[], write: () => Promise<T>): Promise<T>;
  source: OutboxSource;
};

let lastSeq = 0;
/** Milliseconds times 1000 plus a counter: strictly increasing in this process. */
const nextSeq = () => {
  lastSeq = Math.max(Date.now() * 1000, lastSeq + 1);
  return lastSeq;
};

/**
 * An outbox collection for a store without transactions (FerretDB 1.24): each change records its
 * events first, marked not ready, then writes the entity, then marks them ready. A process that
 * dies between the two leaves an intent; once it is `graceMs` old the relay asks `confirm`
 * whether the change it describes is stored (publish) or never happened (delete). So a crash
 * between the entity write and the outbox write can no longer drop the event. An intent younger
 * than `graceMs` holds back the rows after it, so events leave in their order.
 *
 * Published rows are deleted rather than marked: FerretDB 1.24 scans the whole collection for
 * any filter other than a lone `_id`, so the relay's poll stays cheap only while the outbox
 * holds just what is pending. Kafka keeps the history.
 */
export function collectionOutbox(
  collection: mongo.Collection<OutboxIntentDoc>,
  opts: {
    logger: Logger;
    /** Whether the change an old intent describes was stored (default: it was). */
    confirm?: (envelope: AnyEnvelope) => Promise<boolean>;
    graceMs?: number;
    batchSize?: number;
    clock?: () => number;
  },
): CollectionOutbox {
  const graceMs = opts.graceMs ?? 30_000;
  const clock = opts.clock ?? Date.now;
  const confirm = opts.confirm ?? (async () => true);

  async function intend(topic: string, events: readonly AnyEnvelope[]): Promise<OutboxIntent> {
    const intended = new Map(events.map((e) => [e.id, e]));
    const ids = [...intended.keys()];
    if (events.length > 0) {
      const createdAt = new Date(clock());
      await collection.insertMany(
        events.map((envelope) => ({
          _id: envelope.id,
          topic,
          envelope,
          createdAt,
          seq: nextSeq(),
          ready: false,
        })),
        { ordered: false },
      );
    }
    return {
      async ready(final) {
        if (ids.length === 0) return;
        const stored = final ?? events;
        const kept = new Set(stored.map((e) => e.id));
        await byId(collection, [
          ...stored.map((envelope) => ({
            updateOne: {
              filter: { _id: envelope.id },
              // The envelope only when it is not the forecast: an import's batch sends no bodies.
              update: {
                $set: intended.get(envelope.id) === envelope ? { ready: true } : { envelope, ready: true },
              },
            },
          })),
          ...ids.filter((id) => !kept.has(id)).map((id) => ({ deleteOne: { filter: { _id: id } } })),
        ]);
      },
      async abandon() {
        await byId(
          collection,
          ids.map((id) => ({ deleteOne: { filter: { _id: id } } })),
        );
      },
    };
  }

  const source: OutboxSource = {
    async next() {
      const pending = await collection
        .find({})
        .sort({ seq: 1, _id: 1 })
        .limit(opts.batchSize ?? 1000)
        .toArray();
      const rows: OutboxIntentDoc[] = [];
      const dropped: string[] = [];
      for (const row of pending) {
        if (row.ready !== false) rows.push(row);
        else if (clock() - row.createdAt.getTime() < graceMs) break;
        else if (await confirm(row.envelope)) rows.push(row);
        else dropped.push(row._id);
      }
      if (dropped.length > 0) {
        opts.logger.warn({ events: dropped }, 'outbox: dropped intents whose change was never stored');
        await byId(
          collection,
          dropped.map((id) => ({ deleteOne: { filter: { _id: id } } })),
        );
      }
      if (rows.length === 0) return null;
      return {
        rows,
        // A crash before this delete republishes the batch: consumers are idempotent by event id.
        done: async () => {
          await byId(
            collection,
            rows.map((r) => ({ deleteOne: { filter: { _id: r._id } } })),
          );
        },
      };
    },
  };

  return {
    intend,
    async around(topic, events, write) {
      const intent = await intend(topic, events);
      let result: Awaited<ReturnType<typeof write>>;
      try {
        result = await write();
      } catch (err) {
        await intent.abandon().catch(() => undefined);
        throw err;
      }
      await intent.ready();
      return result;
    },
    source,
  };
}

/**
 * Row writes each filtered by a lone `_id`, MAX_UPDATE_BATCH to a command: FerretDB 1.24 finds
 * those by key, while an `$in` filter scans (and decodes) the whole collection — with an
 * import's 10,000 pending events, marking each batch ready by `$in` made the import take 177 s.
 */
async function byId(
  collection: mongo.Collection<OutboxIntentDoc>,
  ops: mongo.AnyBulkWriteOperation<OutboxIntentDoc>[],
): Promise<void> {
  for (let i = 0; i < ops.length; i += MAX_UPDATE_BATCH)
    await collection.bulkWrite(ops.slice(i, i + MAX_UPDATE_BATCH), { ordered: false });
}
