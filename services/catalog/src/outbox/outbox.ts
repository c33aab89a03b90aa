import { randomUUID } from 'node:crypto';
import type { AnyEnvelope } from '@ssc/contracts';
import {
  type EventBus,
  type Logger,
  type OutboxRelay,
  publishByTopic,
  startRelayLoop,
} from '@ssc/service-kit';
import { type Connection, type Model, Schema } from 'mongoose';

/**
 * Catalog changes become events through an outbox: each change writes its events here right
 * after the entity, and a relay publishes pending ones to Kafka and then deletes them. A Kafka
 * outage delays events but loses none. (FerretDB has no transactions, so a crash between the
 * entity write and this insert can drop that one event; the relay itself never loses one.)
 *
 * Published rows are deleted rather than marked: FerretDB 1.24 scans the whole collection for
 * any filter other than a lone `_id`, so the relay's poll stays cheap only while the outbox
 * holds just what is pending. Kafka keeps the history.
 */
type OutboxDoc = {
  _id: string;
  topic: string;
  envelope: AnyEnvelope;
  createdAt: Date;
  /** Insertion order within this process (events of one entity keep their order). */
  seq: number;
};

const outboxSchema = new Schema<OutboxDoc>(
  {
    _id: { type: String, required: true },
    topic: { type: String, required: true },
    envelope: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    // What the relay sorts by (on MongoDB; FerretDB 1.24 scans either way).
    seq: { type: Number, required: true, index: true },
  },
  { collection: 'outbox', versionKey: false, autoIndex: false },
);

export type OutboxModel = Model<OutboxDoc>;

export function outboxModel(connection: Connection): OutboxModel {
  return (
    (connection.models.Outbox as OutboxModel | undefined) ??
    connection.model<OutboxDoc>('Outbox', outboxSchema)
  );
}

export function envelopeOf(type: string, key: string, data: unknown, now: Date): AnyEnvelope {
  return { id: randomUUID(), type, version: 1, occurredAt: now.toISOString(), key, data };
}

let lastSeq = 0;
/** Milliseconds times 1000 plus a counter: strictly increasing in this process. */
const nextSeq = () => {
  lastSeq = Math.max(Date.now() * 1000, lastSeq + 1);
  return lastSeq;
};

export async function recordEvents(outbox: OutboxModel, topic: string, events: AnyEnvelope[]): Promise<void> {
  if (events.length === 0) return;
  const now = new Date();
  await outbox.insertMany(
    events.map((envelope) => ({
      _id: envelope.id,
      topic,
      envelope,
      createdAt: now,
      seq: nextSeq(),
    })),
    { ordered: false },
  );
}

/** Publishes pending events in creation order, in batches, until stopped. */
export function startOutboxRelay(opts: {
  outbox: OutboxModel;
  bus: EventBus;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
}): OutboxRelay {
  const { outbox, bus } = opts;

  const flushOnce = async (): Promise<number> => {
    let published = 0;
    for (;;) {
      const pending = await outbox
        .find({})
        .sort({ seq: 1, _id: 1 })
        .limit(opts.batchSize ?? 1000)
        .lean<OutboxDoc[]>();
      if (pending.length === 0) return published;
      await publishByTopic(bus, pending);
      // A crash before this delete republishes the batch: consumers are idempotent by event id.
      await outbox.deleteMany({ _id: { $in: pending.map((d) => d._id) } });
      published += pending.length;
    }
  };
  return startRelayLoop({ flushOnce, logger: opts.logger, intervalMs: opts.intervalMs });
}
