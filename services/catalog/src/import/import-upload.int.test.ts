import { randomUUID } from 'node:crypto';
import { CSV_COLUMNS, CSV_MAX_BYTES, errorBody, importUploadResponse } from '@ssc/contracts';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFileModel } from './import-file-model';
import { csvOf, PNG_BYTES, sampleCsv, sampleRow } from './import-test-fixtures';
import { type ImportHarness, startImportHarness } from './import-test-harness';

let h: ImportHarness;
beforeAll(async () => {
  h = await startImportHarness();
});
afterAll(() => h?.close());

/** Fetches raw bytes, so the BOM is visible. */
const download = (path: string, role: 'admin' | 'student' = 'admin') =>
  request(h.app)
    .get(path)
    .set(h.as(role))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('upload refusals change nothing', () => {
  const bigCsv = () => {
    const rows = sampleCsv(500);
    const copies = Math.ceil((CSV_MAX_BYTES + 1) / rows.length);
    return Buffer.concat(Array.from({ length: copies }, () => rows));
  };

  it.each([
    [
      'no file',
      () => request(h.app).post('/api/admin/questions/upload').set(h.as('admin')).field('dryRun', 'true'),
      400,
      'csv file is required',
    ],
    ['a PNG renamed x.csv', () => h.upload(PNG_BYTES, 'x.csv'), 400, 'The file is not a CSV file'],
    ['a CSV named .txt', () => h.upload(sampleCsv(1), 'questions.txt'), 400, 'The file is not a CSV file'],
    ['an empty file', () => h.upload(Buffer.alloc(0)), 400, 'The CSV file is empty'],
    ['a header-only file', () => h.upload(csvOf([])), 400, 'The CSV file is empty'],
    [
      'missing required columns',
      () =>
        h.upload(
          csvOf([sampleRow(1)], { columns: ['questionTextEnglish', 'optionAEnglish', 'optionBEnglish'] }),
        ),
      400,
      'Missing required columns: optionCEnglish, optionDEnglish, correctAnswer',
    ],
    ['a file over 10 MB', () => h.upload(bigCsv()), 413, 'The CSV file must be smaller than 10 MB'],
    [
      'an unknown dryRun value',
      () => h.upload(sampleCsv(1), 'q.csv').field('dryRun', 'maybe'),
      400,
      'dryRun must be true or false',
    ],
  ])('refuses %s', async (_name, send, status, message) => {
    const [jobsBefore, filesBefore] = [await h.jobCount(), await h.storedFiles()];
    const res = await send();
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(errorBody.parse(res.body).message).toBe(message);
    expect(await h.jobCount()).toBe(jobsBefore);
    expect(await h.storedFiles()).toBe(filesBefore);
  });

  it('asks for the csv field when the file is sent under another name', async () => {
    const res = await request(h.app)
      .post('/api/admin/questions/upload')
      .set(h.as('admin'))
      .attach('file', sampleCsv(1), 'q.csv');
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).message).toMatch(/^csv file is required/);
  });
});

describe('admin only', () => {
  const jobId = randomUUID();
  const routes = [
    [
      'POST upload',
      () => request(h.app).post('/api/admin/questions/upload').attach('csv', sampleCsv(1), 'q.csv'),
    ],
    ['GET status', () => request(h.app).get(`/api/admin/questions/upload/${jobId}`)],
    ['GET errors.csv', () => request(h.app).get(`/api/admin/questions/upload/${jobId}/errors.csv`)],
    ['GET template.csv', () => request(h.app).get('/api/admin/questions/template.csv')],
  ] as const;

  it.each(routes)('%s is 401 without a user and 403 for a student', async (_name, send) => {
    expect((await send()).status).toBe(401);
    expect((await send().set(h.as('student'))).status).toBe(403);
  });
});

describe('template download', () => {
  it('is a CSV attachment with a BOM, every column and one row the importer accepts', async () => {
    const res = await download('/api/admin/questions/template.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="questions-template.csv"');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(bytes, { bom: true }) as string[][];
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(1);

    const status = await h.importFile(bytes, { dryRun: true, fileName: 'questions-template.csv' });
    expect(status.state).toBe('completed');
    expect(status.result).toMatchObject({
      dryRun: true,
      totalRows: 1,
      validRows: 1,
      invalidRows: 0,
      errors: [],
    });
  });
});

describe('job status and error report', () => {
  it('reports progress, the result and the row errors as a CSV', async () => {
    const bad = sampleRow(2, { correctAnswer: 'E', difficulty: 'IMPOSSIBLE' });
    const res = await h.upload(csvOf([sampleRow(1), bad]), 'mixed.csv');
    expect(res.status).toBe(202);
    const { jobId, dryRun } = importUploadResponse.parse(res.body);
    expect(dryRun).toBe(false);

    const status = await h.finished(jobId);
    expect(status).toMatchObject({
      jobId,
      state: 'completed',
      fileName: 'mixed.csv',
      dryRun: false,
      progress: { processed: 2, total: 2 },
      failedReason: null,
    });
    expect(status.result?.errors).toEqual([
      { row: 3, column: 'correctAnswer', reason: 'correctAnswer must be one of A, B, C, D' },
      { row: 3, column: 'difficulty', reason: 'difficulty must be one of EASY, MEDIUM, HARD' },
    ]);

    const report = await download(`/api/admin/questions/upload/${jobId}/errors.csv`);
    expect(report.status).toBe(200);
    expect(report.headers['content-disposition']).toBe(`attachment; filename="import-errors-${jobId}.csv"`);
    expect(parse(report.body as Buffer, { bom: true })).toEqual([
      ['row', 'column', 'reason'],
      ['3', 'correctAnswer', 'correctAnswer must be one of A, B, C, D'],
      ['3', 'difficulty', 'difficulty must be one of EASY, MEDIUM, HARD'],
    ]);
    // The stored file is gone once the import is over.
    expect(await importFileModel(h.connection).exists({ _id: jobId })).toBeNull();
  });

  it('404s for an unknown job', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await request(h.app).get(`/api/admin/questions/upload/${id}`).set(h.as('admin'));
      expect(res.status).toBe(404);
      expect(errorBody.parse(res.body).message).toBe('Import job not found');
    }
  });

  it('fails a job whose file is missing at once, without retrying', async () => {
    const jobId = randomUUID();
    await h.queue.add(
      'import',
      { fileId: randomUUID(), fileName: 'gone.csv', dryRun: false, uploadedBy: 'admin-1' },
      { jobId },
    );
    const status = await h.finished(jobId);
    expect(status.state).toBe('failed');
    expect(status.failedReason).toBe('The uploaded file gone.csv is no longer available; upload it again');
    expect((await h.queue.getJob(jobId))?.attemptsMade).toBe(1);

    const report = await request(h.app)
      .get(`/api/admin/questions/upload/${jobId}/errors.csv`)
      .set(h.as('admin'));
    expect(report.status).toBe(409);
  });

  it('fails a file that turns out malformed further down, without retrying, and deletes it', async () => {
    // Past the first chunk the upload check reads, so only the worker meets it.
    const bytes = Buffer.concat([sampleCsv(500), Buffer.from('"never closed,a,b,c,d,A\r\n')]);
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    const res = await h.upload(bytes, 'broken.csv');
    expect(res.status).toBe(202);
    const status = await h.finished(res.body.jobId);
    expect(status.state).toBe('failed');
    expect(status.failedReason).toMatch(/^The CSV file could not be read: Quote Not Closed/);
    expect((await h.queue.getJob(res.body.jobId))?.attemptsMade).toBe(1);
    await expect.poll(() => importFileModel(h.connection).exists({ _id: res.body.jobId })).toBeNull();
  });
});
