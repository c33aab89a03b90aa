import { Readable } from 'node:stream';
import { CSV_COLUMNS, CSV_REQUIRED_COLUMNS } from '@ssc/contracts';
import { type Options, parse } from 'csv-parse';

export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type QuestionCsvRow = {
  /** Row number as a spreadsheet shows it: the header is row 1, blank rows count. */
  row: number;
  /** Every column, `undefined` where the cell is empty or absent, so optional fields get their defaults. */
  /** Text as read, but the number columns as numbers where they hold one. */
  cells: Record<CsvColumn, string | number | undefined>;
};

const byLowerName = new Map<string, CsvColumn>(CSV_COLUMNS.map((c) => [c.toLowerCase(), c]));

/**
 * Maps header cells to the template's column names, ignoring case, surrounding spaces and a
 * BOM. Unknown columns (and repeats of a known one) map to `false`, which csv-parse drops.
 */
export function mapHeader(header: readonly string[]): {
  columns: (CsvColumn | false)[];
  missing: CsvColumn[];
} {
  const seen = new Set<CsvColumn>();
  const columns = header.map((cell) => {
    const column = byLowerName.get(
      cell
        .replace(/^\uFEFF/, '')
        .trim()
        .toLowerCase(),
    );
    if (!column || seen.has(column)) return false;
    seen.add(column);
    return column;
  });
  return { columns, missing: CSV_REQUIRED_COLUMNS.filter((c) => !seen.has(c)) };
}

export class MissingColumnsError extends Error {
  constructor(readonly missing: readonly string[]) {
    super(`Missing required columns: ${missing.join(', ')}`);
  }
}

const parserOptions = (columns: Options['columns']): Options => ({
  bom: true,
  columns,
  relax_column_count: true,
  // Hand-written files put quotes inside unquoted cells (`5" screen`); accept them as text.
  relax_quotes: true,
  skip_empty_lines: true,
  trim: true,
  info: true,
});

/**
 * Streams the data rows of a question CSV. Rows whose cells are all empty are skipped but
 * still counted, so row numbers match what the admin sees in a spreadsheet. Throws
 * `MissingColumnsError` if the header lacks a required column, and csv-parse's `CsvError`
 * for a file that is not well-formed CSV (an unclosed quote, for instance).
 */
export async function* readQuestionRows(csv: Buffer, chunkBytes = 64 * 1024): AsyncGenerator<QuestionCsvRow> {
  const parser = parse(
    parserOptions((header: string[]) => {
      const { columns, missing } = mapHeader(header);
      if (missing.length > 0) throw new MissingColumnsError(missing);
      return columns;
    }),
  );
  // Fed in chunks so reading the first rows of a 10 MB file does not parse all of it, and a
  // long import yields to the event loop (the worker must keep renewing its job lock).
  Readable.from(chunksOf(csv, chunkBytes)).pipe(parser);
  for await (const { record, info } of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { records: number; empty_lines: number };
  }>) {
    const values = CSV_COLUMNS.map((column) => record[column] || undefined);
    if (values.every((v) => v === undefined)) continue;
    const cells = Object.fromEntries(CSV_COLUMNS.map((column, i) => [column, cellValue(column, values[i])]));
    yield { row: info.records + info.empty_lines + 1, cells: cells as QuestionCsvRow['cells'] };
  }
}

function* chunksOf(bytes: Buffer, size: number): Generator<Buffer> {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

/** The template's number columns: a CSV cell is text; the question's schema takes numbers. */
const NUMBER_COLUMNS: ReadonlySet<string> = new Set(['marks', 'negativeMarks']);

/** A number column's cell as its number, where it holds one; any other text stays (and is refused). */
function cellValue(column: string, cell: string | undefined): string | number | undefined {
  if (cell === undefined || !NUMBER_COLUMNS.has(column) || cell.trim() === '') return cell;
  const value = Number(cell);
  return Number.isFinite(value) ? value : cell;
}
