import { LruMap } from '@ssc/service-kit';
import { type TokenCheck, verifyAccessToken } from './access-token';

/**
 * Verifies access tokens, remembering each one that passed until its `exp`. An ES256 check was
 * the largest single cost of a proxied request (about a fifth of the gateway's CPU, profiled
 * under bench/gateway-cpu.ts), and a student sends the same token for its whole 15 minutes.
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
