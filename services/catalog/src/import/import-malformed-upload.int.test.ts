import { errorBody } from '@ssc/contracts';
import { malformedForms } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFileModel } from './import-file-model';
import { sampleCsv } from './import-test-fixtures';
import { type ImportHarness, startImportHarness } from './import-test-harness';
import { CSV_UPLOAD_MESSAGES } from './upload-check';

let h: ImportHarness;
beforeAll(async () => {
  h = await startImportHarness();
});
afterAll(() => h?.close());

const jobCount = async () => Object.values(await h.queue.getJobCounts()).reduce((a, b) => a + b, 0);
const storedFiles = () => importFileModel(h.connection).countDocuments();

const forms = malformedForms({
  field: 'csv',
  filename: 'questions.csv',
  fileType: 'text/csv',
  bytes: sampleCsv(2),
  missingFileMessage: CSV_UPLOAD_MESSAGES.missingFile,
});

describe('malformed CSV uploads', () => {
  it.each(forms)('refuses $name with 400, queues no job and stores no file', async (form) => {
    const [jobsBefore, filesBefore] = [await jobCount(), await storedFiles()];
    const res = await request(h.app)
      .post('/api/admin/questions/upload')
      .set(h.as('admin'))
      .set('content-type', form.contentType)
      .serialize((raw) => raw) // the bytes as given, not superagent's encoding of them
      .send(form.body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(errorBody.parse(res.body).message).toContain(form.message);
    expect(await jobCount()).toBe(jobsBefore);
    expect(await storedFiles()).toBe(filesBefore);
  });
});
