import { authResponse, sessionCacheKey, sessionState } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from './access-token';
import { type AuthHarness, startAuthHarness, uniqueEmail } from './auth-test-harness';
import { type BulkAccount, createBulkAccounts } from './bulk-accounts';

let h: AuthHarness;
let accounts: BulkAccount[];
const signedInAt = (i: number) => new Date(Date.now() - i * 60_000);
const emails = [uniqueEmail('bulk'), uniqueEmail('bulk'), uniqueEmail('bulk')];

beforeAll(async () => {
  h = await startAuthHarness({ ttlSeconds: 900 });
  accounts = await createBulkAccounts(h.connection, h.redis, {
    count: 3,
    emailOf: (i) => emails[i] as string,
    displayNameOf: (i) => `Bulk ${i}`,
    password: 'bulk accounts password',
    privateKey: h.privateKey,
    accessTokenTtlSeconds: 900,
    sessionTtlSeconds: 86_400,
    signedInAt,
    chunk: 2,
  });
});
afterAll(() => h.close());

describe('bulk accounts (load-test crowds that signed in before the measured window)', () => {
  it('issues each a token the gateway accepts, naming its own user and session, signed in when told', () => {
    expect(accounts).toHaveLength(3);
    accounts.forEach((a, i) => {
      const claims = verifyAccessToken(a.accessToken, h.publicKey);
      expect(claims.sub).toBe(a.userId);
      expect(claims.role).toBe('student');
      expect(claims.email).toBe(emails[i]);
      expect(a.refreshToken.startsWith(`${claims.sid}.`)).toBe(true);
      expect(claims.iat).toBe(Math.floor(signedInAt(i).getTime() / 1000));
      expect(a.expiresAt).toBe(claims.iat + 900);
    });
    expect(new Set(accounts.map((a) => a.userId)).size).toBe(3);
  });

  it('leaves the gateway the Redis copy of each session that sign-in’s copy would still be', async () => {
    const copies = await Promise.all(
      accounts.map((a) => h.redis.get(sessionCacheKey(verifyAccessToken(a.accessToken, h.publicKey).sid))),
    );
    // Signed in now and a minute ago: still cached; two minutes ago: expired (auth is asked).
    for (const i of [0, 1]) {
      const a = accounts[i] as BulkAccount;
      expect(sessionState.parse(JSON.parse(copies[i] ?? 'null'))).toEqual({
        userId: a.userId,
        role: 'student',
        email: a.email,
      });
    }
    expect(copies[2]).toBeNull();
    const sid = verifyAccessToken((accounts[1] as BulkAccount).accessToken, h.publicKey).sid;
    expect(await h.redis.ttl(sessionCacheKey(sid))).toBeLessThanOrEqual(60);
  });

  it('writes real accounts and sessions: the refresh token renews, and the password signs in', async () => {
    const a = accounts[1] as BulkAccount;
    const refreshed = await request(h.app).post('/api/auth/refresh').send({ refreshToken: a.refreshToken });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const body = authResponse.parse(refreshed.body);
    expect(body.user.id).toBe(a.userId);
    expect(body.user.user_metadata.display_name).toBe('Bulk 1');
    const signIn = await request(h.app)
      .post('/api/auth/signin')
      .send({ email: a.email, password: 'bulk accounts password' });
    expect(signIn.status).toBe(200);
    const wrong = await request(h.app).post('/api/auth/signin').send({ email: a.email, password: 'not it' });
    expect(wrong.status).toBe(401);
  });
});
