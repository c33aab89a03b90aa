import type { DeadLetter } from '@ssc/contracts';
import { requireAdmin } from '@ssc/service-kit';
import { Router } from 'express';
import type { ResultsContext } from '../results-context';
import type { DeadLetterDoc } from '../store/collections';

const LIMIT = 200;

const toDeadLetter = ({ _id, ...rest }: DeadLetterDoc): DeadLetter => ({
  id: _id,
  ...rest,
  attemptId: rest.attemptId ?? null,
});

/** What scoring could not handle, newest first (a scan: the collection stays small). */
export function deadLetterRoutes(ctx: Pick<ResultsContext, 'cols'>): Router {
  const router = Router();
  router.get('/api/admin/dead-letters', requireAdmin, async (_req, res) => {
    const docs = await ctx.cols.deadLetters.find({}).sort({ createdAt: -1 }).limit(LIMIT).toArray();
    res.json(docs.map(toDeadLetter));
  });
  return router;
}
