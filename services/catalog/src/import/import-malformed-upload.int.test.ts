import { malformedForms, sendMalformedForm } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCsv } from './import-test-fixtures';
import { type ImportHarness, startImportHarness } from './import-test-harness';
import { CSV_UPLOAD_MESSAGES } from './upload-check';

let h: ImportHarness;
beforeAll(async () => {
  h = await startImportHarness();
});
afterAll(() => h?.close());

const forms = malformedForms({
  field: 'csv',
  filename: 'questions.csv',
  fileType: 'text/csv',
  bytes: sampleCsv(2),
  missingFileMessage: CSV_UPLOAD_MESSAGES.missingFile,
});

describe('malformed CSV uploads', () => {
  it.each(forms)('refuses $name with 400, queues no job and stores no file', async (form) => {
    const [jobsBefore, filesBefore] = [await h.jobCount(), await h.storedFiles()];
    await sendMalformedForm(request(h.app).post('/api/admin/questions/upload').set(h.as('admin')), form);
    expect(await h.jobCount()).toBe(jobsBefore);
    expect(await h.storedFiles()).toBe(filesBefore);
  });
});
