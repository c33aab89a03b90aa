import { userAttemptsQuery } from '@ssc/contracts';
import { identityOf, parseInput, requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import type { ResultsContext } from '../results-context';
import { dashboardStatsOf, newestFirst, toUserAttempt, visibleAt } from '../views/attempt-lists';

/** The dashboard and the completed-attempt lists: one read of the user's attempt list. */
export function attemptListRoutes(ctx: Pick<ResultsContext, 'attempts' | 'clock'>): Router {
  const entriesOf = async (userId: string) => {
    const now = ctx.clock();
    return newestFirst((await ctx.attempts.list(userId)).map((e) => visibleAt(e, now)));
  };
  const router = Router();

  router.get('/api/dashboard-stats', requireUser, async (req, res) => {
    res.json(dashboardStatsOf(await entriesOf(identityOf(req).userId)));
  });

  router.get('/api/user-attempts', requireUser, async (req, res) => {
    const { testType } = parseInput(userAttemptsQuery, req.query);
    const entries = (await entriesOf(identityOf(req).userId)).filter(
      (e) => !testType || e.testType === testType,
    );
    res.json(entries.map(toUserAttempt));
  });

  return router;
}
