import {
  type AttemptLanguage,
  saveProgressRequest,
  startAttemptRequest,
  submitAttemptRequest,
} from '@ssc/contracts';
import { identityOf, parseInput, requireUser } from '@ssc/service-kit';
import { type RequestHandler, Router } from 'express';
import type { AttemptsContext } from '../attempts-context';
import { ownedBy } from '../domain/attempt-rules';
import { toSummary, toTestAttempt } from '../domain/attempt-views';
import { decide } from '../domain/decide';
import { attemptIdOf } from './attempt-params';
import { startAttempt } from './start-attempt';
import { startLiveAttempt } from './start-live-attempt';

/**
 * The paper's language when a start names none (an older client, an API caller): ENGLISH, the
 * profile's own default. The student's profile preference is auth's, and the start asks auth only
 * for the compensatory-time flag; the app always sends the language chosen on the instructions page.
 */
const DEFAULT_LANGUAGE: AttemptLanguage = 'ENGLISH';

/** /api/test-attempts* (spec section 7); every call is the signed-in owner's, others get 404. */
export function testAttemptRoutes(ctx: AttemptsContext): Router {
  const router = Router();

  router.post('/api/test-attempts', requireUser, async (req, res) => {
    const { testId, liveMockId, language = DEFAULT_LANGUAGE } = parseInput(startAttemptRequest, req.body);
    const { created, state } = liveMockId
      ? await startLiveAttempt(ctx, identityOf(req), testId, liveMockId, language)
      : await startAttempt(ctx, identityOf(req), testId, language);
    res.status(created ? 201 : 200).json(toTestAttempt(state, ctx.clock()));
  });

  router.get('/api/test-attempts/in-progress', requireUser, async (req, res) => {
    const live = await ctx.reads.liveAttempts(identityOf(req).userId, ctx.clock());
    res.json(live.map(toSummary));
  });

  router.get('/api/test-attempts/:id', requireUser, async (req, res) => {
    const now = ctx.clock();
    const stored = ownedBy(await ctx.reads.attempt(attemptIdOf(req.params.id), now), identityOf(req).userId);
    res.json(toTestAttempt(stored, now));
  });

  // The auto-save, every 30 s from every open exam screen, and its alias.
  const autoSave = autoSaveHandler(ctx);
  router.put('/api/test-attempts/:id/auto-save', requireUser, autoSave);
  router.put('/api/test-attempts/:id', requireUser, autoSave);

  router.post('/api/test-attempts/:id/submit', requireUser, async (req, res) => {
    const { userId } = identityOf(req);
    const attemptId = attemptIdOf(req.params.id);
    const body = parseInput(submitAttemptRequest, req.body);
    const now = ctx.clock();
    const { state } = await ctx.store.execute(attemptId, (current) =>
      decide(
        {
          type: 'SubmitAttempt',
          attemptId,
          userId,
          reason: body.reason ?? 'USER',
          updates: body.questionUpdates ?? [],
        },
        current,
        now,
        ctx.policy,
      ),
    );
    res.json(toTestAttempt(ownedBy(state, userId), now));
  });

  return router;
}

/** PUT /api/test-attempts/{id}/auto-save and PUT /api/test-attempts/{id}: where the student is. */
function autoSaveHandler(ctx: AttemptsContext): RequestHandler {
  return async (req, res) => {
    const { userId } = identityOf(req);
    const attemptId = attemptIdOf(req.params.id);
    const body = parseInput(saveProgressRequest, req.body);
    const now = ctx.clock();
    const { state } = await ctx.store.execute(attemptId, (current) =>
      decide(
        {
          type: 'SaveProgress',
          attemptId,
          userId,
          lastActiveAt: body.lastActiveAt,
          lastActiveQuestionIndex: body.lastActiveQuestionIndex,
          lastActiveSection: body.lastActiveSection,
          timeSpent: body.timeSpent,
          visited: body.visited,
        },
        current,
        now,
        ctx.policy,
      ),
    );
    const saved = ownedBy(state, userId);
    res.json({ id: saved.id, lastActiveAt: saved.lastActiveAt, version: saved.version });
  };
}
