import { authResponse, errorBody } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from './access-token';
import { type AuthHarness, startAuthHarness, uniqueEmail } from './auth-test-harness';
import { userModel } from './user-model';

describe('sign-up and sign-in', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h.close());

  it('signs up a student and returns a session with a verifiable token', async () => {
    const email = uniqueEmail();
    const res = await request(h.app)
      .post('/api/auth/signup')
      .send({ email, password: 'correct horse battery', displayName: 'Asha Verma' });
    expect(res.status).toBe(201);
    const body = authResponse.parse(res.body);
    expect(body.user).toMatchObject({
      email,
      user_metadata: {
        display_name: 'Asha Verma',
        language_preference: 'ENGLISH',
        avatar_url: null,
        is_admin: false,
      },
    });
    const claims = verifyAccessToken(body.session.access_token, h.publicKey);
    expect(claims).toMatchObject({ sub: body.user.id, role: 'student', email });
    expect(body.session.expires_at).toBe(claims.exp);

    const stored = await userModel(h.connection).findById(body.user.id).lean();
    expect(stored?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(JSON.stringify(res.body)).not.toContain('scrypt');
  });

  it('signs in with any letter case of the email, with the same user and role', async () => {
    const email = uniqueEmail('Mixed.Case');
    const signedUp = await h.signUp({ email: email.toUpperCase() });
    expect(signedUp.user.email).toBe(email.toLowerCase());
    const res = await request(h.app)
      .post('/api/auth/signin')
      .send({ email, password: 'correct horse battery' });
    expect(res.status).toBe(200);
    const body = authResponse.parse(res.body);
    expect(body.user).toEqual(signedUp.user);
    expect(verifyAccessToken(body.session.access_token, h.publicKey).sub).toBe(signedUp.user.id);
  });

  it('refuses a second account for the same email in another case (409)', async () => {
    const email = uniqueEmail();
    await h.signUp({ email });
    const res = await request(h.app)
      .post('/api/auth/signup')
      .send({ email: `  ${email.toUpperCase()} `, password: 'another password', displayName: 'Copy Cat' });
    expect(res.status).toBe(409);
    expect(errorBody.parse(res.body).message).toBe('An account with this email already exists');
  });

  it('gives exactly one account when the same email signs up concurrently', async () => {
    const email = uniqueEmail();
    const attempts = await Promise.all(
      [1, 2, 3].map(() =>
        request(h.app)
          .post('/api/auth/signup')
          .send({ email, password: 'correct horse battery', displayName: 'Racer' }),
      ),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await userModel(h.connection).countDocuments({ email })).toBe(1);
  });

  it.each([
    [{ email: 'not-an-email', password: 'correct horse battery', displayName: 'Asha' }, /email/i],
    [{ email: uniqueEmail(), password: 'short', displayName: 'Asha' }, /password/i],
    [{ email: uniqueEmail(), password: 'correct horse battery', displayName: 'A' }, /displayName/],
    [{ email: uniqueEmail(), password: 'correct horse battery' }, /displayName/],
    [{ email: uniqueEmail(), password: 12345678, displayName: 'Asha' }, /password/i],
  ])('rejects a bad sign-up with a 400 naming the field (%o)', async (body, word) => {
    const res = await request(h.app).post('/api/auth/signup').send(body);
    expect(res.status).toBe(400);
    const error = errorBody.parse(res.body);
    expect(error.message).toMatch(word);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', requestId: expect.any(String) });
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { user } = await h.signUp();
    const wrongPassword = await request(h.app)
      .post('/api/auth/signin')
      .send({ email: user.email, password: 'wrong password!' });
    const unknownEmail = await request(h.app)
      .post('/api/auth/signin')
      .send({ email: uniqueEmail('nobody'), password: 'wrong password!' });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
    }
    const { requestId: _a, ...a } = wrongPassword.body;
    const { requestId: _b, ...b } = unknownEmail.body;
    expect(a).toEqual(b);
  });

  it('spends scrypt time on unknown emails too', async () => {
    const { user } = await h.signUp();
    const time = async (email: string) => {
      const started = performance.now();
      await request(h.app).post('/api/auth/signin').send({ email, password: 'wrong password!' });
      return performance.now() - started;
    };
    await time(uniqueEmail()); // first call also derives the dummy hash
    const known = Math.min(await time(user.email), await time(user.email));
    const unknown = Math.min(await time(uniqueEmail()), await time(uniqueEmail()));
    // Both run one scrypt; without the dummy hash the unknown email would answer in ~1 ms.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('ignores role and isAdmin in the sign-up body: everyone signs up as a student', async () => {
    const res = await request(h.app)
      .post('/api/auth/signup')
      .send({
        email: uniqueEmail('sneaky'),
        password: 'correct horse battery',
        displayName: 'Sneaky',
        isAdmin: true,
        role: 'admin',
        user_metadata: { is_admin: true },
      });
    expect(res.status).toBe(201);
    const body = authResponse.parse(res.body);
    expect(body.user.user_metadata.is_admin).toBe(false);
    expect(verifyAccessToken(body.session.access_token, h.publicKey).role).toBe('student');
    expect((await userModel(h.connection).findById(body.user.id).lean())?.role).toBe('student');
  });

  it('rejects a malformed JSON body with 400', async () => {
    const res = await request(h.app)
      .post('/api/auth/signin')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
  });
});

describe('access token expiry', () => {
  let h: AuthHarness;
  let now = new Date('2026-03-01T10:00:00Z');
  beforeAll(async () => {
    h = await startAuthHarness({ ttlSeconds: 120, clock: () => now });
  });
  afterAll(() => h.close());

  it('expires ACCESS_TOKEN_TTL_SECONDS after issue, per the injected clock', async () => {
    const { session } = await h.signUp();
    const issuedAt = now.getTime() / 1000;
    expect(session.expires_at).toBe(issuedAt + 120);
    const at = (s: number) => ({ now: new Date((issuedAt + s) * 1000) });
    expect(verifyAccessToken(session.access_token, h.publicKey, at(119)).exp).toBe(session.expires_at);
    expect(() => verifyAccessToken(session.access_token, h.publicKey, at(121))).toThrow(/expired/);
    // Issued by the real clock's standards, this token is long expired.
    expect(() => verifyAccessToken(session.access_token, h.publicKey)).toThrow(/expired/);

    now = new Date(now.getTime() + 3_600_000);
    const later = await request(h.app)
      .post('/api/auth/signin')
      .send({ email: session.user.email, password: 'correct horse battery' });
    expect(later.body.session.expires_at).toBe(issuedAt + 3600 + 120);
  });
});
