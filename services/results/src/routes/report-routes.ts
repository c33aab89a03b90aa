import { type QuestionReport, reportRequest } from '@ssc/contracts';
import { identityOf, parseInput, requireAdmin, requireUser } from '@ssc/service-kit';
import { Router } from 'express';
import type { ResultsContext } from '../results-context';
import type { ReportDoc } from '../store/collections';
import { requireQuestion } from './params';

/** The admin page shows the newest reports. */
const ADMIN_LIST_LIMIT = 200;

const toReport = ({ _id, ...rest }: ReportDoc): QuestionReport => ({ id: _id, ...rest });

/**
 * "Report" on the solutions screen, and the admins' list. One report per user and question
 * (`_id` = `{userId}:{questionId}`): reporting again replaces the earlier one, so a student
 * cannot flood the list. The admin list is a scan sorted by time — reports are few and the page
 * is rare, which FerretDB handles; a busy deployment would keep a capped index document instead.
 */
export function reportRoutes(ctx: Pick<ResultsContext, 'cols' | 'clock' | 'questions'>): Router {
  const router = Router();
  const { reports } = ctx.cols;

  router.post('/api/question-reports', requireUser, async (req, res) => {
    const body = parseInput(reportRequest, req.body);
    const userId = identityOf(req).userId;
    await requireQuestion(ctx.questions, body.questionId);
    const doc: ReportDoc = {
      _id: `${userId}:${body.questionId}`,
      questionId: body.questionId,
      attemptId: body.attemptId || null,
      userId,
      reason: body.reason,
      details: body.details || null,
      createdAt: ctx.clock().toISOString(),
    };
    await reports.replaceOne({ _id: doc._id }, doc, { upsert: true });
    res.status(201).json(toReport(doc));
  });

  router.get('/api/admin/question-reports', requireAdmin, async (_req, res) => {
    const docs = await reports.find({}).sort({ createdAt: -1 }).limit(ADMIN_LIST_LIMIT).toArray();
    res.json(docs.map(toReport));
  });

  return router;
}
