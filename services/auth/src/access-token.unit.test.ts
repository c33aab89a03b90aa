import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { publicKeyFromPrivate, signAccessToken, verifyAccessToken } from './access-token';

const keyPair = () =>
  generateKeyPairSync('ec', {
    namedCurve: 'prime256v1',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });

describe('access token', () => {
  const { privateKey, publicKey } = keyPair();
  const now = new Date('2026-01-01T00:00:00Z');
  const claims = { sub: 'user-1', role: 'student' as const, email: 'a@b.co', sid: 'session-1' };

  it('is ES256 with subject, role, email, session, issuer, audience and exp = iat + ttl', () => {
    const { token, expiresAt } = signAccessToken(claims, { privateKey, ttlSeconds: 600, now });
    const decoded = jwt.decode(token, { complete: true });
    expect(decoded?.header.alg).toBe('ES256');
    expect(decoded?.payload).toMatchObject({
      sub: 'user-1',
      role: 'student',
      email: 'a@b.co',
      sid: 'session-1',
      iss: 'ssc-auth',
      aud: 'ssc-api',
      iat: now.getTime() / 1000,
      exp: now.getTime() / 1000 + 600,
    });
    expect(expiresAt).toBe(now.getTime() / 1000 + 600);
    expect(verifyAccessToken(token, publicKey, { now })).toMatchObject({ ...claims, exp: expiresAt });
  });

  it('expires after its ttl', () => {
    const { token } = signAccessToken(claims, { privateKey, ttlSeconds: 60, now });
    expect(() =>
      verifyAccessToken(token, publicKey, { now: new Date(now.getTime() + 59_000) }),
    ).not.toThrow();
    expect(() => verifyAccessToken(token, publicKey, { now: new Date(now.getTime() + 61_000) })).toThrow(
      /expired/,
    );
  });

  it('is rejected under another key, and an HS256 token is never accepted', () => {
    const { token } = signAccessToken(claims, { privateKey, ttlSeconds: 60, now });
    expect(() => verifyAccessToken(token, keyPair().publicKey, { now })).toThrow();
    const forged = jwt.sign({ role: 'admin', email: 'x' }, 'secret', {
      subject: 'x',
      issuer: 'ssc-auth',
      audience: 'ssc-api',
    });
    expect(() => verifyAccessToken(forged, publicKey)).toThrow();
  });

  it('derives the public key the gateway needs from the private key', () => {
    expect(publicKeyFromPrivate(privateKey).trim()).toBe(publicKey.trim());
  });
});
