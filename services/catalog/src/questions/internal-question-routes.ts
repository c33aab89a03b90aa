import type { Question } from '@ssc/contracts';
import { parseInput, requireCaller } from '@ssc/service-kit';
import { Router } from 'express';
import { z } from 'zod';
import type { CatalogContext } from '../catalog-context';
import { findByIds } from '../point-reads';
import { toQuestion } from './question-fields';
import type { QuestionDoc } from './question-model';

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

/**
 * GET /internal/questions?ids=a,b,c — full questions with answers and explanations, for the
 * results service (scoring and solutions) — the only way the answer key leaves the catalog.
 * In the order asked, ids not in the bank omitted. Parallel point reads by `_id` (see
 * point-reads.ts). Only a service-call token from results gets in (service-call.ts).
 */
export function internalQuestionRoutes(ctx: Pick<CatalogContext, 'questions'>): Router {
  const router = Router();
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
