import { undocumentedRoutes } from '@ssc/test-kit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ResultsHarness, startResultsHarness } from './results-test-harness';

let h: ResultsHarness;
beforeAll(async () => {
  h = await startResultsHarness();
});
afterAll(() => h.close());

it('serves exactly the operations @ssc/contracts/http documents for it (GET /api/openapi.json)', () => {
  expect(undocumentedRoutes(h.app, 'results')).toEqual({ undocumented: [], unserved: [] });
});
