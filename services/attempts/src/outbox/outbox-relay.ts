import type { AnyEnvelope } from '@ssc/contracts';
import type { EventBus, Logger } from '@ssc/service-kit';
import type { Collection } from 'mongoose';
import type { OutboxDoc } from '../store/collections';

/** Messages per Kafka request: keeps each request well under the broker's 1 MB batch limit. */
const PUBLISH_CHUNK = 100;

export type OutboxRelay = {
  /** Publishes everything pending now; rejects when Kafka does not take it (rows stay). */
  flush(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Publishes pending envelopes to Kafka and deletes them (deleting keeps the poll, a scan on
 * FerretDB, as small as what is pending; Kafka keeps the history). Sorting by `_id`
 * (`attemptId:seq`) keeps each attempt's events in order under its key. A Kafka outage only
 * delays events: rows stay until a publish succeeds. A publish that takes longer than
 * `publishTimeoutMs` is given up for this round and retried; the possible duplicate is harmless
 * because envelope ids are the event ids and consumers are idempotent by id. Every instance may
 * run a relay; two relays publishing one row also make only a duplicate.
 */
export function startOutboxRelay(opts: {
  outbox: Collection<OutboxDoc>;
  bus: EventBus;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  publishTimeoutMs?: number;
}): OutboxRelay {
  const { outbox, bus, logger } = opts;
  const publishTimeoutMs = opts.publishTimeoutMs ?? 30_000;
  let stopped = false;
  let running: Promise<number> | undefined;

  const publish = (topic: string, events: AnyEnvelope[]) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`Kafka did not take the events within ${publishTimeoutMs} ms`)),
        publishTimeoutMs,
      );
      bus
        .publish(topic, events)
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });

  const flushOnce = async (): Promise<number> => {
    let published = 0;
    for (;;) {
      const pending = await outbox
        .find({})
        .sort({ _id: 1 })
        .limit(opts.batchSize ?? 1000)
        .toArray();
      if (pending.length === 0) return published;
      const byTopic = new Map<string, AnyEnvelope[]>();
      for (const row of pending) {
        const events = byTopic.get(row.topic) ?? [];
        events.push(row.envelope);
        byTopic.set(row.topic, events);
      }
      for (const [topic, events] of byTopic) {
        for (let i = 0; i < events.length; i += PUBLISH_CHUNK) {
          await publish(topic, events.slice(i, i + PUBLISH_CHUNK));
        }
      }
      // A crash before this delete republishes the batch: consumers are idempotent by event id.
      await outbox.deleteMany({ _id: { $in: pending.map((row) => row._id) } });
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
