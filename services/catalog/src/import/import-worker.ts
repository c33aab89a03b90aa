import { type ImportJobPayload, type ImportResult, importJobPayload, topicsFor } from '@ssc/contracts';
import type { Logger } from '@ssc/service-kit';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { CsvError } from 'csv-parse';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { Counter, type Registry } from 'prom-client';
import type { CatalogConfig } from '../config';
import { importFileModel } from './import-file-model';
import { importQuestions } from './import-questions';
import { IMPORT_QUEUE_NAME } from './import-queue';
import { MissingColumnsError } from './question-csv';

export type ImportWorkerDeps = {
  connection: Connection;
  redis: Redis;
  config: Pick<CatalogConfig, 'QUEUE_PREFIX' | 'IMPORT_CONCURRENCY' | 'KAFKA_TOPIC_PREFIX'>;
  logger: Logger;
  /** Tests pass `false` and call `worker.run()` themselves. */
  autorun?: boolean;
  now?: () => Date;
  /** Counts each finished import's rows (worker.ts: `importRowCounter`); dry runs are not counted. */
  countRows?: (result: ImportResult) => void;
};

/** `ssc_csv_import_rows_total{outcome}`: rows of finished imports, imported, duplicate or invalid. */
export function importRowCounter(registry: Registry): (result: ImportResult) => void {
  const rows = new Counter({
    name: 'ssc_csv_import_rows_total',
    help: 'Rows of finished CSV imports (dry runs excluded) by outcome: imported, duplicate, invalid',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  return (result) => {
    if (result.dryRun) return;
    rows.inc({ outcome: 'imported' }, result.imported);
    rows.inc({ outcome: 'duplicate' }, result.duplicates);
    rows.inc({ outcome: 'invalid' }, result.invalidRows);
  };
}

export type ImportWorker = Worker<ImportJobPayload, ImportResult>;

/**
 * Runs queued CSV imports. A job whose payload or file is unusable fails at once
 * (UnrecoverableError); anything else (a database hiccup) is retried, which is safe because
 * re-imported rows are skipped as duplicates. The stored file is deleted when the job is over.
 */
export function createImportWorker(deps: ImportWorkerDeps): ImportWorker {
  const { connection, logger } = deps;
  const files = importFileModel(connection);

  const processor = async (job: Job<ImportJobPayload, ImportResult>): Promise<ImportResult> => {
    const payload = importJobPayload.safeParse(job.data);
    if (!payload.success) throw new UnrecoverableError('The import job is malformed');
    const { fileId, fileName, dryRun } = payload.data;
    const file = await files.findById(fileId);
    if (!file)
      throw new UnrecoverableError(`The uploaded file ${fileName} is no longer available; upload it again`);

    const started = performance.now();
    const result = await importQuestions({
      connection,
      logger,
      csv: file.bytes,
      dryRun,
      topic: topicsFor(deps.config.KAFKA_TOPIC_PREFIX).catalog,
      ...(deps.now ? { now: deps.now } : {}),
      onProgress: (progress) => job.updateProgress(progress),
    }).catch((err: unknown) => {
      if (err instanceof MissingColumnsError) throw new UnrecoverableError(err.message);
      if (err instanceof CsvError)
        throw new UnrecoverableError(`The CSV file could not be read: ${err.message}`);
      throw err;
    });
    await files.deleteOne({ _id: fileId });
    deps.countRows?.(result);
    const { errors: _errors, ...counts } = result;
    logger.info(
      { jobId: job.id, fileName, ms: Math.round(performance.now() - started), ...counts },
      'csv import done',
    );
    return result;
  };

  const worker = new Worker<ImportJobPayload, ImportResult>(IMPORT_QUEUE_NAME, processor, {
    connection: deps.redis,
    prefix: deps.config.QUEUE_PREFIX,
    concurrency: deps.config.IMPORT_CONCURRENCY,
    autorun: deps.autorun ?? true,
  });

  worker.on('failed', (job, err) => {
    if (!job) return;
    const final = err instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    logger.warn({ jobId: job.id, attempt: job.attemptsMade, final, err: err.message }, 'csv import failed');
    if (final) {
      files.deleteOne({ _id: job.data.fileId }).catch((e: unknown) => {
        logger.warn({ jobId: job.id, err: String(e) }, 'could not delete the uploaded file');
      });
    }
  });
  worker.on('error', (err) => logger.error({ err }, 'import worker error'));
  return worker;
}
