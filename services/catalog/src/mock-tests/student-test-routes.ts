import { LIVE_MOCK_CODES, testQuestionsQuery, testsByExamParams } from '@ssc/contracts';
import {
  AppError,
  type Identity,
  identityOf,
  NotFoundError,
  parseInput,
  requireUser,
} from '@ssc/service-kit';
import { Router } from 'express';
import type { CatalogContext } from '../catalog-context';
import { sendPreparedJson } from '../prepared-json';
import { findAnyTest, offeredTo } from './personal-tests';
import { studentQuestionsByIds } from './student-test-reads';
import { toTest } from './test-views';

const ALL = 'all';

/**
 * A live mock's paper stays closed to students until its start (the attempts service sets
 * `opensAt`), so nobody reads it in the waiting room; admins always may. A clock comparison on
 * the cached entry: no database work per request.
 */
function assertOpen(opensAt: number | null, now: Date, identity: Identity): void {
  if (opensAt === null || now.getTime() >= opensAt || identity.role === 'admin') return;
  const at = new Date(opensAt).toISOString();
  throw new AppError(409, `This test opens at ${at}`, LIVE_MOCK_CODES.testNotOpen, undefined, {
    opensAt: at,
  });
}

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
    const test = await findAnyTest(ctx, String(req.params.id), { questionIds: 0 });
    if (!test || !offeredTo(test, identityOf(req))) throw new NotFoundError('Test not found');
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
    assertOpen(cached.opensAt, ctx.clock(), identityOf(req));
    sendPreparedJson(req, res, cached.prepared);
  });

  return router;
}
