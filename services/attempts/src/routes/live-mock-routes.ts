import type { LiveMockList } from '@ssc/contracts';
import { identityOf, requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import type { AttemptsContext } from '../attempts-context';
import { LiveMockNotFound } from '../live-mocks/live-mock-errors';
import { assertRegistrationOpen, listedForStudents, listOrder } from '../live-mocks/live-mock-rules';
import { liveMockIdOf } from './attempt-params';
import { liveMockView, liveMockViews } from './live-mock-views';

/**
 * What students read and do before a live mock: the list (upcoming, live, closed in the last
 * 7 days), one mock (the waiting room polls it) and registration. Starting is
 * `POST /api/test-attempts {testId, liveMockId}` (start-attempt.ts).
 */
export function liveMockRoutes(ctx: AttemptsContext): Router {
  const router = Router();
  const grace = ctx.policy.graceMs;

  router.get('/api/live-mocks', requireUser, async (req, res) => {
    const now = ctx.clock();
    const mocks = (await ctx.live.mocks.all())
      .filter((m) => listedForStudents(m, now, grace))
      .sort(listOrder(now, grace));
    const body: LiveMockList = {
      serverNow: now.toISOString(),
      liveMocks: await liveMockViews(ctx, mocks, identityOf(req).userId, now),
    };
    res.json(body);
  });

  router.get('/api/live-mocks/:id', requireUser, async (req, res) => {
    const now = ctx.clock();
    const mock = await ctx.live.mocks.get(liveMockIdOf(req.params.id));
    if (!mock) throw new LiveMockNotFound();
    res.json(await liveMockView(ctx, mock, identityOf(req).userId, now));
  });

  router.post('/api/live-mocks/:id/register', requireUser, async (req, res) => {
    const { userId } = identityOf(req);
    const now = ctx.clock();
    const mock = await ctx.live.mocks.get(liveMockIdOf(req.params.id));
    if (!mock) throw new LiveMockNotFound();
    if (!(await ctx.live.mocks.isRegistered(mock._id, userId))) {
      assertRegistrationOpen(mock, now, grace);
      if (await ctx.live.mocks.register(mock._id, userId, now))
        await ctx.live.counts.add(mock._id, 'registered');
    }
    res.json(await liveMockView(ctx, mock, userId, now));
  });

  return router;
}
