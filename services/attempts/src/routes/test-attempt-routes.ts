import { saveProgressRequest, startAttemptRequest, submitAttemptRequest } from '@ssc/contracts';
import { identityOf, parseInput, requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import type { AttemptsContext } from '../attempts-context';
import { closesAt, isLive, ownedBy } from '../domain/attempt-rules';
import type { AttemptState } from '../domain/attempt-types';
import { toSummary, toTestAttempt } from '../domain/attempt-views';
import { decide } from '../domain/decide';
import { attemptIdOf } from './attempt-params';
import { startAttempt } from './start-attempt';

/** /api/test-attempts* (spec section 7); every call is the signed-in owner's, others get 404. */
export function testAttemptRoutes(ctx: AttemptsContext): Router {
  const router = Router();

  router.post('/api/test-attempts', requireUser, async (req, res) => {
    const { testId } = parseInput(startAttemptRequest, req.body);
    const { created, state } = await startAttempt(ctx, identityOf(req), testId);
    res.status(created ? 201 : 200).json(toTestAttempt(state, ctx.clock()));
  });

  // The index names the candidates; each state is read by id (cache first) to be sure it is live.
  router.get('/api/test-attempts/in-progress', requireUser, async (req, res) => {
    const { userId } = identityOf(req);
    const now = ctx.clock();
    const index = await ctx.cols.userAttempts.findOne({ _id: userId });
    const candidates = Object.entries(index?.attempts ?? {})
      .filter(([, e]) => e.status === 'IN_PROGRESS' && Date.parse(e.deadline) > now.getTime())
      .map(([attemptId]) => attemptId);
    const states = await Promise.all(candidates.map((id) => ctx.store.load(id, { fresh: true })));
    const live = states.filter((s): s is AttemptState => !!s && s.userId === userId && isLive(s, now));
    live.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
    res.json(live.map(toSummary));
  });

  router.get('/api/test-attempts/:id', requireUser, async (req, res) => {
    const { userId } = identityOf(req);
    const attemptId = attemptIdOf(req.params.id);
    const now = ctx.clock();
    let state = ownedBy(await ctx.store.load(attemptId, { fresh: true }), userId);
    if (state.status === 'IN_PROGRESS' && now.getTime() > closesAt(state, ctx.policy)) {
      // Past deadline + grace and the deadline job has not run yet: close it now, as it would.
      const closed = await ctx.store.execute(attemptId, (current) =>
        decide(
          { type: 'SubmitAttempt', attemptId, userId, reason: 'DEADLINE', updates: [] },
          current,
          now,
          ctx.policy,
        ),
      );
      state = ownedBy(closed.state, userId);
    }
    res.json(toTestAttempt(state, now));
  });

  router.put(
    ['/api/test-attempts/:id/auto-save', '/api/test-attempts/:id'],
    requireUser,
    async (req, res) => {
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
          },
          current,
          now,
          ctx.policy,
        ),
      );
      const saved = ownedBy(state, userId);
      res.json({ id: saved.id, lastActiveAt: saved.lastActiveAt, version: saved.version });
    },
  );

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
