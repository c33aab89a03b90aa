import type { ImportJobPayload, ImportResult } from '@ssc/contracts';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { CatalogConfig } from '../config';

export const IMPORT_QUEUE_NAME = 'catalog-import';

const DAY_SECONDS = 24 * 60 * 60;

export type ImportQueue = Queue<ImportJobPayload, ImportResult>;

/**
 * The queue the API adds CSV imports to. Imports are idempotent (duplicates are skipped by
 * content), so a failed attempt is simply retried. Finished jobs are kept long enough for the
 * admin to read the report.
 */
export function createImportQueue(
  config: Pick<CatalogConfig, 'QUEUE_PREFIX'>,
  connection: Redis,
): ImportQueue {
  return new Queue<ImportJobPayload, ImportResult>(IMPORT_QUEUE_NAME, {
    connection,
    prefix: config.QUEUE_PREFIX,
    defaultJobOptions: {
      attempts: 3,
      backoff: { type: 'exponential', delay: 2_000 },
      removeOnComplete: { age: 7 * DAY_SECONDS, count: 1000 },
      removeOnFail: { age: 30 * DAY_SECONDS },
    },
  });
}
