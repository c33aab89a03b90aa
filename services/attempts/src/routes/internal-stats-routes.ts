import type { AttemptStats, InternalAttemptStatus } from '@ssc/contracts';
import { requireAdmin, requireCaller } from '@ssc/service-kit';
import { Router } from 'express';
import type { AttemptsContext } from '../attempts-context';
import { AttemptNotFound } from '../domain/attempt-errors';
import { attemptIdOf } from './attempt-params';

/**
 * Internal calls (service-call tokens only; the gateway never routes /internal/*): GET
 * /internal/stats (catalog, for an admin) for the admin stat card, one read by `_id`; GET
 * /internal/attempts/:id for the results service, which asks whose an attempt is and whether it is submitted when a
 * results page is opened before the submission has reached it through Kafka.
 */
export function internalStatsRoutes(ctx: Pick<AttemptsContext, 'reads' | 'clock'>): Router {
  const router = Router();
  router.get('/internal/stats', requireCaller('catalog'), requireAdmin, async (_req, res) => {
    const stats: AttemptStats = await ctx.reads.counters();
    res.json(stats);
  });
  router.get('/internal/attempts/:id', requireCaller('results'), async (req, res) => {
    const state = await ctx.reads.attempt(attemptIdOf(req.params.id), ctx.clock());
    if (!state) throw new AttemptNotFound();
    const body: InternalAttemptStatus = {
      attemptId: state.id,
      userId: state.userId,
      status: state.status,
      ...(state.liveMock ? { liveMock: state.liveMock } : {}),
    };
    res.json(body);
  });
  return router;
}
