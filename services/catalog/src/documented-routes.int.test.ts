import { undocumentedRoutes } from '@ssc/test-kit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CatalogHarness, startCatalogHarness } from './catalog-test-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(() => h.close());

it('serves exactly the operations @ssc/contracts/http documents for it (GET /api/openapi.json)', () => {
  expect(undocumentedRoutes(h.app, 'catalog')).toEqual({ undocumented: [], unserved: [] });
});
