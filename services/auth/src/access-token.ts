import { createPublicKey } from 'node:crypto';
import { type AccessTokenClaims, accessTokenClaims } from '@ssc/contracts';
import { privateKeyOf } from '@ssc/service-kit';
import jwt from 'jsonwebtoken';

/** The gateway checks these two values; change them together with the gateway's verifier. */
export const TOKEN_ISSUER = 'ssc-auth';
export const TOKEN_AUDIENCE = 'ssc-api';

export type SignedAccessToken = { token: string; expiresAt: number; expiresIn: number };

/**
 * Signs an ES256 access token. `iat`/`exp` come from the injected clock rather than
 * jsonwebtoken's own `Date.now()`, so expiry is testable and `session.expires_at` is exactly `exp`.
 */
export function signAccessToken(
  claims: Omit<AccessTokenClaims, 'exp'>,
  opts: { privateKey: string; ttlSeconds: number; now: Date },
): SignedAccessToken {
  const iat = Math.floor(opts.now.getTime() / 1000);
  const expiresAt = iat + opts.ttlSeconds;
  const token = jwt.sign(
    { role: claims.role, email: claims.email, sid: claims.sid, iat, exp: expiresAt },
    privateKeyOf(opts.privateKey),
    {
      algorithm: 'ES256',
      subject: claims.sub,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    },
  );
  return { token, expiresAt, expiresIn: opts.ttlSeconds };
}

/**
 * Reference verifier for tests and tools. The gateway has its own; this one documents
 * what a valid token is: ES256 only, our issuer and audience, not expired.
 */
export function verifyAccessToken(
  token: string,
  publicKey: string,
  opts: { now?: Date } = {},
): AccessTokenClaims & { iat: number } {
  const payload = jwt.verify(token, publicKey, {
    algorithms: ['ES256'],
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    ...(opts.now ? { clockTimestamp: Math.floor(opts.now.getTime() / 1000) } : {}),
  });
  if (typeof payload === 'string') throw new Error('access token payload is not an object');
  const claims = accessTokenClaims.parse(payload);
  return { ...claims, iat: Number(payload.iat) };
}

/** The SPKI PEM public key the gateway needs, derived from the private key. */
export function publicKeyFromPrivate(privateKeyPem: string): string {
  return createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
}
