import { userAttemptsQuery } from '@ssc/contracts';
import { identityOf, parseInput, requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import type { ResultsContext } from '../results-context';
import { mapKey } from '../store/collections';
import { attemptEntries, dashboardStatsOf, toUserAttempt } from '../views/attempt-lists';

/** The dashboard and the completed-attempt lists: the user's results document and pending marks. */
export function attemptListRoutes(ctx: Pick<ResultsContext, 'cols' | 'pending'>): Router {
  const entriesOf = async (userId: string) => {
    const [doc, pending] = await Promise.all([
      ctx.cols.userResults.findOne({ _id: userId }),
      ctx.pending.list(userId),
    ]);
    // A duplicate submission event for a scored attempt marks it again while no job clears it
    // (BullMQ still holds the finished one): such a mark is dropped here, where it is seen.
    const stale = pending.filter((p) => doc?.attempts?.[mapKey(p.attemptId)]).map((p) => p.attemptId);
    await ctx.pending.clear(userId, stale);
    return attemptEntries(doc, pending);
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
