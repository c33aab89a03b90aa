import {
  ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  errorBody,
  VERIFICATION_SENT_MESSAGE,
  VERIFY_LINK_INVALID_CODE,
  VERIFY_LINK_INVALID_MESSAGE,
} from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness, uniqueEmail } from './auth-test-harness';
import { emailVerificationModel } from './email-verification-model';
import { hashResetToken } from './password-reset';

describe('email verification', () => {
  let h: AuthHarness;
  // Moved forward by the test that lets a link run out; every request reads it.
  let now = new Date();
  beforeAll(async () => {
    h = await startAuthHarness({ clock: () => now });
  });
  afterAll(() => h.close());

  const verify = (token: unknown) => request(h.app).post('/api/auth/verify-email').send({ token });
  const resend = (headers: Record<string, string>) =>
    request(h.app).post('/api/auth/resend-verification').set(headers);
  const profileOf = (headers: Record<string, string>) => request(h.app).get('/api/profile').set(headers);

  const tokensTo = (email: string) =>
    h.outbox
      .filter((m) => m.to === email)
      .map((m) => m.text.match(/http:\/\/ssc\.test\/auth\/verify\?token=([A-Za-z0-9_-]+)/)?.[1])
      .filter((t): t is string => !!t);

  it('mails a new student a link after sign-up, keeping only its hash, valid 24 hours', async () => {
    const email = uniqueEmail();
    const signedUp = await h.signUp({ email });
    const [token, ...more] = tokensTo(email);
    expect(more).toEqual([]);
    const mail = h.outbox.find((m) => m.to === email);
    expect(mail?.subject).toBe('Verify your SSC Mock email address');
    expect(mail?.text).toContain('Hello Test Student,');
    const stored = await emailVerificationModel(h.connection).find({ userId: signedUp.user.id }).lean();
    expect(stored.map((r) => r._id)).toEqual([hashResetToken(token ?? '')]);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.expiresAt.getTime()).toBe(now.getTime() + 24 * 3_600_000);
    // Sign-up's answer is what it always was: nothing about verification in the session.
    expect(Object.keys(signedUp.user.user_metadata).sort()).toEqual([
      'avatar_url',
      'display_name',
      'is_admin',
      'language_preference',
    ]);
  });

  it('marks the address verified once, and the profile says so', async () => {
    const email = uniqueEmail();
    const signedUp = await h.signUp({ email });
    const me = h.asSession(signedUp);
    expect((await profileOf(me)).body.emailVerified).toBe(false);
    const [token] = tokensTo(email);
    const ok = await verify(token);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: EMAIL_VERIFIED_MESSAGE, emailVerified: true });
    expect((await profileOf(me)).body.emailVerified).toBe(true);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(errorBody.parse(again.body)).toMatchObject({
      code: VERIFY_LINK_INVALID_CODE,
      message: VERIFY_LINK_INVALID_MESSAGE,
    });
    // Every other link of the account is gone with it.
    expect(await emailVerificationModel(h.connection).countDocuments({ userId: signedUp.user.id })).toBe(0);
  });

  it('refuses an unknown token and a malformed one the same clear way, changing nothing', async () => {
    const email = uniqueEmail();
    const signedUp = await h.signUp({ email });
    const unknown = await verify('A'.repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: VERIFY_LINK_INVALID_CODE,
      message: VERIFY_LINK_INVALID_MESSAGE,
    });
    for (const bad of ['', 42, null, 'x'.repeat(201)]) {
      const res = await verify(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toContain('The verification link is incomplete');
    }
    expect((await profileOf(h.asSession(signedUp))).body.emailVerified).toBe(false);
  });

  it('refuses a link after 24 hours, and the account stays unverified', async () => {
    const email = uniqueEmail();
    const signedUp = await h.signUp({ email });
    const [token] = tokensTo(email);
    const start = now;
    try {
      now = new Date(start.getTime() + 24 * 3_600_000);
      const res = await verify(token);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(VERIFY_LINK_INVALID_CODE);
    } finally {
      now = start;
    }
    // An expired link is used up by trying it, even once the clock is back.
    expect((await verify(token)).status).toBe(400);
    expect((await profileOf(h.asSession(signedUp))).body.emailVerified).toBe(false);
  });

  it('sends a new link to a signed-in, unverified student; both links work until one is used', async () => {
    const email = uniqueEmail();
    const signedUp = await h.signUp({ email });
    const me = h.asSession(signedUp);
    const res = await resend(me);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: VERIFICATION_SENT_MESSAGE, emailVerified: false });
    const tokens = tokensTo(email);
    expect(tokens).toHaveLength(2);
    expect((await verify(tokens[1])).status).toBe(200);
    // Verifying took every link of the account out, the older one too.
    expect((await verify(tokens[0])).status).toBe(400);
  });

  it('tells a verified student so and sends nothing', async () => {
    const email = uniqueEmail();
    const signedUp = await h.signUp({ email });
    expect((await verify(tokensTo(email)[0])).status).toBe(200);
    const before = h.outbox.length;
    const res = await resend(h.asSession(signedUp));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: ALREADY_VERIFIED_MESSAGE, emailVerified: true });
    expect(h.outbox.length).toBe(before);
  });

  it('asks for a signed-in caller to resend', async () => {
    const before = h.outbox.length;
    expect((await request(h.app).post('/api/auth/resend-verification')).status).toBe(401);
    expect(h.outbox.length).toBe(before);
  });

  it('writes the mail in Hindi for an account that chose Hindi', async () => {
    const email = uniqueEmail();
    const signedUp = await h.signUp({ email });
    const me = h.asSession(signedUp);
    expect(
      (await request(h.app).put('/api/profile').set(me).send({ languagePreference: 'HINDI' })).status,
    ).toBe(200);
    expect((await resend(me)).status).toBe(202);
    const mail = h.outbox.filter((m) => m.to === email).at(-1);
    expect(mail?.subject).toMatch(/[\u0900-\u097F]/);
    expect(mail?.text).toMatch(/नमस्ते Test Student/);
    expect(mail?.text).toMatch(/http:\/\/ssc\.test\/auth\/verify\?token=/);
  });

  it('does not confirm an address the link was not mailed to', async () => {
    const email = uniqueEmail();
    const signedUp = await h.signUp({ email });
    const [token] = tokensTo(email);
    // As if the address had been changed after the link went out.
    const { userModel } = await import('./user-model');
    await userModel(h.connection).updateOne(
      { _id: signedUp.user.id },
      { $set: { email: uniqueEmail('moved') } },
    );
    expect((await verify(token)).status).toBe(400);
    expect((await profileOf(h.asSession(signedUp))).body.emailVerified).toBe(false);
  });
});
