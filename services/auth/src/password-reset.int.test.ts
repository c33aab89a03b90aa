import {
  errorBody,
  FORGOT_PASSWORD_MESSAGE,
  RESET_LINK_INVALID_CODE,
  RESET_LINK_INVALID_MESSAGE,
  SESSION_ENDED_CODE,
} from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness, uniqueEmail } from './auth-test-harness';
import { hashResetToken } from './password-reset';
import { passwordResetModel } from './password-reset-model';

const OLD = 'correct horse battery';
const NEW = 'new staple for the exam';

describe('password reset', () => {
  let h: AuthHarness;
  // Moved forward by tests that let a link run out; every request reads it.
  let now = new Date();
  beforeAll(async () => {
    h = await startAuthHarness({ clock: () => now });
  });
  afterAll(() => h.close());

  const forgot = (email: string) => request(h.app).post('/api/auth/forgot-password').send({ email });
  const reset = (token: string, password = NEW) =>
    request(h.app).post('/api/auth/reset-password').send({ token, password });
  const signIn = (email: string, password: string) =>
    request(h.app).post('/api/auth/signin').send({ email, password });

  /** The mail handed to the mailer since `before`, once there are `count` (it is queued after the 202). */
  async function mailSince(before: number, count = 1) {
    await expect.poll(() => h.outbox.length - before).toBe(count);
    return h.outbox.slice(before);
  }

  /** Asks for a link for `email` and returns the token from the one mail it sent. */
  async function linkFor(email: string): Promise<string> {
    const before = h.outbox.length;
    expect((await forgot(email)).status).toBe(202);
    const sent = await mailSince(before);
    expect(sent.map((m) => m.to)).toEqual([email]);
    const link = sent[0]?.text.match(/http:\/\/ssc\.test\/auth\/reset\?token=([A-Za-z0-9_-]+)/);
    expect(link, sent[0]?.text).not.toBeNull();
    return link?.[1] ?? '';
  }

  it('answers the same whether or not an account has the email, and mails only a real one', async () => {
    const email = uniqueEmail();
    await h.signUp({ email });
    const before = h.outbox.length;
    const unknown = await forgot(uniqueEmail('nobody'));
    const known = await forgot(email.toUpperCase());
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.body).toEqual(known.body);
    // The unknown address was asked first, and a known one once more after the first mail: the
    // unknown one's lookup is long done by then, and only the known account was ever mailed.
    await mailSince(before);
    await forgot(email);
    expect((await mailSince(before, 2)).map((m) => m.to)).toEqual([email, email]);
  });

  it('keeps only a hash of the token, expiring in 30 minutes', async () => {
    const email = uniqueEmail();
    const { user } = await h.signUp({ email });
    const token = await linkFor(email);
    const stored = await passwordResetModel(h.connection).find({ userId: user.id }).lean();
    expect(stored.map((r) => r._id)).toEqual([hashResetToken(token)]);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.expiresAt.getTime()).toBe(now.getTime() + 30 * 60_000);
  });

  it('sets the new password, ends every session, and works once', async () => {
    const email = uniqueEmail();
    const signedUp = await h.signUp({ email, password: OLD });
    const token = await linkFor(email);

    expect((await reset(token)).status).toBe(204);
    expect((await signIn(email, OLD)).status).toBe(401);
    expect((await signIn(email, NEW)).status).toBe(200);

    // The session opened before the reset is gone: its refresh token no longer works.
    const refreshed = await request(h.app)
      .post('/api/auth/refresh')
      .send({ refreshToken: signedUp.session.refresh_token });
    expect(refreshed.status).toBe(401);
    expect(errorBody.parse(refreshed.body).code).toBe(SESSION_ENDED_CODE);

    const again = await reset(token, 'yet another password');
    expect(again.status).toBe(400);
    expect(errorBody.parse(again.body)).toMatchObject({
      code: RESET_LINK_INVALID_CODE,
      message: RESET_LINK_INVALID_MESSAGE,
    });
    expect((await signIn(email, NEW)).status).toBe(200);
  });

  it('refuses an expired link, an unknown one, and the other links once one is used', async () => {
    const email = uniqueEmail();
    await h.signUp({ email, password: OLD });
    const first = await linkFor(email);
    const second = await linkFor(email);
    const late = await linkFor(email);
    now = new Date(now.getTime() + 30 * 60_000);
    const expired = await reset(late);
    expect(expired.status).toBe(400);
    expect(errorBody.parse(expired.body).code).toBe(RESET_LINK_INVALID_CODE);
    now = new Date(now.getTime() - 60_000);

    expect((await reset(first)).status).toBe(204);
    expect(errorBody.parse((await reset(second)).body).code).toBe(RESET_LINK_INVALID_CODE);
    expect(errorBody.parse((await reset('not-a-token-we-issued')).body).code).toBe(RESET_LINK_INVALID_CODE);
    expect((await signIn(email, NEW)).status).toBe(200);
  });

  it('holds a new password to the sign-up rules and keeps the link for a better one', async () => {
    const email = uniqueEmail();
    await h.signUp({ email, password: OLD });
    const token = await linkFor(email);
    const short = await reset(token, 'short');
    expect(short.status).toBe(400);
    expect(errorBody.parse(short.body).message).toMatch(/Password must be at least 8 characters/);
    expect((await signIn(email, OLD)).status).toBe(200);
    expect((await reset(token)).status).toBe(204);
  });

  it('says what is wrong with a bad email and changes nothing', async () => {
    const before = h.outbox.length;
    const res = await forgot('not an email');
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).message).toBe('Please enter a valid email address');
    expect(h.outbox.length).toBe(before);
  });
});
