import { CSV_REQUIRED_COLUMNS, questionInput } from '@ssc/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxModel } from '../outbox/outbox';
import { questionModel } from '../questions/question-model';
import { importFileModel } from './import-file-model';
import { csvOf, sampleCsv, sampleRow } from './import-test-fixtures';
import { type ImportHarness, startImportHarness } from './import-test-harness';

let h: ImportHarness;
beforeAll(async () => {
  h = await startImportHarness();
});
afterAll(() => h?.close());
beforeEach(async () => {
  await questionModel(h.connection).deleteMany({});
  await outboxModel(h.connection).deleteMany({});
});

const questions = () => questionModel(h.connection);
const createdEvents = () => outboxModel(h.connection).countDocuments({ 'envelope.type': 'QuestionCreated' });

describe('CSV import', () => {
  it('imports a good file: every question stored, retrievable and announced', async () => {
    const rows = [sampleRow(1), sampleRow(2), sampleRow(3)];
    const status = await h.importFile(csvOf(rows));
    expect(status.state).toBe('completed');
    expect(status.result).toEqual({
      dryRun: false,
      totalRows: 3,
      validRows: 3,
      imported: 3,
      duplicates: 0,
      invalidRows: 0,
      errors: [],
    });
    expect(status.progress).toEqual({ processed: 3, total: 3 });

    const stored = await questions().findOne({ questionTextEnglish: rows[1]?.questionTextEnglish }).lean();
    expect(stored).toMatchObject({
      // The row's number cells are text; the import reads them as numbers (checked just below).
      ...questionInput.parse({ ...rows[1], marks: 2, negativeMarks: 0.5 }),
      topicTags: ['Percentage', 'Set 2'],
      marks: 2,
      negativeMarks: 0.5,
    });
    expect(await questions().countDocuments()).toBe(3);
    expect(await createdEvents()).toBe(3);
    const event = await outboxModel(h.connection).findOne({ 'envelope.key': stored?._id }).lean();
    expect(event?.envelope.data).toMatchObject({
      id: stored?._id,
      questionTextEnglish: stored?.questionTextEnglish,
    });
  });

  it('reads a file with a BOM and differently cased, padded headers; optional columns default', async () => {
    const header = [
      'QuestionTextEnglish ',
      ' OPTIONAENGLISH',
      'optionBEnglish',
      'optionCEnglish',
      'optiondenglish',
      'CorrectAnswer',
    ];
    const bytes = csvOf(
      [
        {
          questionTextEnglish: 'What is 2 + 2?',
          optionAEnglish: '3',
          optionBEnglish: '4',
          optionCEnglish: '5',
          optionDEnglish: '6',
          correctAnswer: 'b',
        },
      ],
      { columns: CSV_REQUIRED_COLUMNS, header, bom: true },
    );
    expect(bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
    const status = await h.importFile(bytes);
    expect(status.result).toMatchObject({ imported: 1, invalidRows: 0 });
    expect(await questions().findOne({}).lean()).toMatchObject({
      questionTextEnglish: 'What is 2 + 2?',
      correctAnswer: 'B',
      section: 'GENERAL',
      difficulty: 'MEDIUM',
      topicTags: [],
      questionTextHindi: null,
      marks: null,
    });
  });

  it('keeps Hindi text with quoted commas, quotes and line breaks exactly', async () => {
    const row = sampleRow(20, {
      questionTextEnglish: 'Which of the following, if any,\nis "correct"?',
      questionTextHindi: 'निम्नलिखित में से, यदि कोई हो,\nकौन सा "सही" है?',
      optionAHindi: 'केवल 1, 2',
      explanationHindi: 'पहली पंक्ति\r\nदूसरी पंक्ति, अल्पविराम सहित',
    });
    const status = await h.importFile(csvOf([row]));
    expect(status.result).toMatchObject({ imported: 1, invalidRows: 0 });
    expect(await questions().findOne({}).lean()).toMatchObject({
      questionTextEnglish: row.questionTextEnglish,
      questionTextHindi: row.questionTextHindi,
      optionAHindi: row.optionAHindi,
      explanationHindi: row.explanationHindi,
    });
  });

  it('reports a wrong answer letter by row, column and reason and imports the rest', async () => {
    const rows = [
      sampleRow(30),
      sampleRow(31, { correctAnswer: 'E' }),
      sampleRow(32),
      sampleRow(33, { optionBEnglish: '' }),
    ];
    const status = await h.importFile(csvOf(rows));
    expect(status.result).toMatchObject({ totalRows: 4, validRows: 2, imported: 2, invalidRows: 2 });
    expect(status.result?.errors).toEqual([
      { row: 3, column: 'correctAnswer', reason: 'correctAnswer must be one of A, B, C, D' },
      { row: 5, column: 'optionBEnglish', reason: 'optionBEnglish is required' },
    ]);
    expect(await questions().countDocuments()).toBe(2);
  });

  it('caps the listed errors but counts every invalid row', async () => {
    const rows = Array.from({ length: 1100 }, (_, i) => sampleRow(i, { correctAnswer: 'Z' }));
    const status = await h.importFile(csvOf(rows));
    expect(status.result).toMatchObject({ totalRows: 1100, invalidRows: 1100, imported: 0 });
    expect(status.result?.errors).toHaveLength(1000);
    expect(status.result?.errors.at(-1)?.row).toBe(1001);
  });

  it('dry run validates and reports exactly what the import will do, writing nothing', async () => {
    await h.importFile(csvOf([sampleRow(40)]));
    const bytes = csvOf([
      sampleRow(40),
      sampleRow(41),
      sampleRow(42, { difficulty: 'TOUGH' }),
      sampleRow(41),
    ]);

    const dry = await h.importFile(bytes, { dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, state: 'completed' });
    expect(await questions().countDocuments()).toBe(1);
    expect(await createdEvents()).toBe(1);

    const real = await h.importFile(bytes);
    expect(dry.result).toEqual({ ...real.result, dryRun: true });
    expect(real.result).toMatchObject({
      totalRows: 4,
      validRows: 3,
      imported: 1,
      duplicates: 2,
      invalidRows: 1,
    });
    expect(await questions().countDocuments()).toBe(2);
  });

  it('takes dryRun from the query string too', async () => {
    const res = await h.upload(sampleCsv(2)).query({ dryRun: 'true' });
    expect(res.status).toBe(202);
    expect(res.body.dryRun).toBe(true);
    expect((await h.finished(res.body.jobId)).result).toMatchObject({ dryRun: true, imported: 2 });
    expect(await questions().countDocuments()).toBe(0);
  });

  it('refuses a dryRun in the query that is not a flag, even with one in the form', async () => {
    const res = await h.upload(sampleCsv(1)).query({ dryRun: 'maybe' }).field('dryRun', 'true');
    expect([res.status, res.body.message]).toEqual([400, 'dryRun must be true or false']);
    expect(await questions().countDocuments()).toBe(0);
  });

  it('imports 10,000 rows, then a re-upload of the same file adds nothing', async () => {
    const bytes = sampleCsv(10_000);
    const started = performance.now();
    const first = await h.importFile(bytes, { fileName: 'ten-thousand.csv' });
    const seconds = (performance.now() - started) / 1000;
    console.warn(
      `[import] 10,000 rows (${(bytes.length / 1e6).toFixed(1)} MB) imported in ${seconds.toFixed(1)} s`,
    );
    expect(first.result).toMatchObject({
      totalRows: 10_000,
      validRows: 10_000,
      imported: 10_000,
      duplicates: 0,
      invalidRows: 0,
    });
    expect(first.progress).toEqual({ processed: 10_000, total: 10_000 });
    expect(await questions().countDocuments()).toBe(10_000);
    expect(await createdEvents()).toBe(10_000);
    expect(await importFileModel(h.connection).countDocuments()).toBe(0);

    const again = await h.importFile(bytes, { fileName: 'ten-thousand.csv' });
    expect(again.result).toMatchObject({
      totalRows: 10_000,
      imported: 0,
      duplicates: 10_000,
      invalidRows: 0,
    });
    expect(await questions().countDocuments()).toBe(10_000);
    expect(await createdEvents()).toBe(10_000);
  }, 180_000);
});
