import {
  type AnswerWriteResult,
  bulkAnswersRequest,
  type QuestionUpdate,
  questionAttemptsQuery,
  recordAnswerRequest,
  updateAnswerRequest,
} from '@ssc/contracts';
import { type HotRoute, identityOf, parseInput, requireUser } from '@ssc/service-kit';
import { type RequestHandler, Router } from 'express';
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
  for (const route of questionAttemptHotRoutes(ctx)) router.post(route.path, ...route.handlers);

  const writeAnswers = answerWriter(ctx);

  router.get('/api/question-attempts', requireUser, async (req, res) => {
    const { userId } = identityOf(req);
    const { testAttemptId } = parseInput(questionAttemptsQuery, req.query);
    const state = ownedBy(await ctx.reads.attempt(testAttemptId, ctx.clock()), userId);
    res.json(savedQuestionAttempts(state));
  });

  // Before `/:attemptId/:questionId`, which would otherwise take "bulk" for an attempt id.
  router.put('/api/question-attempts/bulk/:attemptId', requireUser, async (req, res) => {
    const { questionUpdates } = parseInput(bulkAnswersRequest, req.body);
    const results = await writeAnswers(
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
    const [result] = await writeAnswers(identityOf(req).userId, attemptId, [{ questionId, ...update }]);
    res.json(result);
  });

  return router;
}

function answerWriter(ctx: AttemptsContext) {
  return async (userId: string, attemptId: string, updates: QuestionUpdate[]) => {
    const now = ctx.clock();
    const { state } = await ctx.store.execute(attemptId, (current) =>
      decide({ type: 'RecordAnswer', attemptId, userId, updates }, current, now, ctx.policy),
    );
    const attempt = ownedBy(state, userId);
    return updates.map((update): AnswerWriteResult => answerOutcome(attempt, update, now));
  };
}

/**
 * The answer save, POST /api/question-attempts: most of this service's traffic, so the app also
 * answers it before the routers (service-kit hot-routes.ts); the router has the same handlers.
 */
export function questionAttemptHotRoutes(ctx: AttemptsContext): HotRoute[] {
  const writeAnswers = answerWriter(ctx);
  const save: RequestHandler = async (req, res) => {
    const { testAttemptId, ...update } = parseInput(recordAnswerRequest, req.body);
    const [result] = await writeAnswers(identityOf(req).userId, testAttemptId, [update]);
    res.json(result);
  };
  return [{ method: 'POST', path: '/api/question-attempts', handlers: [requireUser, save] }];
}
