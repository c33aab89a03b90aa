import { displayNames } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './auth-test-harness';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

describe('GET /internal/users/display-names', () => {
  it('maps known user ids to display names and leaves unknown ones out', async () => {
    const asha = await h.signUp({ displayName: 'Asha Verma' });
    const ravi = await h.signUp({ displayName: 'रवि कुमार' });
    const res = await request(h.app)
      .get('/internal/users/display-names')
      .query({ ids: [ravi.user.id, 'nobody', asha.user.id, ravi.user.id].join(',') })
      .set(h.serviceCall('results'));
    expect(res.status).toBe(200);
    expect(displayNames.strict().parse(res.body)).toEqual({
      names: { [asha.user.id]: 'Asha Verma', [ravi.user.id]: 'रवि कुमार' },
    });
    expect(res.text).not.toContain('@example.com');
  });

  it('answers only the results service, never a user identity, and needs a bounded list of ids', async () => {
    const path = '/internal/users/display-names?ids=a';
    expect((await request(h.app).get(path)).status).toBe(404);
    expect(
      (
        await request(h.app)
          .get(path)
          .set(h.identityHeader({ userId: 'u1', role: 'admin' }))
      ).status,
    ).toBe(404);
    expect((await request(h.app).get(path).set(h.serviceCall('catalog'))).status).toBe(404);
    const as = h.serviceCall('results');
    expect((await request(h.app).get('/internal/users/display-names').set(as)).status).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => `u${i}`).join(',');
    const res = await request(h.app).get('/internal/users/display-names').query({ ids: many }).set(as);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('ids must list at most 500 user ids');
  });
});
