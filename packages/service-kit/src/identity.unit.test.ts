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

  it('reads a header that verifies, and never one that fails', () => {
    const mw = identityMiddleware(secret);
    const identity = { userId: 'u1', role: 'student', email: 'a@b.c' } as const;
    const header = signIdentity(secret, identity);
    expect(read(mw, header)).toEqual(identity);
    const forged = `${header.split('.').slice(0, 2).join('.')}.AAAA`;
    expect(read(mw, forged)).toBeUndefined();
    expect(read(mw, undefined)).toBeUndefined();
  });
});
