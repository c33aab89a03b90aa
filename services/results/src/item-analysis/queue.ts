import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { ResultsConfig } from '../config';

export const ITEM_ANALYSIS_QUEUE_NAME = 'item-analysis';

export const itemAnalysisJob = z.object({ testId: z.string().min(1) });
export type ItemAnalysisJob = z.infer<typeof itemAnalysisJob>;
export type ItemAnalysisQueue = Queue<ItemAnalysisJob>;

/** Done jobs go at once: the report is the document, a job is only the next computation. */
export function createItemAnalysisQueue(
  config: Pick<ResultsConfig, 'QUEUE_PREFIX' | 'SCORING_ATTEMPTS' | 'SCORING_BACKOFF_MS'>,
  connection: Redis,
): ItemAnalysisQueue {
  return new Queue<ItemAnalysisJob>(ITEM_ANALYSIS_QUEUE_NAME, {
    connection,
    prefix: config.QUEUE_PREFIX,
    defaultJobOptions: {
      attempts: config.SCORING_ATTEMPTS,
      backoff: { type: 'exponential', delay: config.SCORING_BACKOFF_MS },
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * 60 * 60 },
    },
  });
}

/**
 * Asks for the test's analysis to be computed `delayMs` from now. One job per test at a time
 * (BullMQ deduplication by test id): every result scored while it waits is in the computation it
 * waits for, so a burst of a thousand submissions costs one. A result scored while the
 * computation runs may have been read or not, so `keepLastIfActive` queues one more after it.
 * A throttle, not a sliding debounce: steady traffic still gets a fresh report every `delayMs`.
 * Re-scoring a test (a revised answer key) calls this too.
 */
export async function enqueueItemAnalysis(
  queue: ItemAnalysisQueue,
  testId: string,
  delayMs: number,
): Promise<void> {
  await queue.add(
    'analyse',
    { testId },
    { delay: delayMs, deduplication: { id: `test-${testId}`, keepLastIfActive: true } },
  );
}

/** What the scoring worker calls after recording a first attempt (score-worker.ts). */
export type ItemAnalysisTrigger = { resultsChanged(testId: string): Promise<void> };

export const itemAnalysisTrigger = (queue: ItemAnalysisQueue, delayMs: number): ItemAnalysisTrigger => ({
  resultsChanged: (testId) => enqueueItemAnalysis(queue, testId, delayMs),
});
