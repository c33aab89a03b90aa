import { randomUUID } from 'node:crypto';
import type { AnyEnvelope } from '@ssc/contracts';
import type { EventBus, Logger } from '@ssc/service-kit';
import { type Connection, type Model, Schema } from 'mongoose';

/**
 * Catalog changes become events through an outbox: each change writes its events here right
 * after the entity, and a relay publishes unpublished ones to Kafka and marks them. A Kafka
 * outage delays events but loses none. (FerretDB has no transactions, so a crash between the
 * entity write and this insert can drop that one event; the relay itself never loses one.)
 */
type OutboxDoc = {
  _id: string;
  topic: string;
  envelope: AnyEnvelope;
  createdAt: Date;
  publishedAt: Date | null;
};

const outboxSchema = new Schema<OutboxDoc>(
  {
    _id: { type: String, required: true },
    topic: { type: String, required: true },
    envelope: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, required: true },
    publishedAt: { type: Date, default: null, index: true },
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

export async function recordEvents(outbox: OutboxModel, topic: string, events: AnyEnvelope[]): Promise<void> {
  if (events.length === 0) return;
  const now = new Date();
  await outbox.insertMany(
    events.map((envelope) => ({ _id: envelope.id, topic, envelope, createdAt: now, publishedAt: null })),
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
}): { stop: () => Promise<void>; flush: () => Promise<number> } {
  const { outbox, bus, logger } = opts;
  let stopped = false;
  let running: Promise<number> | undefined;

  const flushOnce = async (): Promise<number> => {
    let published = 0;
    for (;;) {
      const pending = await outbox
        .find({ publishedAt: null })
        .sort({ createdAt: 1, _id: 1 })
        .limit(opts.batchSize ?? 500)
        .lean<OutboxDoc[]>();
      if (pending.length === 0) return published;
      const byTopic = new Map<string, AnyEnvelope[]>();
      for (const doc of pending) byTopic.set(doc.topic, [...(byTopic.get(doc.topic) ?? []), doc.envelope]);
      for (const [topic, events] of byTopic) await bus.publish(topic, events);
      await outbox.updateMany(
        { _id: { $in: pending.map((d) => d._id) } },
        { $set: { publishedAt: new Date() } },
      );
      published += pending.length;
    }
  };
  const flush = () => {
    running ??= flushOnce().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    if (stopped) return;
    flush().catch((err: unknown) =>
      logger.warn({ err: String(err) }, 'outbox relay: publish failed; will retry'),
    );
  }, opts.intervalMs ?? 500);
  timer.unref();

  return {
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
