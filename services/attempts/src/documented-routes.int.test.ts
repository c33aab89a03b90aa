import { undocumentedRoutes } from '@ssc/test-kit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AttemptsHarness, startAttemptsHarness } from './attempts-test-harness';

let h: AttemptsHarness;
beforeAll(async () => {
  h = await startAttemptsHarness();
});
afterAll(() => h.close());

it('serves exactly the operations @ssc/contracts/http documents for it (GET /api/openapi.json)', () => {
  expect(undocumentedRoutes(h.app, 'attempts')).toEqual({ undocumented: [], unserved: [] });
});
