import type { AnyEnvelope } from '@ssc/contracts';
import { type OutboxLease, type OutboxSource, redisLease } from '@ssc/service-kit';
import type { ChainableCommander, Redis } from 'ioredis';

const READ_BATCH = 500;
const LOCK_MS = 30_000;

/** Appends an envelope to the outbox stream, inside the caller's MULTI. */
export function appendToOutbox(tx: ChainableCommander, stream: string, topic: string, envelope: AnyEnvelope) {
  return tx.xadd(stream, '*', 't', topic, 'e', JSON.stringify(envelope));
}

/**
 * The outbox of ResultComputed: a Redis stream, appended in the same MULTI that ranks the
 * result, published to Kafka by service-kit's relay and then deleted, so a Kafka outage only
 * delays events. It lives in Redis for the same reason the pending marks do: FerretDB runs one
 * write at a time, and an outbox collection (an insert, then a polling scan and a delete per
 * event) cost about a fifth of scoring throughput. One relay at a time publishes (`lease`: a
 * lock with a lease), so several worker processes do not publish each event several times; a
 * crash between publish and delete re-publishes it, which consumers ignore (envelope id =
 * `ResultComputed:{attemptId}`).
 */
export function resultOutbox(redis: Redis, stream: string): { source: OutboxSource; lease: OutboxLease } {
  return {
    source: {
      async next() {
        const entries = await redis.xrange(stream, '-', '+', 'COUNT', READ_BATCH);
        if (entries.length === 0) return null;
        return {
          rows: entries.map(([, fields]) => ({
            topic: fields[fields.indexOf('t') + 1] ?? '',
            envelope: JSON.parse(fields[fields.indexOf('e') + 1] ?? 'null') as AnyEnvelope,
          })),
          done: async () => {
            await redis.xdel(stream, ...entries.map(([id]) => id));
          },
        };
      },
    },
    lease: redisLease(redis, `${stream}:relay-lock`, LOCK_MS),
  };
}
