import { randomUUID } from 'node:crypto';
import type { AnyEnvelope } from '@ssc/contracts';
import { type CollectionOutbox, collectionOutbox, type Logger, type OutboxIntentDoc } from '@ssc/service-kit';
import { type Connection, type Model, Schema } from 'mongoose';

/**
 * Catalog changes become events through an outbox collection (service-kit collection-outbox.ts):
 * each change records its events as intents first, writes the entity, then marks them ready, and
 * the service's relay publishes them. FerretDB has no transactions; an intent left by a process
 * that died mid-change is published once the entity shows the change (`changeStored`) and
 * dropped otherwise, so no crash between the two writes loses an event.
 */
const OUTBOX = 'outbox';

const outboxSchema = new Schema<OutboxIntentDoc>(
  {
    _id: { type: String, required: true },
    topic: { type: String, required: true },
    envelope: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    // What the relay sorts by (on MongoDB; FerretDB 1.24 scans either way).
    seq: { type: Number, required: true, index: true },
    ready: { type: Boolean },
  },
  { collection: OUTBOX, versionKey: false, autoIndex: false },
);

/** The outbox collection's model: what `ensureCatalogIndexes` creates. */
export function outboxModel(connection: Connection): Model<OutboxIntentDoc> {
  return (
    (connection.models.Outbox as Model<OutboxIntentDoc> | undefined) ??
    connection.model<OutboxIntentDoc>('Outbox', outboxSchema)
  );
}

/** `graceMs`: how old an intent is before the relay checks the entity (service-kit's default). */
export function catalogOutbox(
  connection: Connection,
  logger: Logger,
  opts: { graceMs?: number } = {},
): CollectionOutbox {
  if (!connection.db) throw new Error('mongo not connected');
  return collectionOutbox(connection.db.collection<OutboxIntentDoc>(OUTBOX), {
    logger,
    confirm: (envelope) => changeStored(connection, envelope),
    ...opts,
  });
}

/**
 * Whether the change an event describes is in the store: a deletion when the entity is gone, any
 * other change when the entity's `updatedAt` has reached the event's time (every write sets it
 * to the event's `occurredAt`). A later change to the same entity also passes: the event is then
 * published before the later one's, which carries the newer state.
 */
async function changeStored(connection: Connection, envelope: AnyEnvelope): Promise<boolean> {
  const name = envelope.type.startsWith('Test') ? 'tests' : 'questions';
  const entity = await connection
    .collection<{ _id: string; updatedAt?: Date }>(name)
    .findOne({ _id: envelope.key }, { projection: { updatedAt: 1 } });
  if (envelope.type.endsWith('Deleted')) return entity === null;
  return entity?.updatedAt !== undefined && entity.updatedAt.getTime() >= Date.parse(envelope.occurredAt);
}

export function envelopeOf(type: string, key: string, data: unknown, now: Date): AnyEnvelope {
  return { id: randomUUID(), type, version: 1, occurredAt: now.toISOString(), key, data };
}
