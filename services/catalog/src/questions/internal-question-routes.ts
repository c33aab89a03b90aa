import { ANSWERS, type Question } from '@ssc/contracts';
import { NotFoundError, parseInput, requireCaller } from '@ssc/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { CatalogContext } from '../catalog-context';
import { findByIds } from '../point-reads';
import { toQuestion } from './question-fields';
import type { QuestionDoc } from './question-model';
import { updateQuestion } from './question-writes';

/** Ids per request; results asks in chunks of 200 (URL length), a test has at most 500 questions. */
export const MAX_INTERNAL_IDS = 500;

const idsQuery = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .transform((v) => [...new Set(v.split(',').map((id) => id.trim()))].filter(Boolean))
    .refine((ids) => ids.length > 0, 'ids is required')
    .refine(
      (ids) => ids.length <= MAX_INTERNAL_IDS,
      `ids must list at most ${MAX_INTERNAL_IDS} question ids`,
    ),
});

const keyBody = z.object({ correctAnswer: z.enum(ANSWERS) });

/**
 * GET /internal/questions?ids=a,b,c — full questions with answers and explanations, for the
 * results service (scoring and solutions) — the only way the answer key leaves the catalog.
 * In the order asked, ids not in the bank omitted. Parallel point reads by `_id` (see
 * point-reads.ts). Only a service-call token from results gets in (service-call.ts).
 *
 * PUT /internal/questions/:id/correct-answer `{correctAnswer}` — results, when an admin's
 * answer-key revision CHANGEs a question's key (docs/answer-key.md): future attempts are scored
 * with it; past ones keep the key they were sat with and the revision applies on top. The same
 * write as an admin's edit (event, index), skipped when the key is already that (idempotent).
 */
export function internalQuestionRoutes(ctx: CatalogContext): Router {
  const router = Router();
  router.put('/internal/questions/:id/correct-answer', requireCaller('results'), async (req, res) => {
    const { correctAnswer } = parseInput(keyBody, req.body);
    const doc = await ctx.questions.findById(String(req.params.id)).lean<QuestionDoc>();
    if (!doc) throw new NotFoundError('Question not found');
    if (doc.correctAnswer !== correctAnswer) {
      const { _id, contentHash: _h, searchText: _s, createdAt: _c, updatedAt: _u, ...input } = doc;
      await updateQuestion(ctx, _id, { ...input, correctAnswer });
    }
    res.status(204).end();
  });
  router.get('/internal/questions', requireCaller('results'), async (req, res) => {
    const { ids } = parseInput(idsQuery, req.query);
    const found = await findByIds<QuestionDoc>(ctx.questions, ids);
    const questions: Question[] = ids.flatMap((id) => {
      const doc = found.get(id);
      return doc ? [toQuestion(doc)] : [];
    });
    res.json(questions);
  });
  return router;
}
