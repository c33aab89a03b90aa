import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { identityMiddleware, signIdentity, verifyIdentity } from './identity';

const secret = 'a'.repeat(40);

describe('forwarded identity', () => {
  it('round-trips the identity the gateway signed', () => {
    const token = signIdentity(secret, { userId: 'u1', role: 'admin', email: 'a@b.c' });
    expect(verifyIdentity(secret, token)).toEqual({ userId: 'u1', role: 'admin', email: 'a@b.c' });
  });

  it('rejects another secret, another audience, expired tokens and garbage', () => {
    const token = signIdentity(secret, { userId: 'u1', role: 'student', email: 'a@b.c' });
    expect(verifyIdentity('b'.repeat(40), token)).toBeNull();
    expect(
      verifyIdentity(secret, jwt.sign({ role: 'admin' }, secret, { subject: 'u', audience: 'other' })),
    ).toBeNull();
    const expired = jwt.sign({ role: 'admin' }, secret, {
      subject: 'u',
      audience: 'ssc-internal',
      expiresIn: -1,
    });
    expect(verifyIdentity(secret, expired)).toBeNull();
    expect(verifyIdentity(secret, 'garbage')).toBeNull();
  });
});

describe('identityMiddleware', () => {
  const read = (mw: ReturnType<typeof identityMiddleware>, header: string | undefined) => {
    const req = { header: () => header } as unknown as { identity?: unknown };
    mw(req as never, {} as never, () => undefined);
    return req.identity;
  };

  it('remembers a header that verified until its exp, and never one that failed', () => {
    let now = Date.now();
    const mw = identityMiddleware(secret, { now: () => now });
    const identity = { userId: 'u1', role: 'student', email: 'a@b.c' } as const;
    const header = signIdentity(secret, identity);
    const first = read(mw, header);
    expect(first).toEqual(identity);
    expect(read(mw, header)).toBe(first);
    const { exp } = jwt.decode(header) as { exp: number };
    now = exp * 1000 - 1;
    expect(read(mw, header)).toBe(first);
    const forged = `${header.split('.').slice(0, 2).join('.')}.AAAA`;
    expect(read(mw, forged)).toBeUndefined();
    expect(read(mw, undefined)).toBeUndefined();
  });
});
