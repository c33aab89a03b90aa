import type { ItemAnalysisReport } from '@ssc/contracts';
import type { Logger, StorageOptions } from '@ssc/service-kit';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ResultsConfig } from '../config';
import type { ResultsCollections } from '../store/collections';
import { fromResultDoc } from '../store/result-doc';
import { itemAnalysisAccumulator } from './compute';
import { itemResponseOf } from './from-results';
import { ITEM_ANALYSIS_QUEUE_NAME, type ItemAnalysisJob, itemAnalysisJob } from './queue';
import { saveItemAnalysis } from './store';

export type ItemAnalysisDeps = {
  cols: Pick<ResultsCollections, 'results' | 'itemAnalysis'>;
  storage: Pick<StorageOptions, 'packedPayloads'>;
  clock: () => Date;
};

/**
 * Reads the test's first attempts (`countsForRank`, as the ranking counts them) in two passes
 * off a cursor — their scores only (a top-level field, no body unpacked), then each result once
 * — and stores the report. O(responses × questions) time per run, memory per question and not
 * per response (compute.ts); runs happen per debounce window (queue.ts), never per page view.
 * A result scored between the passes is counted in the figures and placed by the first pass's
 * group cuts. Null for a test with no first attempt.
 */
export async function analyseTest(
  deps: ItemAnalysisDeps,
  testId: string,
): Promise<ItemAnalysisReport | null> {
  const computedAt = deps.clock().toISOString();
  const filter = { testId, countsForRank: true };
  const scores: number[] = [];
  for await (const doc of deps.cols.results.find(filter, { projection: { score: 1 } }))
    scores.push(doc.score);
  if (scores.length === 0) return null;
  const acc = itemAnalysisAccumulator(scores);
  // The title and full marks of the latest scoring (a test's title can be edited).
  let latest: { at: string; title: string; maxScore: number } | null = null;
  for await (const doc of deps.cols.results.find(filter)) {
    const result = fromResultDoc(doc);
    acc.add(itemResponseOf(result));
    if (!latest || result.computedAt > latest.at)
      latest = { at: result.computedAt, title: result.title, maxScore: result.totalMarks };
  }
  if (!latest) return null;
  const report = acc.report({ testId, title: latest.title, maxScore: latest.maxScore, computedAt });
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
