import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './auth-test-harness';

let now = new Date('2026-11-01T10:00:00Z');
let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ clock: () => now });
});
afterAll(() => h.close());

describe('GET /internal/stats', () => {
  it('counts users and those active in the last 30 days, for admins only', async () => {
    const early = await h.signUp();
    now = new Date('2026-11-20T10:00:00Z');
    await h.signUp();
    await h.signUp();

    const student = await request(h.app)
      .get('/internal/stats')
      .set(h.serviceCall('catalog', { userId: early.user.id, role: 'student', email: '' }));
    expect(student.status).toBe(403);
    expect((await request(h.app).get('/internal/stats')).status).toBe(404);
    // A user identity, even an admin's as the gateway forwards it, never opens /internal.
    const forwardedAdmin = h.identityHeader({ userId: 'admin', role: 'admin' });
    expect((await request(h.app).get('/internal/stats').set(forwardedAdmin)).status).toBe(404);

    now = new Date('2026-12-05T10:00:00Z');
    const admin = h.serviceCall('catalog', { userId: 'admin', role: 'admin', email: '' });
    const stats = await request(h.app).get('/internal/stats').set(admin);
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({ total: 3, active30d: 2 });

    // A visit (profile read) makes the early user active again.
    await request(h.app)
      .get('/api/profile')
      .set(h.identityHeader({ userId: early.user.id }))
      .expect(200);
    expect((await request(h.app).get('/internal/stats').set(admin)).body).toEqual({ total: 3, active30d: 3 });
  });
});
