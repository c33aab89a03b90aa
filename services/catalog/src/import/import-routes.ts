import { randomUUID } from 'node:crypto';
import { CSV_MAX_BYTES, dryRunFlag, type ImportUploadResponse, importJobPayload } from '@ssc/contracts';
import {
  ConflictError,
  identityOf,
  type Logger,
  multipartUpload,
  NotFoundError,
  PayloadTooLargeError,
  parseInput,
  requireAdmin,
  ValidationError,
} from '@ssc/service-kit';
import type { Job, Queue } from 'bullmq';
import { type ErrorRequestHandler, type Response, Router } from 'express';
import type { Connection } from 'mongoose';
import multer from 'multer';
import { z } from 'zod';
import type { CatalogConfig } from '../config';
import { importFileModel } from './import-file-model';
import { importJobStatusOf } from './import-status';
import { questionTemplateCsv, TEMPLATE_FILE_NAME } from './question-template';
import { toSafeCsv } from './safe-csv';
import { CSV_UPLOAD_MESSAGES, checkCsvUpload } from './upload-check';

const UPLOAD_PATH = '/api/admin/questions/upload';

// In memory: one file of at most 10 MB per request, stored in the database right away.
const upload = multipartUpload(
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 10 },
  }).single('csv'),
  { field: 'csv', fields: ['dryRun'] },
);

/**
 * CSV bulk import (admin only): upload a file, follow its job, download the row errors, and
 * get the sample template. Uploads are checked for what can be known up front (a CSV with the
 * required columns and at least one row) and imported by the worker (see worker.ts).
 * Mount before routes with `/api/admin/questions/:id`, which would otherwise catch
 * `template.csv`.
 */
export function importRoutes(deps: {
  connection: Connection;
  queue: Queue;
  logger: Logger;
  config: CatalogConfig;
}): Router {
  const { queue, logger } = deps;
  const files = importFileModel(deps.connection);
  const router = Router();

  router.get('/api/admin/questions/template.csv', requireAdmin, (_req, res) => {
    sendCsv(res, TEMPLATE_FILE_NAME, questionTemplateCsv());
  });

  router.post(UPLOAD_PATH, requireAdmin, upload, async (req, res) => {
    const file = req.file;
    if (!file) throw new ValidationError(CSV_UPLOAD_MESSAGES.missingFile);
    // Either place may carry it (the form wins), and each must read as a flag where it is given.
    const fromQuery = parseInput(dryRunFlag, req.query.dryRun);
    const dryRun = req.body?.dryRun === undefined ? fromQuery : parseInput(dryRunFlag, req.body.dryRun);
    await checkCsvUpload(file);

    const id = randomUUID();
    const fileName = file.originalname.trim().slice(0, 255);
    const uploadedBy = identityOf(req).userId;
    await files.create({
      _id: id,
      fileName,
      size: file.size,
      uploadedBy,
      bytes: file.buffer,
      createdAt: new Date(),
    });
    try {
      await queue.add('import', importJobPayload.parse({ fileId: id, fileName, dryRun, uploadedBy }), {
        jobId: id,
      });
    } catch (err) {
      await files.deleteOne({ _id: id }).catch(() => undefined);
      throw err;
    }
    logger.info({ jobId: id, fileName, size: file.size, dryRun, uploadedBy }, 'csv import queued');
    res.status(202).json({ jobId: id, dryRun } satisfies ImportUploadResponse);
  });

  router.get(`${UPLOAD_PATH}/:jobId`, requireAdmin, async (req, res) => {
    res.json(importJobStatusOf(await findJob(queue, req.params.jobId)));
  });

  router.get(`${UPLOAD_PATH}/:jobId/errors.csv`, requireAdmin, async (req, res) => {
    const status = importJobStatusOf(await findJob(queue, req.params.jobId));
    if (!status.result) throw new ConflictError('The import has not finished yet');
    const rows = status.result.errors.map((e) => [e.row, e.column, e.reason]);
    sendCsv(
      res,
      `import-errors-${status.jobId}.csv`,
      toSafeCsv({ header: ['row', 'column', 'reason'], rows, bom: true }),
    );
  });

  router.use(UPLOAD_PATH, multerErrors);
  return router;
}

/**
 * The job and its state, the state read first: a job read before its state can be an older
 * snapshot — "completed" with no return value yet, which the screen would show as finished
 * without its summary.
 */
async function findJob(queue: Queue, jobId: unknown): Promise<{ job: Job; state: string }> {
  const id = z.uuid().safeParse(jobId);
  const state = id.success ? await queue.getJobState(id.data) : 'unknown';
  const job = id.success ? await queue.getJob(id.data) : undefined;
  if (!job) throw new NotFoundError('Import job not found');
  return { job, state };
}

/** `fileName` is ours (ASCII, no quotes), so it goes into the header quoted as-is. */
function sendCsv(res: Response, fileName: string, csv: string): void {
  res.set('Content-Disposition', `attachment; filename="${fileName}"`);
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Cache-Control', 'no-store');
  res.send(csv);
}

/** Multer's own errors become the upload's messages before the shared error handler sees them. */
const multerErrors: ErrorRequestHandler = (err, _req, _res, next) => {
  if (!(err instanceof multer.MulterError)) return next(err);
  if (err.code === 'LIMIT_FILE_SIZE') return next(new PayloadTooLargeError(CSV_UPLOAD_MESSAGES.tooLarge));
  if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') {
    return next(
      new ValidationError(`${CSV_UPLOAD_MESSAGES.missingFile}: upload exactly one file in the "csv" field`),
    );
  }
  next(new ValidationError(err.message));
};
