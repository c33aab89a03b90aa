import { SESSION_CACHE_TTL_SECONDS } from '@ssc/contracts';

/**
 * How long the gateway's Redis copy of a session's state lives: up to SESSION_CACHE_TTL_SECONDS
 * (an ended session is refused everywhere within that), at random down to three quarters of it.
 * A crowd that signed in or registered within the same minute would otherwise see every copy
 * expire in the same second, every two minutes, and send the gateway to the accounts service for
 * all of them at once (bench/live-mock.ts: 925 of 1,000 lookups timed out at such a moment).
 */
export function sessionCacheTtlSeconds(random: () => number = Math.random): number {
  return Math.max(1, Math.round(SESSION_CACHE_TTL_SECONDS * (0.75 + 0.25 * random())));
}
