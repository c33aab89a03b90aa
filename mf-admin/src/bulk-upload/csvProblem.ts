import { CSV_MAX_BYTES, CSV_TOO_LARGE_MESSAGE } from '@ssc/contracts/constants';

/** Why a chosen file cannot be sent, checked before the upload (the server checks again). */
export function csvProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.csv$/i.test(file.name)) return 'Please select a CSV file (.csv)';
  if (file.size > CSV_MAX_BYTES) return CSV_TOO_LARGE_MESSAGE;
  if (file.size === 0) {
    return `${file.name} is empty. Choose a CSV file with a header row and at least one question row.`;
  }
  return null;
}
