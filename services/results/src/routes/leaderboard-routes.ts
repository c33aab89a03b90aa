import { idField, leaderboardQuery } from '@ssc/contracts';
import { identityOf, NotFoundError, parseInput, requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import { leaderboardOf } from '../live/leaderboard';
import { openLiveResults } from '../live/ranked-release';
import { RESULT_MESSAGES, type ResultsContext } from '../results-context';

const liveMockId = idField('id');

/**
 * A live mock's leaderboard among its live takers: 404 for a mock attempts does not know (or
 * cancelled), 409 `resultsNotReleased` before its release (attempts' one release time, and only
 * once every taker is ranked: ranked-release.ts), then the top entries with
 * display names and the caller's own entry (null when they did not sit it).
 */
export function leaderboardRoutes(
  ctx: Pick<ResultsContext, 'liveMocks' | 'ranking' | 'names' | 'clock'>,
): Router {
  const router = Router();

  router.get('/api/live-mocks/:id/leaderboard', requireUser, async (req, res) => {
    const id = parseInput(liveMockId, req.params.id);
    const { limit } = parseInput(leaderboardQuery, req.query);
    const { userId } = identityOf(req);
    const mock = await ctx.liveMocks.get(id);
    if (!mock || mock.status === 'CANCELLED') throw new NotFoundError(RESULT_MESSAGES.liveMockNotFound);
    await openLiveResults(ctx, mock.testId, { liveMockId: mock.id, resultsReleaseAt: mock.resultsReleaseAt });
    const reading = await ctx.ranking.leaderboard(mock.id, limit, userId);
    const names = await ctx.names.get([
      ...new Set([...reading.top.map((t) => t.userId), ...(reading.me ? [userId] : [])]),
    ]);
    res.json(leaderboardOf(mock, reading, names));
  });

  return router;
}
