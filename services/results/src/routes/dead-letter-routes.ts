import { type DeadLetter, type DeadLetterRetry, deadLetterId } from '@ssc/contracts';
import { ConflictError, NotFoundError, parseInput, requireAdmin } from '@ssc/service-kit';
import { Router } from 'express';
import { scoreJob } from '../jobs/score-queue';
import { RESULT_MESSAGES, type ResultsContext } from '../results-context';
import type { DeadLetterDoc } from '../store/collections';

const LIMIT = 200;

const toDeadLetter = ({ _id, ...rest }: DeadLetterDoc): DeadLetter => ({
  id: _id,
  ...rest,
  attemptId: rest.attemptId ?? null,
});

/**
 * What scoring could not handle, newest first (a scan: the collection stays small), and the
 * admin's retry of a scoring job once its cause is fixed (catalog back, a question restored).
 */
export function deadLetterRoutes(ctx: Pick<ResultsContext, 'cols' | 'scoreQueue'>): Router {
  const router = Router();
  router.get('/api/admin/dead-letters', requireAdmin, async (_req, res) => {
    const docs = await ctx.cols.deadLetters.find({}).sort({ createdAt: -1 }).limit(LIMIT).toArray();
    res.json(docs.map(toDeadLetter));
  });

  /**
   * Puts the job back in the queue — BullMQ's failed job when it is still kept, else a new job
   * from the letter's payload (same job id) — and removes the letter. Scoring is idempotent, so
   * a retry of an attempt that was scored meanwhile changes nothing; one that fails again is
   * dead-lettered again with its new reason.
   */
  router.post('/api/admin/dead-letters/:id/retry', requireAdmin, async (req, res) => {
    const id = parseInput(deadLetterId, req.params.id);
    const letter = await ctx.cols.deadLetters.findOne({ _id: id });
    if (!letter) throw new NotFoundError(RESULT_MESSAGES.deadLetterNotFound);
    if (letter.source !== 'scoring-job') throw new ConflictError(RESULT_MESSAGES.notRetryable);
    const payload = scoreJob.safeParse(letter.payload);
    if (!payload.success) throw new ConflictError(RESULT_MESSAGES.malformedJob);
    const { attemptId } = payload.data;
    const job = await ctx.scoreQueue.getJob(attemptId);
    if (!job) await ctx.scoreQueue.add('score', payload.data, { jobId: attemptId });
    else if (await job.isFailed()) await job.retry();
    await ctx.cols.deadLetters.deleteOne({ _id: id });
    const body: DeadLetterRetry = { id, status: 'queued' };
    res.status(202).json(body);
  });
  return router;
}
