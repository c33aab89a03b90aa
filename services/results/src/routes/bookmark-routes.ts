import { type Bookmark, bookmarkRequest } from '@ssc/contracts';
import { ConflictError, identityOf, parseInput, requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import { RESULT_MESSAGES, type ResultsContext } from '../results-context';
import { mapKey } from '../store/collections';
import { questionIdOf, requireQuestion } from './params';

/** Keeps one user's bookmarks document small enough to rewrite on every change. */
export const MAX_BOOKMARKS = 2_000;

/** Saved questions ("Save" on the solutions screen), one document per user. */
export function bookmarkRoutes(ctx: Pick<ResultsContext, 'cols' | 'clock' | 'questions'>): Router {
  const router = Router();
  const { bookmarks } = ctx.cols;

  router.get('/api/question-bookmarks', requireUser, async (req, res) => {
    const doc = await bookmarks.findOne({ _id: identityOf(req).userId });
    const list = Object.values(doc?.items ?? {}).sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || a.questionId.localeCompare(b.questionId),
    );
    res.json(list);
  });

  /** Idempotent: saving a saved question answers with the bookmark as first saved. */
  router.post('/api/question-bookmarks', requireUser, async (req, res) => {
    const { questionId, attemptId } = parseInput(bookmarkRequest, req.body);
    const userId = identityOf(req).userId;
    const doc = await bookmarks.findOne({ _id: userId });
    const existing = doc?.items?.[mapKey(questionId)];
    if (existing) {
      res.status(201).json(existing);
      return;
    }
    await requireQuestion(ctx.questions, questionId);
    if (Object.keys(doc?.items ?? {}).length >= MAX_BOOKMARKS)
      throw new ConflictError(RESULT_MESSAGES.tooManyBookmarks);
    const saved: Bookmark = {
      questionId,
      attemptId: attemptId || null,
      createdAt: ctx.clock().toISOString(),
    };
    await bookmarks.updateOne(
      { _id: userId },
      { $set: { [`items.${mapKey(questionId)}`]: saved } },
      { upsert: true },
    );
    res.status(201).json(saved);
  });

  router.delete('/api/question-bookmarks/:questionId', requireUser, async (req, res) => {
    const questionId = questionIdOf(req.params.questionId);
    await bookmarks.updateOne(
      { _id: identityOf(req).userId },
      { $unset: { [`items.${mapKey(questionId)}`]: '' } },
    );
    res.status(204).end();
  });

  return router;
}
