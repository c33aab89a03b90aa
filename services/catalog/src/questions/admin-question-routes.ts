import {
  adminQuestionsQuery,
  createQuestionRequest,
  questionCountQuery,
  questionInput,
} from '@ssc/contracts';
import { parseInput, requireAdmin } from '@ssc/service-kit';
import { Router } from 'express';
import type { CatalogContext } from '../catalog-context';
import { sendPreparedJson } from '../prepared-json';
import type { QuestionPages } from './question-pages';
import { createQuestion, deleteQuestion, updateQuestion } from './question-writes';

/** The admin question bank (spec section 7, admin calls). Every route requires the admin role. */
export function adminQuestionRoutes(ctx: CatalogContext, pages: QuestionPages): Router {
  const router = Router();
  router.use('/api/admin/questions', requireAdmin);

  router.get('/api/admin/questions', async (req, res) => {
    sendPreparedJson(req, res, await pages.page(parseInput(adminQuestionsQuery, req.query)));
  });

  router.get('/api/admin/questions/count', async (req, res) => {
    const { section, topicId } = parseInput(questionCountQuery, req.query);
    res.json({ count: await pages.count({ section, topic: topicId }) });
  });

  router.post('/api/admin/questions', async (req, res) => {
    res.status(201).json(await createQuestion(ctx, parseInput(createQuestionRequest, req.body)));
  });

  router.put('/api/admin/questions/:id', async (req, res) => {
    res.json(await updateQuestion(ctx, req.params.id, parseInput(questionInput, req.body)));
  });

  router.delete('/api/admin/questions/:id', async (req, res) => {
    await deleteQuestion(ctx, req.params.id);
    res.status(204).end();
  });

  return router;
}
