import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { bearerToken, TOKEN_AUDIENCE, TOKEN_ISSUER, verifyAccessToken } from './access-token';

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    priv: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    pub: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};
const keys = pair();
const sign = (claims: object, opts: jwt.SignOptions = {}, key = keys.priv) =>
  jwt.sign(claims, key, {
    algorithm: 'ES256',
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    expiresIn: 60,
    ...opts,
  });

describe('verifyAccessToken', () => {
  it('accepts a valid token and returns the identity and its session', () => {
    const token = sign({ role: 'admin', email: 'a@b.c', sid: 's1' }, { subject: 'u1' });
    expect(verifyAccessToken(keys.pub, token)).toEqual({
      ok: true,
      identity: { userId: 'u1', role: 'admin', email: 'a@b.c' },
      sessionId: 's1',
      expiresAt: (jwt.decode(token) as { exp: number }).exp,
    });
  });

  it('refuses a token without exp or without a session', () => {
    const noExp = jwt.sign({ role: 'admin', email: 'a@b.c', sid: 's1' }, keys.priv, {
      algorithm: 'ES256',
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      subject: 'u1',
    });
    expect(verifyAccessToken(keys.pub, noExp)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyAccessToken(keys.pub, sign({ role: 'admin', email: 'a@b.c' }, { subject: 'u1' })).ok).toBe(
      false,
    );
  });

  it('reports an expired token as expired', () => {
    const token = sign({ role: 'student', email: 'a@b.c' }, { subject: 'u1', expiresIn: -10 });
    expect(verifyAccessToken(keys.pub, token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects another key, another audience, HS256 and bad claims', () => {
    const other = pair();
    expect(
      verifyAccessToken(keys.pub, sign({ role: 'student', email: 'x' }, { subject: 'u' }, other.priv)).ok,
    ).toBe(false);
    expect(
      verifyAccessToken(keys.pub, sign({ role: 'student', email: 'x' }, { subject: 'u', audience: 'x' })).ok,
    ).toBe(false);
    const hs = jwt.sign({ role: 'admin', email: 'x', sub: 'u' }, 'secret', { algorithm: 'HS256' });
    expect(verifyAccessToken(keys.pub, hs).ok).toBe(false);
    expect(verifyAccessToken(keys.pub, sign({ role: 'root', email: 'x' }, { subject: 'u' })).ok).toBe(false);
  });
});

describe('bearerToken', () => {
  it('extracts only well-formed bearer tokens', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
