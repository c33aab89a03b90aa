import { ADMIN_TESTS_PAGE_SIZE, adminTestsQuery, testInput } from '@ssc/contracts';
import { parseInput, requireAdmin } from '@ssc/service-kit';
import { Router } from 'express';
import type { CatalogContext } from '../catalog-context';
import { findByIds } from '../point-reads';
import { toQuestion } from '../questions/question-fields';
import type { QuestionDoc } from '../questions/question-model';
import { EXAM_TEMPLATES } from './exam-templates';
import type { TestDoc } from './test-model';
import { newestTestFirst, toAdminTest } from './test-views';
import { createTest, deleteTest, findTest, updateTest } from './test-writes';

/** Admin test management (spec section 7, admin calls). Every route requires the admin role. */
export function adminTestRoutes(ctx: CatalogContext): Router {
  const router = Router();
  router.use('/api/admin/tests', requireAdmin);

  /** Real exam patterns the form starts from (exam-templates.ts). */
  router.get('/api/admin/test-templates', requireAdmin, (_req, res) => {
    res.json(EXAM_TEMPLATES);
  });

  /** Every test, or one page of them (the admin list has more tests than a phone can scroll). */
  router.get('/api/admin/tests', async (req, res) => {
    const { page, limit } = parseInput(adminTestsQuery, req.query);
    if (page === undefined && limit === undefined) {
      const tests = await ctx.tests.find().lean<TestDoc[]>();
      res.set('X-Total-Count', String(tests.length)).json(tests.sort(newestTestFirst).map(toAdminTest));
      return;
    }
    const size = limit ?? ADMIN_TESTS_PAGE_SIZE;
    const [total, tests] = await Promise.all([
      ctx.tests.countDocuments(),
      // newestTestFirst's order, kept by the store so only the page is read.
      ctx.tests
        .find()
        .sort({ createdAt: -1, _id: 1 })
        .skip(((page ?? 1) - 1) * size)
        .limit(size)
        .lean<TestDoc[]>(),
    ]);
    res.set('X-Total-Count', String(total)).json(tests.map(toAdminTest));
  });

  router.post('/api/admin/tests', async (req, res) => {
    res.status(201).json(toAdminTest(await createTest(ctx, parseInput(testInput, req.body))));
  });

  router.put('/api/admin/tests/:id', async (req, res) => {
    res.json(toAdminTest(await updateTest(ctx, req.params.id, parseInput(testInput, req.body))));
  });

  router.delete('/api/admin/tests/:id', async (req, res) => {
    await deleteTest(ctx, req.params.id);
    res.status(204).end();
  });

  /** The test's questions with answers and explanations, in test order, for the edit form. */
  router.get('/api/admin/tests/:id/questions', async (req, res) => {
    const test = await findTest(ctx, req.params.id);
    const found = await findByIds<QuestionDoc>(ctx.questions, test.questionIds);
    res.json(
      test.questionIds.flatMap((id) => (found.has(id) ? [toQuestion(found.get(id) as QuestionDoc)] : [])),
    );
  });

  return router;
}
