import {
  type AnswerWriteResult,
  bulkAnswersRequest,
  type QuestionUpdate,
  questionAttemptsQuery,
  recordAnswerRequest,
  updateAnswerRequest,
} from '@ssc/contracts';
import { identityOf, parseInput, requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import type { AttemptsContext } from '../attempts-context';
import { answerOutcome } from '../domain/answer-writes';
import { ownedBy } from '../domain/attempt-rules';
import { savedQuestionAttempts } from '../domain/attempt-views';
import { decide } from '../domain/decide';
import { attemptIdOf, questionIdOf } from './attempt-params';

/**
 * /api/question-attempts* (spec section 7): answer writes, ordered per question by `clientTs`.
 * Each answers `{applied, questionAttempt}` with the stored row (200 either way).
 */
export function questionAttemptRoutes(ctx: AttemptsContext): Router {
  const router = Router();

  // The answer save: most of this service's traffic. recordAnswers (below) is the whole write.
  router.post('/api/question-attempts', requireUser, async (req, res) => {
    const { testAttemptId, ...update } = parseInput(recordAnswerRequest, req.body);
    const [result] = await recordAnswers(ctx, identityOf(req).userId, testAttemptId, [update]);
    res.json(result);
  });

  router.get('/api/question-attempts', requireUser, async (req, res) => {
    const { userId } = identityOf(req);
    const { testAttemptId } = parseInput(questionAttemptsQuery, req.query);
    const state = ownedBy(await ctx.reads.attempt(testAttemptId, ctx.clock()), userId);
    res.json(savedQuestionAttempts(state));
  });

  // Before `/:attemptId/:questionId`, which would otherwise take "bulk" for an attempt id.
  router.put('/api/question-attempts/bulk/:attemptId', requireUser, async (req, res) => {
    const { questionUpdates } = parseInput(bulkAnswersRequest, req.body);
    const results = await recordAnswers(
      ctx,
      identityOf(req).userId,
      attemptIdOf(req.params.attemptId),
      questionUpdates,
    );
    res.json({ results });
  });

  router.put('/api/question-attempts/:attemptId/:questionId', requireUser, async (req, res) => {
    const attemptId = attemptIdOf(req.params.attemptId);
    const questionId = questionIdOf(req.params.questionId);
    const update = parseInput(updateAnswerRequest, req.body);
    const [result] = await recordAnswers(ctx, identityOf(req).userId, attemptId, [{ questionId, ...update }]);
    res.json(result);
  });

  return router;
}

/**
 * Answer writes to one attempt, in one command: `ctx.store.execute` (store/event-store.ts) runs
 * it under the attempt's lock on the cached state, `decide` (domain/decide.ts) turns the writes
 * into events, and the store's `append` inserts them into the `attempt_events` collection (then
 * the outbox and, when due, the snapshot: store/after-append.ts). The answers are read back from
 * the state after the events.
 */
async function recordAnswers(
  ctx: AttemptsContext,
  userId: string,
  attemptId: string,
  updates: QuestionUpdate[],
): Promise<AnswerWriteResult[]> {
  const now = ctx.clock();
  const { state } = await ctx.store.execute(attemptId, (current) =>
    decide({ type: 'RecordAnswer', attemptId, userId, updates }, current, now, ctx.policy),
  );
  const attempt = ownedBy(state, userId);
  return updates.map((update) => answerOutcome(attempt, update, now));
}
