import { testQuestionsQuery, testsByExamParams } from '@ssc/contracts';
import { NotFoundError, parseInput, requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import type { CatalogContext } from '../catalog-context';
import { sendPreparedJson } from '../prepared-json';
import { studentQuestionsByIds } from './student-test-reads';
import type { TestDoc } from './test-model';
import { toTest } from './test-views';

const ALL = 'all';

/** What signed-in students read (spec section 7): tests and a test's questions without answers. */
export function studentTestRoutes(ctx: CatalogContext): Router {
  const router = Router();

  router.get('/api/tests', requireUser, async (_req, res) => {
    res.json((await ctx.caches.testList.get(ALL)) ?? []);
  });

  router.get('/api/tests/exam/:examType', requireUser, async (req, res) => {
    const exam = parseInput(testsByExamParams, req.params).examType;
    const tests = (await ctx.caches.testList.get(ALL)) ?? [];
    res.json(tests.filter((t) => t.examType === exam));
  });

  router.get('/api/tests/:id', requireUser, async (req, res) => {
    const test = await ctx.tests
      .findById(req.params.id, { questionIds: 0, questionSections: 0 })
      .lean<TestDoc>();
    if (!test) throw new NotFoundError('Test not found');
    res.json(toTest(test));
  });

  router.get('/api/test-questions/:testId', requireUser, async (req, res) => {
    const { ids } = parseInput(testQuestionsQuery, req.query);
    if (ids) {
      // An attempt's frozen question list, when the test was edited after the attempt started.
      res.json(await studentQuestionsByIds(ctx.questions, ids));
      return;
    }
    const cached = await ctx.caches.testQuestions.get(String(req.params.testId));
    if (!cached) throw new NotFoundError('Test not found');
    sendPreparedJson(req, res, cached.prepared);
  });

  return router;
}
