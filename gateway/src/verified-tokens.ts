import { LruMap } from '@ssc/service-kit';
import { type TokenCheck, verifyAccessToken } from './access-token';

/**
 * Verifies access tokens, remembering each one that passed until its `exp`. An ES256 check is
 * the largest single cost of a proxied request, and a student sends the same token for its
 * whole 15 minutes. Measured on Node 24 (bench/gateway-cpu.ts --compare-gateway, busy 2-core
 * box): gateway CPU per request 0.34-0.45 ms with this cache, 0.57-0.61 ms without; one
 * jsonwebtoken ES256 verify alone is about 0.085 ms.
 *
 * Only a token that verified is remembered, keyed by its exact text, so a hit is a token whose
 * signature, issuer, audience and claims were already checked; what can change with time is
 * only expiry, checked on every hit exactly as jsonwebtoken does (expired once the current
 * second reaches `exp`). Sessions are still asked on every request (session-check.ts).
 */
export function verifiedTokens(
  publicKey: string,
  opts: { capacity?: number; now?: () => number } = {},
): (token: string) => TokenCheck {
  const now = opts.now ?? Date.now;
  const passed = new LruMap<string, Extract<TokenCheck, { ok: true }>>(opts.capacity ?? 20_000);
  return (token) => {
    const hit = passed.get(token);
    if (hit) {
      if (Math.floor(now() / 1000) < hit.expiresAt) return hit;
      passed.delete(token);
      return { ok: false, reason: 'expired' };
    }
    const check = verifyAccessToken(publicKey, token);
    if (check.ok) passed.set(token, check);
    return check;
  };
}
