import { type InternalShiftGroup, shiftGroupField } from '@ssc/contracts';
import { parseInput, requireCaller } from '@ssc/service-kit';
import { Router } from 'express';
import type { AttemptsContext } from '../attempts-context';
import { LiveMockNotFound } from '../live-mocks/live-mock-errors';
import { toInternalLiveMock } from '../live-mocks/live-mock-view';
import { liveMockIdOf } from './attempt-params';

/**
 * GET /internal/live-mocks/:id for the results service: a mock's test, status and times, so it
 * withholds results, solutions and the leaderboard until `resultsReleaseAt` (the one release
 * time, with `releaseFinal` once no start can move it) and until every started live attempt is
 * ranked (service-call tokens only; the gateway never routes /internal/*).
 */
export function internalLiveMockRoutes(ctx: Pick<AttemptsContext, 'live' | 'clock' | 'policy'>): Router {
  const router = Router();
  /** Every shift of a group (`?shiftGroup=`), so results knows when all have released. */
  router.get('/internal/live-mocks', requireCaller('results'), async (req, res) => {
    const shiftGroup = parseInput(shiftGroupField, req.query.shiftGroup);
    const mocks = (await ctx.live.mocks.all()).filter((m) => m.shiftGroup === shiftGroup);
    const ids = mocks.map((m) => m._id);
    // The clock before the read: a view final at `now` holds every deadline recorded before it.
    const now = ctx.clock();
    const [counts, latest] = await Promise.all([ctx.live.counts.read(ids), ctx.live.deadlines.latest(ids)]);
    const body: InternalShiftGroup = {
      shiftGroup,
      liveMocks: mocks.map((m, i) =>
        toInternalLiveMock(m, now, ctx.policy.graceMs, counts[i]?.started ?? 0, latest.get(m._id) ?? null),
      ),
    };
    res.json(body);
  });
  router.get('/internal/live-mocks/:id', requireCaller('results'), async (req, res) => {
    const mock = await ctx.live.mocks.get(liveMockIdOf(req.params.id));
    if (!mock) throw new LiveMockNotFound();
    const now = ctx.clock();
    const [[counts], latest] = await Promise.all([
      ctx.live.counts.read([mock._id]),
      ctx.live.deadlines.latest([mock._id]),
    ]);
    res.json(
      toInternalLiveMock(mock, now, ctx.policy.graceMs, counts?.started ?? 0, latest.get(mock._id) ?? null),
    );
  });
  return router;
}
