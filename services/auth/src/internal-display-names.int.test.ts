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
      .set(h.identityHeader({ userId: 'service:results' }));
    expect(res.status).toBe(200);
    expect(displayNames.strict().parse(res.body)).toEqual({
      names: { [asha.user.id]: 'Asha Verma', [ravi.user.id]: 'रवि कुमार' },
    });
    expect(res.text).not.toContain('@example.com');
  });

  it('needs a signed identity and a bounded list of ids', async () => {
    expect((await request(h.app).get('/internal/users/display-names?ids=a')).status).toBe(401);
    const as = h.identityHeader({ userId: 'service:results' });
    expect((await request(h.app).get('/internal/users/display-names').set(as)).status).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => `u${i}`).join(',');
    const res = await request(h.app).get('/internal/users/display-names').query({ ids: many }).set(as);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('ids must list at most 500 user ids');
  });
});
