import { SECTIONS, type Section, type TestSnapshot, testOpensAtRequest } from '@ssc/contracts';
import { NotFoundError, parseInput, requireCaller } from '@ssc/service-kit';
import { Router } from 'express';
import type { CatalogContext } from '../catalog-context';
import { findAnyTest, offeredTo } from './personal-tests';
import { blockOrder } from './test-blocks';
import { toTest } from './test-views';

const asSection = (s: string | undefined): Section =>
  (SECTIONS as readonly string[]).includes(s ?? '') ? (s as Section) : 'GENERAL';

/**
 * GET /internal/tests/:id/snapshot — what the attempts service freezes when an attempt starts:
 * the test and its ordered question ids with sections (never answers), grouped by timed block when
 * the test has section timers (each block's questions contiguous, test order within). The attempts
 * service (and results, which numbers a revised question as the paper does) gets in, with a service-call token; the gateway never routes /internal/*.
 *
 * PUT /internal/tests/:id/opens-at `{opensAt: ISO | null}` — the attempts service, when a live
 * mock of the test is scheduled, moved or cancelled: students may not read the paper before.
 * Other instances see it within their cache's revalidation (a second).
 */
export function internalTestRoutes(ctx: Pick<CatalogContext, 'tests' | 'personalTests' | 'caches'>): Router {
  const router = Router();
  router.put('/internal/tests/:id/opens-at', requireCaller('attempts'), async (req, res) => {
    const testId = String(req.params.id);
    const { opensAt } = parseInput(testOpensAtRequest, req.body);
    const { matchedCount } = await ctx.tests.updateOne(
      { _id: testId },
      { $set: { opensAt: opensAt === null ? null : new Date(opensAt) } },
    );
    if (matchedCount === 0) throw new NotFoundError('Test not found');
    ctx.caches.testQuestions.invalidate(testId);
    res.status(204).end();
  });
  router.get('/internal/tests/:id/snapshot', requireCaller('attempts', 'results'), async (req, res) => {
    const doc = await findAnyTest(ctx, String(req.params.id));
    if (!doc || (req.identity && !offeredTo(doc, req.identity))) throw new NotFoundError('Test not found');
    const { createdAt: _c, updatedAt: _u, ...test } = toTest(doc);
    const snapshot: TestSnapshot = {
      test,
      questions: blockOrder(test.sectionTimings, doc.questionSections).map((i) => ({
        questionId: doc.questionIds[i] as string,
        section: asSection(doc.questionSections[i]),
      })),
    };
    res.json(snapshot);
  });
  return router;
}
