import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './access-token';
import { verifiedTokens } from './verified-tokens';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pub = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const sign = (claims: object, expiresIn: number) =>
  jwt.sign({ role: 'student', email: 'a@b.c', sid: 's1', ...claims }, privateKey, {
    algorithm: 'ES256',
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    subject: 'u1',
    expiresIn,
  });

describe('verifiedTokens', () => {
  it('answers a token that passed from memory until the second its exp is reached', () => {
    let now = Date.now();
    const verify = verifiedTokens(pub, { now: () => now });
    const token = sign({}, 60);
    const { exp } = jwt.decode(token) as { exp: number };
    const first = verify(token);
    expect(first.ok).toBe(true);
    expect(verify(token)).toBe(first);
    now = exp * 1000 - 1;
    expect(verify(token)).toBe(first);
    now = exp * 1000;
    expect(verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('never remembers a token that failed, nor lets a changed token ride on one that passed', () => {
    const verify = verifiedTokens(pub);
    const token = sign({}, 60);
    expect(verify(token).ok).toBe(true);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'u2', role: 'admin' })).toString('base64url')}.${signature}`;
    expect(verify(forged)).toEqual({ ok: false, reason: 'invalid' });
    expect(verify(sign({}, -10))).toEqual({ ok: false, reason: 'expired' });
  });

  it('keeps at most its capacity, verifying an evicted token again', () => {
    const verify = verifiedTokens(pub, { capacity: 1 });
    const a = sign({ sid: 'a' }, 60);
    const b = sign({ sid: 'b' }, 60);
    const first = verify(a);
    verify(b);
    const again = verify(a);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });
});
