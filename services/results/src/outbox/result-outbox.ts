import { randomUUID } from 'node:crypto';
import type { AnyEnvelope } from '@ssc/contracts';
import type { OutboxLease, OutboxSource } from '@ssc/service-kit';
import type { ChainableCommander, Redis } from 'ioredis';

const READ_BATCH = 500;
const LOCK_MS = 30_000;

/** Appends an envelope to the outbox stream, inside the caller's MULTI. */
export function appendToOutbox(tx: ChainableCommander, stream: string, topic: string, envelope: AnyEnvelope) {
  return tx.xadd(stream, '*', 't', topic, 'e', JSON.stringify(envelope));
}

const RELEASE_LUA = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const RENEW_LUA = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;

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
  const lock = `${stream}:relay-lock`;
  let token: string | undefined;
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
    lease: {
      async acquire() {
        token = randomUUID();
        return (await redis.set(lock, token, 'PX', LOCK_MS, 'NX')) === 'OK';
      },
      // Only its own lock: one that lapsed and was taken by another process is left to it.
      async renew() {
        return token !== undefined && (await redis.eval(RENEW_LUA, 1, lock, token, LOCK_MS)) === 1;
      },
      async release() {
        if (token) await redis.eval(RELEASE_LUA, 1, lock, token);
        token = undefined;
      },
    },
  };
}
