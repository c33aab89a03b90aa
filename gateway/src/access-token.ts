import { accessTokenClaims } from '@ssc/contracts';
import { type Identity, publicKeyOf } from '@ssc/service-kit';
import jwt from 'jsonwebtoken';

export const TOKEN_ISSUER = 'ssc-auth';
export const TOKEN_AUDIENCE = 'ssc-api';

export type TokenCheck =
  | { ok: true; identity: Identity; sessionId: string /** Seconds since the epoch. */; expiresAt: number }
  | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Verifies an auth-service access token with its public key: ES256 only, our issuer and
 * audience, an `exp` (a token that never expires is refused, not trusted forever) and the
 * session it belongs to (`sid`, checked next by the caller).
 */
export function verifyAccessToken(publicKey: string, token: string): TokenCheck {
  try {
    const decoded = jwt.verify(token, publicKeyOf(publicKey), {
      algorithms: ['ES256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    const claims = accessTokenClaims.safeParse(decoded);
    if (!claims.success) return { ok: false, reason: 'invalid' };
    return {
      ok: true,
      identity: { userId: claims.data.sub, role: claims.data.role, email: claims.data.email },
      sessionId: claims.data.sid,
      expiresAt: claims.data.exp,
    };
  } catch (err) {
    return { ok: false, reason: err instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
