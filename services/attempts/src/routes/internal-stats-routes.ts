import type { AttemptStats } from '@ssc/contracts';
import { requireAdmin } from '@ssc/service-kit';
import { Router } from 'express';
import type { AttemptsContext } from '../attempts-context';
import { ATTEMPT_COUNTERS_ID } from '../store/collections';

/** GET /internal/stats (admin identity): the admin stat card, one read by `_id`. */
export function internalStatsRoutes(ctx: Pick<AttemptsContext, 'cols'>): Router {
  const router = Router();
  router.get('/internal/stats', requireAdmin, async (_req, res) => {
    const counters = await ctx.cols.counters.findOne({ _id: ATTEMPT_COUNTERS_ID });
    const stats: AttemptStats = {
      total: counters?.total ?? 0,
      inProgress: Math.max(0, counters?.inProgress ?? 0),
    };
    res.json(stats);
  });
  return router;
}
