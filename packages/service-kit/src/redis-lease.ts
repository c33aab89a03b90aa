import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { OutboxLease } from './outbox-relay';

const RELEASE_LUA = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const RENEW_LUA = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;

/**
 * A relay's lease as a Redis lock (SET NX PX) under `key`, lasting `ttlMs` unless renewed. Each
 * acquisition has a token of its own, so renewing and releasing touch only this process's lock:
 * one that lapsed and was taken by another process is left to it.
 */
export function redisLease(redis: Redis, key: string, ttlMs: number): OutboxLease {
  let token: string | undefined;
  return {
    async acquire() {
      token = randomUUID();
      return (await redis.set(key, token, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async renew() {
      return token !== undefined && (await redis.eval(RENEW_LUA, 1, key, token, ttlMs)) === 1;
    },
    async release() {
      if (token) await redis.eval(RELEASE_LUA, 1, key, token);
      token = undefined;
    },
  };
}
