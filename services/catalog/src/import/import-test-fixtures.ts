import { CSV_COLUMNS } from '@ssc/contracts';
import { stringify } from 'csv-stringify/sync';
import type { CsvColumn } from './question-csv';

export type CsvRecord = Partial<Record<CsvColumn, string>>;

/** A valid bilingual question, unique per `n`. */
export function sampleRow(n: number, overrides: CsvRecord = {}): CsvRecord {
  const a = 10 + (n % 90);
  return {
    questionTextEnglish: `Question ${n}: what is ${a}% of 200?`,
    questionTextHindi: `प्रश्न ${n}: 200 का ${a}% कितना है?`,
    optionAEnglish: String(a * 2),
    optionBEnglish: String(a * 2 + 1),
    optionCEnglish: String(a * 2 + 2),
    optionDEnglish: String(a * 2 + 3),
    optionAHindi: String(a * 2),
    optionBHindi: String(a * 2 + 1),
    optionCHindi: String(a * 2 + 2),
    optionDHindi: String(a * 2 + 3),
    correctAnswer: 'A',
    section: 'QUANTITATIVE_APTITUDE',
    difficulty: ['EASY', 'MEDIUM', 'HARD'][n % 3] ?? 'MEDIUM',
    explanationEnglish: `${a}% of 200 = ${a} × 2 = ${a * 2}.`,
    explanationHindi: `200 का ${a}% = ${a} × 2 = ${a * 2}।`,
    topicTags: JSON.stringify(['Percentage', `Set ${n % 7}`]),
    marks: '2',
    negativeMarks: '0.5',
    ...overrides,
  };
}

/**
 * A CSV as Excel saves it (CRLF rows, quoted cells where needed), written plainly (not
 * neutralised). `columns` picks the cells; `header` overrides how their names are written.
 */
export function csvOf(
  records: CsvRecord[],
  opts: { columns?: readonly string[]; header?: readonly string[]; bom?: boolean } = {},
): Buffer {
  const columns = opts.columns ?? CSV_COLUMNS;
  const rows = records.map((r) => columns.map((c) => r[c as CsvColumn] ?? ''));
  const text = stringify([opts.header ?? columns, ...rows], { record_delimiter: 'windows' });
  return Buffer.from(`${opts.bom ? '\uFEFF' : ''}${text}`, 'utf8');
}

export const sampleCsv = (count: number, from = 0): Buffer =>
  csvOf(Array.from({ length: count }, (_, i) => sampleRow(from + i)));

/** The first bytes of a real PNG (signature and IHDR), which is what a renamed image looks like. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
