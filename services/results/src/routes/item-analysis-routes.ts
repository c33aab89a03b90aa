import { ITEM_ANALYSIS_MESSAGES, idField, itemAnalysisQuery } from '@ssc/contracts';
import { NotFoundError, parseInput, requireAdmin } from '@ssc/service-kit';
import { Router } from 'express';
import { itemAnalysisCsv } from '../item-analysis/csv';
import { loadItemAnalysis } from '../item-analysis/store';
import type { ResultsContext } from '../results-context';

const testId = idField('id');

/** The stored report (one document by `_id`; computing happens in the worker, item-analysis/job.ts). */
export function itemAnalysisRoutes(ctx: Pick<ResultsContext, 'cols'>): Router {
  const router = Router();
  router.get('/api/admin/tests/:id/item-analysis', requireAdmin, async (req, res) => {
    const id = parseInput(testId, req.params.id);
    const { format } = parseInput(itemAnalysisQuery, req.query);
    const report = await loadItemAnalysis(ctx.cols, id);
    if (!report) throw new NotFoundError(ITEM_ANALYSIS_MESSAGES.notFound);
    if (format !== 'csv') {
      res.json(report);
      return;
    }
    // Test ids are ours (hex or UUID); anything else is left out of the file name.
    const name = id.replace(/[^A-Za-z0-9_-]/g, '');
    res.set('Content-Disposition', `attachment; filename="item-analysis-${name}.csv"`);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Cache-Control', 'no-store');
    res.send(itemAnalysisCsv(report));
  });
  return router;
}
