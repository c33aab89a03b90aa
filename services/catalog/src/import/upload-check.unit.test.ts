import { describe, expect, it } from 'vitest';
import { csvOf, PNG_BYTES, sampleCsv } from './import-test-fixtures';
import { checkCsvUpload } from './upload-check';

const check = (buffer: Buffer, originalname = 'questions.csv') => checkCsvUpload({ originalname, buffer });

describe('checkCsvUpload', () => {
  it('accepts a CSV with the required columns and a row, with or without a BOM', async () => {
    await expect(check(sampleCsv(2))).resolves.toBeUndefined();
    await expect(
      check(csvOf([{ questionTextEnglish: 'q' }], { bom: true }), 'Q.CSV'),
    ).resolves.toBeUndefined();
  });

  it.each([
    ['a PNG renamed .csv', PNG_BYTES, 'x.csv'],
    ['a CSV without the .csv name', sampleCsv(1), 'questions.xlsx'],
    ['UTF-16 text', Buffer.from('\uFEFFquestionTextEnglish', 'utf16le'), 'x.csv'],
  ])('refuses %s as not a CSV', async (_name, bytes, fileName) => {
    await expect(check(bytes, fileName)).rejects.toThrow(/^The file is not a CSV file$/);
  });

  it('refuses invalid UTF-8 and says how to save the file', async () => {
    const latin1 = Buffer.concat([sampleCsv(1), Buffer.from('caf\xe9,a,b,c,d,A\n', 'latin1')]);
    await expect(check(latin1)).rejects.toThrow('The file is not a CSV file (save it as "CSV UTF-8")');
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['only a BOM and blank lines', Buffer.from('\uFEFF\r\n\r\n')],
    ['only a header', csvOf([])],
    ['a header and blank rows', Buffer.concat([csvOf([]), Buffer.from(',,,,\r\n\r\n')])],
  ])('refuses %s as empty', async (_name, bytes) => {
    await expect(check(bytes)).rejects.toThrow(/^The CSV file is empty$/);
  });

  it('lists the missing required columns', async () => {
    const bytes = csvOf([{ questionTextEnglish: 'q' }], {
      columns: ['QuestionTextEnglish', 'optionAEnglish', 'notes'],
    });
    await expect(check(bytes)).rejects.toThrow(
      'Missing required columns: optionBEnglish, optionCEnglish, optionDEnglish, correctAnswer',
    );
  });

  it('refuses a file whose first row is not well-formed CSV', async () => {
    const bytes = Buffer.concat([csvOf([]), Buffer.from('"never closed,a,b,c,d,A\r\n')]);
    await expect(check(bytes)).rejects.toThrow(/^The CSV file could not be read: Quote Not Closed/);
  });
});
