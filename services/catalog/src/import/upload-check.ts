import { CSV_TOO_LARGE_MESSAGE } from '@ssc/contracts';
import { ValidationError } from '@ssc/service-kit';
import { CsvError } from 'csv-parse';
import { MissingColumnsError, readQuestionRows } from './question-csv';

export const CSV_UPLOAD_MESSAGES = {
  missingFile: 'csv file is required',
  notCsv: 'The file is not a CSV file',
  empty: 'The CSV file is empty',
  tooLarge: CSV_TOO_LARGE_MESSAGE,
} as const;

/**
 * What can be known about an upload without importing it: a `.csv` name, UTF-8 text (a PNG
 * or an XLSX renamed to .csv has NUL bytes or invalid UTF-8), a header with every required
 * column and at least one data row. Anything else is refused before a job is queued.
 */
export async function checkCsvUpload(file: { originalname: string; buffer: Buffer }): Promise<void> {
  if (!/\.csv$/i.test(file.originalname.trim())) throw new ValidationError(CSV_UPLOAD_MESSAGES.notCsv);
  if (file.buffer.includes(0)) throw new ValidationError(CSV_UPLOAD_MESSAGES.notCsv);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.buffer);
  } catch {
    throw new ValidationError(`${CSV_UPLOAD_MESSAGES.notCsv} (save it as "CSV UTF-8")`);
  }
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new ValidationError(CSV_UPLOAD_MESSAGES.empty);

  try {
    for await (const _row of readQuestionRows(file.buffer)) return;
  } catch (err) {
    if (err instanceof MissingColumnsError) throw new ValidationError(err.message);
    if (err instanceof CsvError) throw new ValidationError(`The CSV file could not be read: ${err.message}`);
    throw err;
  }
  throw new ValidationError(CSV_UPLOAD_MESSAGES.empty);
}
