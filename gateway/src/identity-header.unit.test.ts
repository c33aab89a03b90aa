import { verifyIdentity } from '@ssc/service-kit';
import { describe, expect, it } from 'vitest';
import { identityHeaders } from './identity-header';

const secret = 'x'.repeat(32);
const student = { userId: 'u1', role: 'student', email: 'a@b.c' } as const;

describe('identityHeaders', () => {
  it('signs an identity once and reuses the header for 30 s, then signs afresh', () => {
    let now = 1_000_000;
    const headerFor = identityHeaders(secret, { now: () => now });
    const first = headerFor(student);
    expect(verifyIdentity(secret, first)).toEqual(student);
    now += 29_999;
    expect(headerFor(student)).toBe(first);
    now += 1;
    const next = headerFor(student);
    expect(verifyIdentity(secret, next)).toEqual(student);
    now += 1;
    expect(headerFor(student)).toBe(next);
  });

  it('signs each distinct identity, so a changed role is never sent under the old one', () => {
    const headerFor = identityHeaders(secret);
    expect(verifyIdentity(secret, headerFor(student))).toEqual(student);
    const admin = { ...student, role: 'admin' } as const;
    expect(verifyIdentity(secret, headerFor(admin))).toEqual(admin);
    const other = { ...student, userId: 'u2' };
    expect(verifyIdentity(secret, headerFor(other))).toEqual(other);
  });
});
