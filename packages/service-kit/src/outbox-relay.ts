import type { AnyEnvelope } from '@ssc/contracts';
import type { EventBus } from './event-bus';
import type { Logger } from './logger';

/**
 * Events per publish call, each call under one timeout; the bus splits a call into requests of
 * at most ~800 kB (byte-chunks.ts).
 */
const PUBLISH_CHUNK = 2_000;

export type OutboxRelay = {
  /** Publishes everything pending now; rejects when Kafka does not take it (rows stay). */
  flush(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Publishes outbox rows grouped by topic, in order, a chunk per request. With `timeoutMs`, a
 * chunk Kafka has not taken by then fails the call (the rows stay and are retried; a late
 * success only makes a duplicate, which consumers drop by envelope id).
 */
export async function publishByTopic(
  bus: EventBus,
  rows: readonly { topic: string; envelope: AnyEnvelope }[],
  timeoutMs?: number,
): Promise<void> {
  const byTopic = new Map<string, AnyEnvelope[]>();
  for (const row of rows) {
    const events = byTopic.get(row.topic) ?? [];
    events.push(row.envelope);
    byTopic.set(row.topic, events);
  }
  for (const [topic, events] of byTopic) {
    for (let i = 0; i < events.length; i += PUBLISH_CHUNK) {
      await withTimeout(bus.publish(topic, events.slice(i, i + PUBLISH_CHUNK)), timeoutMs);
    }
  }
}

function withTimeout(work: Promise<void>, timeoutMs: number | undefined): Promise<void> {
  if (timeoutMs === undefined) return work;
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Kafka did not take the events within ${timeoutMs} ms`)),
      timeoutMs,
    );
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * The polling half of every outbox relay: runs `flushOnce` every `intervalMs`, one run at a
 * time (a `flush()` during a run joins it), logs failures and tries again next tick.
 */
export function startRelayLoop(opts: {
  flushOnce: () => Promise<number>;
  logger: Logger;
  intervalMs?: number;
}): OutboxRelay {
  let stopped = false;
  let running: Promise<number> | undefined;
  const flush = () => {
    running ??= opts.flushOnce().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    // A tick during a long run leaves it be (joining it would log its failure once per tick).
    if (stopped || running) return;
    flush().catch((err: unknown) =>
      opts.logger.warn({ err: String(err) }, 'outbox relay: publish failed; will retry'),
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
