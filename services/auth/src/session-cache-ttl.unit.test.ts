import { SESSION_CACHE_TTL_SECONDS } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { sessionCacheTtlSeconds } from './session-cache-ttl';

describe('session cache lifetime', () => {
  it('never outlives the promised two minutes and spreads down to three quarters of it', () => {
    expect(sessionCacheTtlSeconds(() => 0)).toBe(Math.round(SESSION_CACHE_TTL_SECONDS * 0.75));
    expect(sessionCacheTtlSeconds(() => 0.999999)).toBe(SESSION_CACHE_TTL_SECONDS);
    const seen = new Set(Array.from({ length: 500 }, () => sessionCacheTtlSeconds()));
    for (const ttl of seen) {
      expect(ttl).toBeGreaterThanOrEqual(Math.round(SESSION_CACHE_TTL_SECONDS * 0.75));
      expect(ttl).toBeLessThanOrEqual(SESSION_CACHE_TTL_SECONDS);
    }
    expect(seen.size).toBeGreaterThan(10);
  });
});
