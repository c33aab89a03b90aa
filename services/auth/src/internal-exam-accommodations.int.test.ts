import { examAccommodations } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './auth-test-harness';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

const path = (userId: string) => `/internal/users/${encodeURIComponent(userId)}/exam-accommodations`;

describe('GET /internal/users/{id}/exam-accommodations', () => {
  it('answers the compensatory-time flag as the profile last set it (false until declared)', async () => {
    const session = await h.signUp();
    const ask = async () => {
      const res = await request(h.app).get(path(session.user.id)).set(h.serviceCall('attempts'));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return examAccommodations.strict().parse(res.body);
    };
    expect(await ask()).toEqual({ compensatoryTime: false });
    await request(h.app)
      .put('/api/profile')
      .set(h.asSession(session))
      .send({ compensatoryTime: true })
      .expect(200);
    expect(await ask()).toEqual({ compensatoryTime: true });
    await request(h.app)
      .put('/api/profile')
      .set(h.asSession(session))
      .send({ compensatoryTime: false })
      .expect(200);
    expect(await ask()).toEqual({ compensatoryTime: false });
  });

  it('is 404 for an unknown user, and answers only the attempts service, never a user identity', async () => {
    const { user } = await h.signUp();
    expect((await request(h.app).get(path('nobody')).set(h.serviceCall('attempts'))).status).toBe(404);
    expect((await request(h.app).get(path(user.id))).status).toBe(404);
    expect(
      (
        await request(h.app)
          .get(path(user.id))
          .set(h.identityHeader({ userId: user.id, role: 'admin' }))
      ).status,
    ).toBe(404);
    expect((await request(h.app).get(path(user.id)).set(h.serviceCall('results'))).status).toBe(404);
  });
});
