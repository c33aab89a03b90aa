import { undocumentedRoutes } from '@ssc/test-kit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from './auth-test-harness';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(() => h.close());

it('serves exactly the operations @ssc/contracts/http documents for it (GET /api/openapi.json)', () => {
  expect(undocumentedRoutes(h.app, 'auth')).toEqual({ undocumented: [], unserved: [] });
});
