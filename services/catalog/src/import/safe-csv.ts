import { stringify } from 'csv-stringify/sync';

/**
 * Spreadsheets run a cell starting with `=`, `+`, `-` or `@` as a formula (and some also
 * after a leading tab, CR or spaces), so a question text like `=HYPERLINK(...)` in a
 * downloaded CSV could execute on an admin's machine. Such cells get a leading `'`, which
 * Excel and LibreOffice show as plain text. Numbers are written as numbers and stay intact.
 */
const FORMULA_START = /^[\t\r]|^\s*[=+\-@]/;

export type CsvCell = string | number | boolean | null | undefined;

export function neutraliseCell(cell: CsvCell): CsvCell {
  return typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * The one way the product writes CSV: a header row and data rows, every string cell
 * neutralised. `bom` prefixes a UTF-8 byte order mark so Excel reads Hindi correctly.
 */
export function toSafeCsv(opts: {
  header: readonly string[];
  rows: readonly CsvCell[][];
  bom?: boolean;
}): string {
  const records = [opts.header, ...opts.rows].map((row) => row.map(neutraliseCell));
  return stringify(records, { bom: opts.bom ?? false, record_delimiter: 'windows' });
}
