import { authResponse, SESSION_ENDED, sessionCacheKey, sessionState } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from './access-token';
import { type AuthHarness, startAuthHarness } from './auth-test-harness';
import { userModel } from './user-model';

let now = new Date('2026-11-25T10:00:00Z');
let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ ttlSeconds: 900, sessionTtlSeconds: 7 * 86_400, clock: () => now });
});
afterAll(() => h.close());

const refresh = (refreshToken: string) => request(h.app).post('/api/auth/refresh').send({ refreshToken });
const sessionOf = (accessToken: string) => verifyAccessToken(accessToken, h.publicKey, { now }).sid;
const cached = async (sid: string) => {
  const value = await h.redis.get(sessionCacheKey(sid));
  return value === SESSION_ENDED || value === null ? value : sessionState.parse(JSON.parse(value));
};

describe('sessions', () => {
  it('opens a session per sign-in, names it in the token and tells the gateway through Redis', async () => {
    const up = await h.signUp();
    const sid = sessionOf(up.session.access_token);
    expect(up.session.refresh_token.startsWith(`${sid}.`)).toBe(true);
    expect(up.session.expires_in).toBe(900);
    expect(await cached(sid)).toEqual({ userId: up.user.id, role: 'student', email: up.user.email });

    const again = authResponse.parse(
      (
        await request(h.app)
          .post('/api/auth/signin')
          .send({ email: up.user.email, password: 'correct horse battery' })
      ).body,
    );
    expect(sessionOf(again.session.access_token)).not.toBe(sid);
  });

  it('refreshes a live session with a new access token, the same session and the account as it is now', async () => {
    const up = await h.signUp({ displayName: 'Before Rename' });
    const sid = sessionOf(up.session.access_token);
    await userModel(h.connection).updateOne({ _id: up.user.id }, { $set: { displayName: 'After Rename' } });
    now = new Date(now.getTime() + 20 * 60_000); // the first access token has expired
    const res = await refresh(up.session.refresh_token);
    expect(res.status).toBe(200);
    const body = authResponse.parse(res.body);
    expect(body.user.user_metadata.display_name).toBe('After Rename');
    expect(body.session.refresh_token).toBe(up.session.refresh_token);
    expect(sessionOf(body.session.access_token)).toBe(sid);
    // Two tabs refreshing at once both get a token.
    const both = await Promise.all([refresh(up.session.refresh_token), refresh(up.session.refresh_token)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
  });

  it('refuses a refresh token that is unknown, tampered with, or past its session', async () => {
    const up = await h.signUp();
    const [sid, secret] = up.session.refresh_token.split('.') as [string, string];
    for (const bad of [`${sid}.${secret}x`, `${sid}.`, `nope.${secret}`, sid, `${sid}.${secret}.x`]) {
      const res = await refresh(bad);
      expect(res.status, bad).toBe(401);
      expect(res.body).toMatchObject({ code: 'SESSION_ENDED' });
    }
    expect((await request(h.app).post('/api/auth/refresh').send({})).status).toBe(400);
    now = new Date(now.getTime() + 8 * 86_400_000);
    expect((await refresh(up.session.refresh_token)).status).toBe(401);
  });

  it('signs out: the session ends, its refresh token is dead and the gateway is told', async () => {
    const up = await h.signUp();
    const sid = sessionOf(up.session.access_token);
    const out = await request(h.app)
      .post('/api/auth/signout')
      .send({ refreshToken: up.session.refresh_token });
    expect(out.status).toBe(204);
    expect(await cached(sid)).toBe(SESSION_ENDED);
    expect((await refresh(up.session.refresh_token)).status).toBe(401);
    // Signing out twice, or with nothing, is fine.
    expect(
      (await request(h.app).post('/api/auth/signout').send({ refreshToken: up.session.refresh_token }))
        .status,
    ).toBe(204);
    expect((await request(h.app).post('/api/auth/signout').send({})).status).toBe(204);
  });

  it('describes a session to the gateway only, with the role it has now; ended when the account is gone', async () => {
    const up = await h.signUp();
    const sid = sessionOf(up.session.access_token);
    const path = `/internal/sessions/${sid}`;
    expect((await request(h.app).get(path)).status).toBe(404);
    expect((await request(h.app).get(path).set(h.serviceCall('results'))).status).toBe(404);

    await userModel(h.connection).updateOne({ _id: up.user.id }, { $set: { role: 'admin' } });
    const promoted = await request(h.app).get(path).set(h.serviceCall('gateway'));
    expect(promoted.status).toBe(200);
    expect(promoted.body).toEqual({ userId: up.user.id, role: 'admin', email: up.user.email });
    expect(await cached(sid)).toMatchObject({ role: 'admin' });

    await userModel(h.connection).deleteOne({ _id: up.user.id });
    expect((await request(h.app).get(path).set(h.serviceCall('gateway'))).status).toBe(404);
    expect(await cached(sid)).toBe(SESSION_ENDED);
    expect((await refresh(up.session.refresh_token)).status).toBe(401);
  });
});
