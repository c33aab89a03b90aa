import { authResponse } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from './access-token';
import { type AuthHarness, startAuthHarness, uniqueEmail } from './auth-test-harness';
import { ensureAdmin } from './ensure-admin';
import { userModel } from './user-model';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

const signIn = (email: string, password: string) =>
  request(h.app).post('/api/auth/signin').send({ email, password });

describe('ensureAdmin', () => {
  it('creates an admin who signs in with an admin token', async () => {
    const email = uniqueEmail('admin');
    const result = await ensureAdmin(h.connection, {
      email: email.toUpperCase(),
      password: 'admin password 1',
      displayName: 'Chief',
    });
    expect(result).toMatchObject({ email, created: true });

    const res = await signIn(email, 'admin password 1');
    expect(res.status).toBe(200);
    const body = authResponse.parse(res.body);
    expect(body.user).toMatchObject({
      id: result.userId,
      user_metadata: { is_admin: true, display_name: 'Chief' },
    });
    expect(verifyAccessToken(body.session.access_token, h.publicKey).role).toBe('admin');

    const me = await request(h.app)
      .get('/api/profile')
      .set(h.identityHeader({ userId: result.userId, role: 'admin' }));
    expect(me.body.isAdmin).toBe(true);
  });

  it('is idempotent and promotes an existing student, resetting the password only if given', async () => {
    const student = await h.signUp();
    const email = student.user.email;
    const promoted = await ensureAdmin(h.connection, { email });
    expect(promoted).toMatchObject({ userId: student.user.id, created: false, passwordReset: false });
    expect((await signIn(email, 'correct horse battery')).body.user.user_metadata.is_admin).toBe(true);

    const reset = await ensureAdmin(h.connection, { email, password: 'brand new password' });
    expect(reset).toMatchObject({ userId: student.user.id, passwordReset: true });
    expect((await signIn(email, 'correct horse battery')).status).toBe(401);
    expect((await signIn(email, 'brand new password')).status).toBe(200);
    expect(await userModel(h.connection).countDocuments({ email })).toBe(1);
  });

  it('refuses to create an admin without a password, or with a short one', async () => {
    await expect(ensureAdmin(h.connection, { email: uniqueEmail() })).rejects.toThrow(/password/);
    await expect(ensureAdmin(h.connection, { email: uniqueEmail(), password: 'short' })).rejects.toThrow(
      /Password/,
    );
  });

  it('cannot be reached through the API: profile updates cannot grant the role', async () => {
    const student = await h.signUp();
    const res = await request(h.app)
      .put('/api/profile')
      .set(h.identityHeader({ userId: student.user.id }))
      .send({ role: 'admin' });
    expect(res.status).toBe(400);
    expect((await userModel(h.connection).findById(student.user.id).lean())?.role).toBe('student');
  });
});
