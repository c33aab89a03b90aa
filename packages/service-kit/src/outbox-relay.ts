import type { AnyEnvelope } from '@ssc/contracts';
import type { EventBus } from './event-bus';
import type { Logger } from './logger';

/**
 * Events per publish call, each call under one timeout; the bus splits a call into requests of
 * at most ~800 kB (byte-chunks.ts).
 */
const PUBLISH_CHUNK = 2_000;

/** A round that takes this long is logged with where its time went. */
const SLOW_ROUND_MS = 2_000;

/** One pending event: the topic its writer named and its envelope. */
export type OutboxRow = { topic: string; envelope: AnyEnvelope };

/**
 * Pending events taken from an outbox, in publish order; `done` removes them once Kafka has them.
 * `last`: the source has nothing more for this round (it batches by round, e.g. a slot per tick).
 */
export type OutboxBatch = { rows: readonly OutboxRow[]; done(): Promise<void>; last?: boolean };

/**
 * Where a relay finds pending events: a collection, a Redis stream, a writer's slots. `next`
 * returns null when it has nothing (more) to publish this round; a batch is not taken again
 * until its `done` or a failed round (then it is taken again: a duplicate at most).
 */
export type OutboxSource = {
  next(): Promise<OutboxBatch | null>;
  /** After the relay's last flush at stop (e.g. drop what this process owned, if it is empty). */
  close?(): Promise<void>;
};

/**
 * Who may publish this round, when several processes share one source (a lock with a lease):
 * `acquire` says whether this process has it, `renew` extends it between batches and says
 * whether it still had it (a round slower than the lease lost it to another process, which may
 * be publishing the same rows: the round stops rather than publish alongside it).
 */
export type OutboxLease = {
  acquire(): Promise<boolean>;
  renew(): Promise<boolean>;
  release(): Promise<void>;
};

export type OutboxRelay = {
  /** Publishes everything pending now; rejects when Kafka does not take it (rows stay). */
  flush(): Promise<number>;
  /** Stops polling, publishes what is pending one last time, then closes the sources. */
  stop(): Promise<void>;
};

/**
 * The one outbox relay of every service: every `intervalMs` it drains its sources in order, a
 * batch at a time: each batch is published (to the topics `topicsOf` names for each row, by
 * default the row's own) and then `done`. A Kafka outage only delays events: a batch stays in
 * its source until a publish succeeds. A publish Kafka has not taken within `publishTimeoutMs`
 * fails the round (the rows stay and are retried; a late success only makes a duplicate, which
 * consumers drop by envelope id). Rows of one key leave in the order the source gives them.
 */
export function startOutboxRelay(opts: {
  sources: readonly OutboxSource[];
  bus: EventBus;
  logger: Logger;
  topicsOf?: (row: OutboxRow) => readonly string[];
  lease?: OutboxLease;
  intervalMs?: number;
  publishTimeoutMs?: number;
}): OutboxRelay {
  const { sources, bus, logger, lease } = opts;
  const topicsOf = opts.topicsOf ?? ((row: OutboxRow) => [row.topic]);
  const publishTimeoutMs = opts.publishTimeoutMs ?? 30_000;

  const flushOnce = async (): Promise<number> => {
    if (lease && !(await lease.acquire())) return 0;
    const started = performance.now();
    const round = { rows: 0, readMs: 0, publishMs: 0, doneMs: 0 };
    try {
      for (const source of sources) {
        for (;;) {
          let t = performance.now();
          const batch = await source.next();
          round.readMs += performance.now() - t;
          if (!batch) break;
          t = performance.now();
          await publishByTopic(bus, routed(batch.rows, topicsOf), publishTimeoutMs);
          round.publishMs += performance.now() - t;
          t = performance.now();
          await batch.done();
          round.doneMs += performance.now() - t;
          round.rows += batch.rows.length;
          if (lease && !(await lease.renew())) {
            logger.warn({ rows: round.rows }, 'outbox relay: lease lost mid-round; another relay goes on');
            return round.rows;
          }
          if (batch.last) break;
        }
      }
      return round.rows;
    } finally {
      await lease?.release().catch(() => undefined);
      // A slow round says where its time went: the relay falling behind is how a crowd shows.
      const ms = performance.now() - started;
      if (ms >= SLOW_ROUND_MS)
        logger.warn(
          Object.fromEntries(Object.entries({ ...round, ms }).map(([k, v]) => [k, Math.round(v)])),
          'outbox relay: slow round',
        );
    }
  };

  const loop = startRelayLoop({ flushOnce, logger, intervalMs: opts.intervalMs });
  return {
    flush: loop.flush,
    async stop() {
      await loop.stop();
      try {
        await loop.flush();
        for (const source of sources) await source.close?.();
      } catch (err) {
        logger.warn({ err: String(err) }, 'outbox relay: left events for another relay at shutdown');
      }
    },
  };
}

function routed(rows: readonly OutboxRow[], topicsOf: (row: OutboxRow) => readonly string[]): OutboxRow[] {
  const out: OutboxRow[] = [];
  for (const row of rows) for (const topic of topicsOf(row)) out.push({ topic, envelope: row.envelope });
  return out;
}

/** Publishes rows grouped by topic, in order, a chunk per request, each under `timeoutMs`. */
async function publishByTopic(
  bus: EventBus,
  rows: readonly OutboxRow[],
  timeoutMs: number | undefined,
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

/** Runs `flushOnce` every `intervalMs`, one run at a time (a `flush()` during a run joins it). */
function startRelayLoop(opts: { flushOnce: () => Promise<number>; logger: Logger; intervalMs?: number }): {
  flush(): Promise<number>;
  stop(): Promise<void>;
} {
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
