import { randomUUID } from 'node:crypto';
import { type AuthResponse, DEFAULT_SETTINGS, errorBody, profile, settings } from '@ssc/contracts';
import { IDENTITY_HEADER, signIdentity } from '@ssc/service-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './auth-test-harness';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

const as = (session: AuthResponse) => h.asSession(session);

describe('identity', () => {
  it.each([
    ['GET', '/api/profile'],
    ['PUT', '/api/profile'],
    ['GET', '/api/profile/settings'],
    ['PUT', '/api/profile/settings'],
    ['GET', '/api/profile/export'],
    ['POST', '/api/upload/profile-image'],
  ])('%s %s without an identity is 401', async (method, path) => {
    const res = await request(h.app)
      [method === 'GET' ? 'get' : method === 'PUT' ? 'put' : 'post'](path)
      .send({});
    expect(res.status).toBe(401);
    expect(errorBody.parse(res.body).message).toBe('Please log in to continue');
  });

  it('rejects an identity header signed with another secret, or a bare user token', async () => {
    const session = await h.signUp();
    const forged = signIdentity('f'.repeat(40), { userId: session.user.id, role: 'admin', email: '' });
    for (const header of [forged, session.session.access_token, 'garbage']) {
      const res = await request(h.app).get('/api/profile').set(IDENTITY_HEADER, header);
      expect(res.status).toBe(401);
    }
  });

  it('treats a valid identity for a user that does not exist as signed out', async () => {
    const res = await request(h.app)
      .get('/api/profile')
      .set(h.identityHeader({ userId: randomUUID() }));
    expect(res.status).toBe(401);
  });
});

describe('profile', () => {
  it('starts with the spec defaults', async () => {
    const session = await h.signUp({ displayName: 'Ravi Kumar' });
    const res = await request(h.app).get('/api/profile').set(as(session));
    expect(res.status).toBe(200);
    expect(profile.parse(res.body)).toMatchObject({
      id: session.user.id,
      email: session.user.email,
      displayName: 'Ravi Kumar',
      phone: null,
      examPreference: 'SSC_CGL',
      languagePreference: 'ENGLISH',
      avatarUrl: null,
      isAdmin: false,
    });
  });

  it('updates the editable fields and keeps them', async () => {
    const session = await h.signUp();
    const before = profile.parse((await request(h.app).get('/api/profile').set(as(session))).body);
    const res = await request(h.app).put('/api/profile').set(as(session)).send({
      displayName: '  Meera Iyer ',
      phone: '+91 98765 43210',
      examPreference: 'SSC_MTS',
      languagePreference: 'HINDI',
    });
    expect(res.status).toBe(200);
    const updated = profile.parse(res.body);
    expect(updated).toMatchObject({
      displayName: 'Meera Iyer',
      phone: '+919876543210',
      examPreference: 'SSC_MTS',
      languagePreference: 'HINDI',
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    expect((await request(h.app).get('/api/profile').set(as(session))).body).toEqual(updated);

    const cleared = await request(h.app).put('/api/profile').set(as(session)).send({ phone: '' });
    expect(cleared.body).toMatchObject({ phone: null, displayName: 'Meera Iyer' });
  });

  it('signs in afterwards with the new display name and language', async () => {
    const session = await h.signUp();
    await request(h.app)
      .put('/api/profile')
      .set(as(session))
      .send({ displayName: 'New Name', languagePreference: 'HINDI' });
    const res = await request(h.app)
      .post('/api/auth/signin')
      .send({ email: session.user.email, password: 'correct horse battery' });
    expect(res.body.user.user_metadata).toMatchObject({
      display_name: 'New Name',
      language_preference: 'HINDI',
    });
  });

  it.each([
    [{ phone: '09876543210' }, /phone/i],
    [{ phone: '+0123456789' }, /phone/i],
    [{ phone: 9876543210 }, /phone/i],
    [{ displayName: 'A' }, /displayName/],
    [{ examPreference: 'UPSC' }, /examPreference/],
    [{ languagePreference: 'TAMIL' }, /languagePreference/],
    [{ email: 'new@example.com' }, /email/],
    [{ isAdmin: true }, /isAdmin/],
    [{ role: 'admin' }, /role/],
  ])('rejects %o with a 400 naming the field', async (body, word) => {
    const session = await h.signUp();
    const res = await request(h.app).put('/api/profile').set(as(session)).send(body);
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).message).toMatch(word);
    const after = profile.parse((await request(h.app).get('/api/profile').set(as(session))).body);
    expect(after).toMatchObject({ email: session.user.email, isAdmin: false, phone: null });
  });
});

describe('a change without a body', () => {
  it.each(['/api/profile', '/api/profile/settings'])(
    'PUT %s with no body is a 400 that changes nothing',
    async (path) => {
      const session = await h.signUp();
      const before = (await request(h.app).get(path).set(as(session))).body;
      const res = await request(h.app).put(path).set(as(session));
      expect(res.status).toBe(400);
      expect(errorBody.parse(res.body).message).toBe('The request has no body: send a JSON object');
      expect((await request(h.app).get(path).set(as(session))).body).toEqual(before);
    },
  );
});

describe('settings', () => {
  it('returns the defaults, stores partial changes, and keeps them per user', async () => {
    const session = await h.signUp();
    const other = await h.signUp();
    const initial = await request(h.app).get('/api/profile/settings').set(as(session));
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual(DEFAULT_SETTINGS);

    const first = await request(h.app).put('/api/profile/settings').set(as(session)).send({ darkMode: true });
    expect(first.status).toBe(200);
    expect(settings.parse(first.body)).toEqual({ ...DEFAULT_SETTINGS, darkMode: true });
    const second = await request(h.app)
      .put('/api/profile/settings')
      .set(as(session))
      .send({ notifications: false, emailUpdates: true });
    expect(second.body).toEqual({
      ...DEFAULT_SETTINGS,
      darkMode: true,
      notifications: false,
      emailUpdates: true,
    });

    expect((await request(h.app).get('/api/profile/settings').set(as(session))).body).toEqual(second.body);
    expect((await request(h.app).get('/api/profile/settings').set(as(other))).body).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps both of two concurrent toggles', async () => {
    const session = await h.signUp();
    await Promise.all([
      request(h.app).put('/api/profile/settings').set(as(session)).send({ darkMode: true }),
      request(h.app).put('/api/profile/settings').set(as(session)).send({ soundEffects: false }),
    ]);
    const res = await request(h.app).get('/api/profile/settings').set(as(session));
    expect(res.body).toMatchObject({ darkMode: true, soundEffects: false });
  });

  it.each([
    [{ darkMode: 'yes' }, /darkMode/],
    [{ fontSize: 3 }, /fontSize/],
  ])('rejects %o with 400', async (body, word) => {
    const session = await h.signUp();
    const res = await request(h.app).put('/api/profile/settings').set(as(session)).send(body);
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).message).toMatch(word);
  });
});

describe('export my data', () => {
  it('downloads account, profile and settings as a JSON attachment, without the password hash', async () => {
    const session = await h.signUp({ displayName: 'Export Me' });
    await request(h.app).put('/api/profile').set(as(session)).send({ phone: '+911234567890' });
    await request(h.app).put('/api/profile/settings').set(as(session)).send({ autoSubmit: false });

    const res = await request(h.app).get('/api/profile/export').set(as(session));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="ssc-mock-my-data.json"');
    expect(res.body).toMatchObject({
      exportedAt: expect.any(String),
      account: {
        id: session.user.id,
        email: session.user.email,
        role: 'student',
        createdAt: expect.any(String),
      },
      profile: { displayName: 'Export Me', phone: '+911234567890', avatarUrl: null },
      settings: { ...DEFAULT_SETTINGS, autoSubmit: false },
      avatar: null,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/passwordHash|scrypt|correct horse/);
  });
});
