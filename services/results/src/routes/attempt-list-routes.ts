import { userAttemptsQuery } from '@ssc/contracts';
import { identityOf, parseInput, requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import { liveReleasesOf } from '../live/live-release';
import type { ResultsContext } from '../results-context';
import { dashboardStatsOf, mocksToAsk, newestFirst, toUserAttempt, visibleAt } from '../views/attempt-lists';

/**
 * The dashboard and the completed-attempt lists: one read of the user's attempt list, and
 * attempts' view of a live mock only around its release (attempt-lists.ts `mocksToAsk`).
 */
export function attemptListRoutes(ctx: Pick<ResultsContext, 'attempts' | 'clock' | 'liveMocks'>): Router {
  const entriesOf = async (userId: string) => {
    const entries = await ctx.attempts.list(userId);
    const now = ctx.clock();
    const releases = await liveReleasesOf(ctx.liveMocks, mocksToAsk(entries, now));
    return newestFirst(entries.map((e) => visibleAt(e, now, releases)));
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
