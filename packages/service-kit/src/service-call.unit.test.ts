import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signIdentity, verifyIdentity } from './identity';
import { signServiceCall, verifyServiceCall } from './service-call';

const secret = 'a'.repeat(40);
const admin = { userId: 'u1', role: 'admin', email: 'a@b.c' } as const;

describe('service-call tokens', () => {
  it('round-trips the caller and the user it acts for', () => {
    expect(verifyServiceCall(secret, signServiceCall(secret, { caller: 'results' }))).toEqual({
      caller: 'results',
    });
    const forAdmin = signServiceCall(secret, { caller: 'catalog', onBehalfOf: admin });
    expect(verifyServiceCall(secret, forAdmin)).toEqual({ caller: 'catalog', onBehalfOf: admin });
  });

  it('are never accepted from a user identity the gateway signs, nor the other way round', () => {
    const userIdentity = signIdentity(secret, admin);
    expect(verifyServiceCall(secret, userIdentity)).toBeNull();
    expect(verifyIdentity(secret, signServiceCall(secret, { caller: 'results' }))).toBeNull();
  });

  it('refuse another secret, an unknown caller, a missing kind or expiry, and garbage', () => {
    const sign = (claims: object, opts: jwt.SignOptions) =>
      jwt.sign(claims, secret, { algorithm: 'HS256', audience: 'ssc-service-call', ...opts });
    expect(verifyServiceCall('b'.repeat(40), signServiceCall(secret, { caller: 'results' }))).toBeNull();
    expect(
      verifyServiceCall(secret, sign({ kind: 'service' }, { subject: 'mallory', expiresIn: 60 })),
    ).toBeNull();
    expect(verifyServiceCall(secret, sign({}, { subject: 'results', expiresIn: 60 }))).toBeNull();
    expect(verifyServiceCall(secret, sign({ kind: 'service' }, { subject: 'results' }))).toBeNull();
    expect(
      verifyServiceCall(secret, sign({ kind: 'service' }, { subject: 'results', expiresIn: -1 })),
    ).toBeNull();
    expect(verifyServiceCall(secret, 'garbage')).toBeNull();
  });
});
