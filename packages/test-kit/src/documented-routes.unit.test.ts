import express from 'express';
import { describe, expect, it } from 'vitest';
import { undocumentedRoutes } from './documented-routes';

describe('undocumentedRoutes', () => {
  it('names routes served but not documented, and documented but not served', () => {
    const router = express.Router();
    router.get('/api/test-results/:attemptId', () => {});
    router.put(['/api/question-bookmarks/:id/extra', '/api/admin/dead-letters'], () => {});
    router.get('/internal/stats', () => {});
    const app = express()
      .use(router)
      .get('/health', () => {});

    const { undocumented, unserved } = undocumentedRoutes(app, 'results');
    expect(undocumented).toEqual(['PUT /api/admin/dead-letters', 'PUT /api/question-bookmarks/{}/extra']);
    expect(unserved).toContain('GET /api/test-solutions/{}');
    expect(unserved).not.toContain('GET /api/test-results/{}');
  });
});
