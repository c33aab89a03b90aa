import { ATTEMPT_MESSAGES, type AttemptStats, type InternalAttemptStatus } from '@ssc/contracts';
import { NotFoundError, requireAdmin, requireCaller } from '@ssc/service-kit';
import { Router } from 'express';
import type { AttemptsContext } from '../attempts-context';
import { ATTEMPT_COUNTERS_ID } from '../store/collections';
import { attemptIdOf } from './attempt-params';

/**
 * Internal calls (service-call tokens only; the gateway never routes /internal/*): GET
 * /internal/stats (catalog, for an admin) for the admin stat card, one read by `_id`; GET
 * /internal/attempts/:id for the results service, which asks whose an attempt is and whether it is submitted when a
 * results page is opened before the submission has reached it through Kafka.
 */
export function internalStatsRoutes(ctx: Pick<AttemptsContext, 'cols' | 'store'>): Router {
  const router = Router();
  router.get('/internal/stats', requireCaller('catalog'), requireAdmin, async (_req, res) => {
    const counters = await ctx.cols.counters.findOne({ _id: ATTEMPT_COUNTERS_ID });
    const stats: AttemptStats = {
      total: counters?.total ?? 0,
      inProgress: Math.max(0, counters?.inProgress ?? 0),
    };
    res.json(stats);
  });
  router.get('/internal/attempts/:id', requireCaller('results'), async (req, res) => {
    const state = await ctx.store.load(attemptIdOf(req.params.id), { fresh: true });
    if (!state) throw new NotFoundError(ATTEMPT_MESSAGES.notFound);
    const body: InternalAttemptStatus = { attemptId: state.id, userId: state.userId, status: state.status };
    res.json(body);
  });
  return router;
}
