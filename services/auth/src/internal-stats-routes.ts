import type { UserStats } from '@ssc/contracts';
import { requireAdmin, requireCaller } from '@ssc/service-kit';
import { Router } from 'express';
import type { Clock } from './clock';
import type { UserModel } from './user-model';

const ACTIVE_WINDOW_MS = 30 * 24 * 3_600_000;

/**
 * Service-to-service: the catalog's admin stats ask for user counts with the admin's
 * forwarded identity. Not routed by the gateway, so browsers never reach /internal.
 */
export function internalStatsRoutes(deps: { users: UserModel; clock: Clock }): Router {
  const router = Router();
  router.get('/internal/stats', requireCaller('catalog'), requireAdmin, async (_req, res) => {
    const since = new Date(deps.clock().getTime() - ACTIVE_WINDOW_MS);
    const [total, active30d] = await Promise.all([
      deps.users.countDocuments({}),
      deps.users.countDocuments({ lastActiveAt: { $gte: since } }),
    ]);
    const body: UserStats = { total, active30d };
    res.json(body);
  });
  return router;
}
