import type { LiveAttemptRef } from '@ssc/contracts';
import { identityOf, NotFoundError, requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import { withMedians } from '../analysis/result-analysis';
import { type LiveRef, latestPossibleRelease } from '../live/live-release';
import { openLiveResults, requirePendingLiveReleased } from '../live/ranked-release';
import { memberOf, userIdOf } from '../normalisation/group-keys';
import { GROUP_TOP, withNormalised } from '../normalisation/group-result';
import { RESULT_MESSAGES, type ResultsContext } from '../results-context';
import { questionRulings } from '../revisions/rulings';
import type { ScoredResult } from '../scoring/score-attempt';
import { mapKey } from '../store/collections';
import { fromResultDoc } from '../store/result-doc';
import { toTestResult } from '../views/result-view';
import { toSolutions } from '../views/solution-view';
import { findOwnResult } from './own-result';
import { attemptIdOf } from './params';

/** A stored live result's mock, and the latest its release can be (live-release.ts). */
export function liveRefOf(
  result: Pick<ScoredResult, 'liveMock' | 'durationMinutes'>,
): (LiveRef & { liveMockId: string }) | null {
  if (!result.liveMock) return null;
  return {
    ...result.liveMock,
    latestAt: latestPossibleRelease(result.liveMock.resultsReleaseAt, result.durationMinutes),
  };
}

/** The result shows its mock's actual release, not the one its event carried. */
function withRelease<T extends { liveMock?: LiveAttemptRef | undefined }>(
  result: T,
  releaseAt: string | null,
): T {
  return result.liveMock && releaseAt
    ? { ...result, liveMock: { ...result.liveMock, resultsReleaseAt: releaseAt } }
    : result;
}

/**
 * The result and solutions pages: the owner only, 404 for anyone else. A live attempt's answer
 * 409 `resultsNotReleased` until its mock's release (attempts', live-release.ts), scored or not,
 * and until every taker of its mock is ranked (ranked-release.ts).
 */
export function resultRoutes(ctx: ResultsContext): Router {
  const router = Router();

  /**
   * 202 while the attempt is being scored; then the result with its live rank and percentile, and
   * its analysis against everyone's median times of today (a result scored before it existed has none).
   */
  router.get('/api/test-results/:attemptId', requireUser, async (req, res) => {
    const attemptId = attemptIdOf(req.params.attemptId);
    const found = await findOwnResult(ctx, attemptId, identityOf(req).userId);
    if (found.kind === 'none') throw new NotFoundError(RESULT_MESSAGES.notFound);
    if (found.kind === 'processing') {
      await requirePendingLiveReleased(ctx, found.live, found.delayed);
      res.status(202).json({ status: 'processing', attemptId, delayed: found.delayed });
      return;
    }
    const scored = fromResultDoc(found.doc);
    const doc = withRelease(scored, await openLiveResults(ctx, scored.testId, liveRefOf(scored)));
    const live = await ctx.ranking.standing({
      testId: doc.testId,
      ...(doc.liveMock ? { liveMockId: doc.liveMock.liveMockId } : {}),
      userId: doc.userId,
      score: doc.score,
      totalMarks: doc.totalMarks,
      countsForRank: doc.countsForRank,
    });
    // A shift of a group, once the group is normalised, ranks among all its shifts.
    const shift = doc.liveMock?.shiftGroup ? doc.liveMock : null;
    const group = shift?.shiftGroup
      ? await ctx.shiftGroups.standing(shift.shiftGroup, memberOf(shift.liveMockId, doc.userId), GROUP_TOP)
      : null;
    // Released, yet not in its group's computation: ask for one (normalise-queue.ts).
    if (shift?.shiftGroup && !group) await ctx.normalisation.notNormalised(shift.shiftGroup);
    const [names, medians] = await Promise.all([
      ctx.names.get([...live.top.map((t) => t.userId), ...(group?.top.map((t) => userIdOf(t.member)) ?? [])]),
      doc.analysis ? ctx.timeMedians.forTest(doc.testId) : new Map<string, number>(),
    ]);
    const result = toTestResult(withMedians(doc, medians), live, names);
    res.json(group ? withNormalised(result, group, names) : result);
  });

  /** Only once scored (404 with a clear message before), with texts from the bank. */
  router.get('/api/test-solutions/:attemptId', requireUser, async (req, res) => {
    const attemptId = attemptIdOf(req.params.attemptId);
    const { userId } = identityOf(req);
    const found = await findOwnResult(ctx, attemptId, userId);
    if (found.kind === 'none') throw new NotFoundError(RESULT_MESSAGES.notFound);
    if (found.kind === 'processing') {
      await requirePendingLiveReleased(ctx, found.live, found.delayed);
      throw new NotFoundError(RESULT_MESSAGES.solutionsPending);
    }
    const doc = fromResultDoc(found.doc);
    await openLiveResults(ctx, doc.testId, liveRefOf(doc));
    const [bank, bookmarks, rulings] = await Promise.all([
      ctx.questions.get(doc.questionAttempts.map((a) => a.questionId)),
      ctx.cols.bookmarks.findOne({ _id: userId }),
      doc.revisions?.length ? ctx.rulingsOf(doc.testId) : [],
    ]);
    const saved = new Set(
      doc.questionAttempts.map((a) => a.questionId).filter((id) => bookmarks?.items?.[mapKey(id)]),
    );
    res.json(toSolutions(doc, bank, saved, questionRulings(doc, rulings)));
  });

  return router;
}
