import { NotFoundError, requireCaller } from '@ssc/service-kit';
import { Router } from 'express';
import type { Sessions } from './sessions';

/**
 * GET /internal/sessions/:id — for the gateway, on a cache miss: whose the session is and the
 * account's role now, or 404 when it has ended (signed out, expired, account gone).
 */
export function internalSessionRoutes(deps: { sessions: Sessions }): Router {
  const router = Router();
  router.get('/internal/sessions/:id', requireCaller('gateway'), async (req, res) => {
    const state = await deps.sessions.stateOf(String(req.params.id));
    if (!state) throw new NotFoundError('Session not found');
    res.json(state);
  });
  return router;
}
