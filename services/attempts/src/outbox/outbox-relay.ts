import {
  type EventBus,
  type Logger,
  type OutboxRelay,
  publishByTopic,
  startRelayLoop,
  unpackJson,
} from '@ssc/service-kit';
import type { Collection } from 'mongoose';
import type { OutboxDoc } from '../store/collections';

export type { OutboxRelay };

/**
 * Publishes pending envelopes to Kafka and deletes them (deleting keeps the poll, a scan on
 * FerretDB, as small as what is pending; Kafka keeps the history), once per tick: a full batch
 * goes round again, anything written meanwhile waits for the next tick. Sorting by `_id`
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
  const { outbox, bus } = opts;
  const publishTimeoutMs = opts.publishTimeoutMs ?? 30_000;
  const batchSize = opts.batchSize ?? 1000;
  const flushOnce = async (): Promise<number> => {
    let published = 0;
    for (;;) {
      const pending = await outbox.find({}).sort({ _id: 1 }).limit(batchSize).toArray();
      if (pending.length === 0) return published;
      const rows = pending.map((row) => ({ topic: row.topic, envelope: unpackJson(row.envelope) }));
      await publishByTopic(bus, rows, publishTimeoutMs);
      // A crash before this delete republishes the batch: consumers are idempotent by event id.
      await outbox.deleteMany({ _id: { $in: pending.map((row) => row._id) } });
      published += pending.length;
      // Rows written since the find wait for the next tick. Going round again at once kept the
      // relay busy under steady load: FerretDB decodes the whole outbox for every find and every
      // delete, and small back-to-back rounds were ~40 % of its CPU per answer save.
      if (pending.length < batchSize) return published;
    }
  };
  return startRelayLoop({ flushOnce, logger: opts.logger, intervalMs: opts.intervalMs });
}
