import type { ItemAnalysisReport } from '@ssc/contracts';
import type { Logger, StorageOptions } from '@ssc/service-kit';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ResultsConfig } from '../config';
import type { ResultsCollections } from '../store/collections';
import { fromResultDoc } from '../store/result-doc';
import { computeItemAnalysis, type ItemResponse } from './compute';
import { itemResponseOf } from './from-results';
import { ITEM_ANALYSIS_QUEUE_NAME, type ItemAnalysisJob, itemAnalysisJob } from './queue';
import { saveItemAnalysis } from './store';

export type ItemAnalysisDeps = {
  cols: Pick<ResultsCollections, 'results' | 'itemAnalysis'>;
  storage: Pick<StorageOptions, 'packedPayloads'>;
  clock: () => Date;
};

/**
 * Reads the test's first attempts (`countsForRank`, as the ranking counts them) once, one
 * result at a time off the cursor, and stores the report. O(responses × questions) per run;
 * runs happen per debounce window (queue.ts), never per page view. Null for a test with none.
 */
export async function analyseTest(
  deps: ItemAnalysisDeps,
  testId: string,
): Promise<ItemAnalysisReport | null> {
  const computedAt = deps.clock().toISOString();
  const responses: ItemResponse[] = [];
  // The title and full marks of the latest scoring (a test's title can be edited).
  let latest: { at: string; title: string; maxScore: number } | null = null;
  const cursor = deps.cols.results.find({ testId, countsForRank: true });
  for await (const doc of cursor) {
    const result = fromResultDoc(doc);
    responses.push(itemResponseOf(result));
    if (!latest || result.computedAt > latest.at)
      latest = { at: result.computedAt, title: result.title, maxScore: result.totalMarks };
  }
  if (!latest) return null;
  const report = computeItemAnalysis({
    testId,
    title: latest.title,
    maxScore: latest.maxScore,
    computedAt,
    responses,
  });
  await saveItemAnalysis(deps.cols, report, deps.storage);
  return report;
}

export type ItemAnalysisOutcome = { testId: string; responses: number };
export type ItemAnalysisWorker = Worker<ItemAnalysisJob, ItemAnalysisOutcome>;

/**
 * Runs `item-analysis` jobs in the results worker process (worker.ts). Two at a time: each is
 * a scan of a test's results and arithmetic, and scoring shares the process.
 */
export function createItemAnalysisWorker(deps: {
  analysis: ItemAnalysisDeps;
  redis: Redis;
  config: Pick<ResultsConfig, 'QUEUE_PREFIX'>;
  logger: Logger;
  autorun?: boolean;
}): ItemAnalysisWorker {
  const { logger } = deps;
  const worker = new Worker<ItemAnalysisJob, ItemAnalysisOutcome>(
    ITEM_ANALYSIS_QUEUE_NAME,
    async (job: Job<ItemAnalysisJob, ItemAnalysisOutcome>) => {
      const payload = itemAnalysisJob.safeParse(job.data);
      if (!payload.success) throw new UnrecoverableError('The item analysis job is malformed');
      const report = await analyseTest(deps.analysis, payload.data.testId);
      const outcome = { testId: payload.data.testId, responses: report?.responses ?? 0 };
      logger.info(outcome, 'item analysis computed');
      return outcome;
    },
    {
      connection: deps.redis,
      prefix: deps.config.QUEUE_PREFIX,
      concurrency: 2,
      autorun: deps.autorun ?? true,
    },
  );
  worker.on('failed', (job, err) =>
    logger.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: err.message }, 'item analysis job failed'),
  );
  return worker;
}
