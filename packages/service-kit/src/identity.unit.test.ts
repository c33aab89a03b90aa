import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signIdentity, verifyIdentity } from './identity';

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
