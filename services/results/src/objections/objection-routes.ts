import {
  adminObjectionsQuery,
  createObjectionBody,
  type ItemQuestionStats,
  idField,
  OBJECTION_CODES,
  OBJECTION_MESSAGES,
  type Objection,
  type ObjectionList,
} from '@ssc/contracts';
import {
  AppError,
  identityOf,
  isDuplicateKeyError,
  NotFoundError,
  parseInput,
  requireAdmin,
  requireUser,
  ValidationError,
} from '@ssc/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import { loadItemAnalysis } from '../item-analysis/store';
import { openLiveResults } from '../live/ranked-release';
import { RESULT_MESSAGES, type ResultsContext } from '../results-context';
import { findOwnResult } from '../routes/own-result';
import { liveRefOf } from '../routes/result-routes';
import type { ScoredResult } from '../scoring/score-attempt';
import { mapKey } from '../store/collections';
import { fromResultDoc } from '../store/result-doc';
import { type ObjectionDoc, objectionId, takerObjectionsId } from './objection-docs';
import { objectionImageIdOf } from './objection-image';
import { objectionRows } from './objection-rows';
import { type LiveWindow, objectionsCloseAt, objectionsOpen } from './objection-window';
import { questionKey, type RevisionsReader, rulingAfter } from './revisions-reader';

/**
 * The admin list reads at most this many objections (newest first). It is a filtered scan of
 * `objections`: FerretDB 1.24 has no secondary index to use, the tab is opened rarely, and
 * objections are bounded (one per student and question, only within a window), so a scan there
 * costs less than keeping a per-test index document on every student's write (the hot path).
 */
const ADMIN_SCAN_LIMIT = 5_000;

const listQuery = z.object({ attemptId: idField('attemptId') });

export type ObjectionDeps = {
  revisions: RevisionsReader;
};

const windowClosed = (closesAt: string | null) =>
  new AppError(409, OBJECTION_MESSAGES.windowClosed, OBJECTION_CODES.windowClosed, undefined, {
    ...(closesAt ? { closesAt } : {}),
  });

const toObjection = (
  doc: Omit<ObjectionDoc, '_id'> & { id: string },
  ruling: Objection['ruling'],
): Objection => ({
  id: doc.id,
  attemptId: doc.attemptId,
  testId: doc.testId,
  questionId: doc.questionId,
  questionNumber: doc.questionNumber,
  reason: doc.reason,
  language: doc.language,
  details: doc.details,
  evidenceImageUrl: doc.evidenceImageUrl,
  status: ruling ? 'DECIDED' : 'OPEN',
  createdAt: doc.createdAt,
  ruling,
});

/**
 * Answer-key objections (docs/answer-key.md): a student objects to a question of a result they can
 * see — a practice attempt's at any time, a live mock's from its release until its window ends —
 * once per question of a test; admins see them grouped per question.
 */
export function objectionRoutes(ctx: ResultsContext, deps: ObjectionDeps): Router {
  const router = Router();
  const { objections, takerObjections, objectionImages } = ctx.cols;

  /** The caller's scored result of the attempt, released, and its objection window. */
  async function visibleResult(
    attemptId: string,
    userId: string,
  ): Promise<{ result: ScoredResult; live: LiveWindow | null }> {
    const found = await findOwnResult(ctx, attemptId, userId);
    if (found.kind === 'none') throw new NotFoundError(RESULT_MESSAGES.notFound);
    if (found.kind === 'processing') throw new NotFoundError(RESULT_MESSAGES.solutionsPending);
    const result = fromResultDoc(found.doc);
    const ref = liveRefOf(result);
    // Before the release this answers 409 RESULTS_NOT_RELEASED, as the solutions page does.
    const releasedAt = await openLiveResults(ctx, result.testId, ref);
    if (!ref) return { result, live: null };
    const view = await ctx.liveMocks.get(ref.liveMockId).catch(() => null);
    return {
      result,
      live: {
        releaseAt: releasedAt ?? ref.resultsReleaseAt,
        windowHours: view?.objectionWindowHours ?? null,
      },
    };
  }

  router.post('/api/objections', requireUser, async (req, res) => {
    const body = parseInput(createObjectionBody, req.body);
    const { userId } = identityOf(req);
    if (body.reason === 'TRANSLATION_ERROR' && !body.language)
      throw new ValidationError('language is required for a translation error', [
        { path: 'language', message: 'is required for TRANSLATION_ERROR' },
      ]);
    // The contract has checked the URL's form; whether it is the caller's picture is checked below.
    const imageId = body.evidenceImageUrl ? objectionImageIdOf(body.evidenceImageUrl) : null;
    const { result, live } = await visibleResult(body.attemptId, userId);
    const index = result.questionAttempts.findIndex((a) => a.questionId === body.questionId);
    if (index < 0)
      throw new AppError(400, OBJECTION_MESSAGES.questionNotInAttempt, OBJECTION_CODES.questionNotInAttempt, [
        { path: 'questionId', message: 'is not a question of this attempt' },
      ]);
    const now = ctx.clock();
    if (!objectionsOpen(live, now)) throw windowClosed(objectionsCloseAt(live));
    if (imageId) {
      const image = await objectionImages.findOne({ _id: imageId }, { projection: { ownerId: 1 } });
      if (image?.ownerId !== userId)
        throw new ValidationError(
          'evidenceImageUrl must be an image uploaded with /api/upload/objection-image',
          [{ path: 'evidenceImageUrl', message: 'is not an uploaded objection image of yours' }],
        );
    }
    const details = body.details?.trim() || null;
    const doc: ObjectionDoc = {
      _id: objectionId(userId, result.testId, body.questionId),
      userId,
      attemptId: body.attemptId,
      testId: result.testId,
      testTitle: result.title,
      liveMockId: result.liveMock?.liveMockId ?? null,
      questionId: body.questionId,
      questionNumber: index + 1,
      keyAtObjection: result.questionAttempts[index]?.correctAnswer ?? null,
      reason: body.reason,
      language: body.language ?? null,
      details,
      evidenceImageUrl: body.evidenceImageUrl ?? null,
      createdAt: now.toISOString(),
    };
    const remember = async (stored: ObjectionDoc) => {
      const { _id, ...rest } = stored;
      await takerObjections.updateOne(
        { _id: takerObjectionsId(userId, stored.testId) },
        { $set: { [`items.${mapKey(stored.questionId)}`]: { id: _id, ...rest } } },
        { upsert: true },
      );
    };
    try {
      await objections.insertOne(doc);
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      // The one stored first stands; its copy for the solutions page is written again in case
      // the write after it was lost.
      const existing = await objections.findOne({ _id: doc._id });
      if (existing) await remember(existing);
      throw new AppError(409, OBJECTION_MESSAGES.exists, OBJECTION_CODES.exists);
    }
    await remember(doc);
    res.status(201).json(toObjection({ ...doc, id: doc._id }, null));
  });

  /** The caller's objections to the attempt's test, with each one's status and ruling. */
  router.get('/api/objections', requireUser, async (req, res) => {
    const { attemptId } = parseInput(listQuery, req.query);
    const { userId } = identityOf(req);
    const { result, live } = await visibleResult(attemptId, userId);
    const [taken, revisions] = await Promise.all([
      takerObjections.findOne({ _id: takerObjectionsId(userId, result.testId) }),
      deps.revisions.forTests([result.testId]),
    ]);
    const items = Object.values(taken?.items ?? {})
      .sort((a, b) => a.questionNumber - b.questionNumber)
      .map((item) =>
        toObjection(
          item,
          rulingAfter(revisions.get(questionKey(item.testId, item.questionId)), item.createdAt),
        ),
      );
    const answer: ObjectionList = {
      items,
      closesAt: objectionsCloseAt(live),
      open: objectionsOpen(live, ctx.clock()),
    };
    res.json(answer);
  });

  router.get('/api/admin/objections', requireAdmin, async (req, res) => {
    const query = parseInput(adminObjectionsQuery, req.query);
    const docs = await objections
      .find({
        ...(query.testId ? { testId: query.testId } : {}),
        ...(query.liveMockId ? { liveMockId: query.liveMockId } : {}),
      })
      .sort({ createdAt: -1 })
      .limit(ADMIN_SCAN_LIMIT)
      .toArray();
    const testIds = [...new Set(docs.map((d) => d.testId))];
    const pairs = [...new Map(docs.map((d) => [questionKey(d.testId, d.questionId), d])).values()];
    // Each test's item analysis is one document (item-analysis/store.ts), read once per test.
    const [revisions, questions, reports] = await Promise.all([
      deps.revisions.forTests(testIds),
      ctx.questions.get([...new Set(pairs.map((d) => d.questionId))]),
      Promise.all(testIds.map((testId) => loadItemAnalysis(ctx.cols, testId))),
    ]);
    const itemStats = new Map<string, ItemQuestionStats | null>(
      reports.flatMap((report) =>
        (report?.questions ?? []).map((q) => [questionKey(report?.testId ?? '', q.questionId), q] as const),
      ),
    );
    res.json({ items: objectionRows(docs, revisions, questions, itemStats, query.status) });
  });

  return router;
}
