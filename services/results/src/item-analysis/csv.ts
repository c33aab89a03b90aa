import { ANSWERS, type ItemAnalysisReport } from '@ssc/contracts';

type Cell = string | number | null;

/** Cells are numbers, ids and enum names of ours; a string is still quoted when it needs it. */
const cell = (value: Cell): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  // A spreadsheet runs a cell starting with = + - @ as a formula.
  const safe = /^[\t\r]|^\s*[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const OPTION_COLUMNS = ['count', 'top', 'bottom', 'share', 'pointBiserial'] as const;

export const ITEM_CSV_HEADER: readonly string[] = [
  'questionNumber',
  'questionId',
  'section',
  'correctAnswer',
  'responses',
  'facility',
  'discrimination',
  'discriminationIndex',
  'unattemptedShare',
  'medianTimeSeconds',
  'flags',
  ...ANSWERS.flatMap((o) => OPTION_COLUMNS.map((c) => `option${o}_${c}`)),
];

/**
 * The question table as CSV: one row per question, five columns per option. A UTF-8 byte
 * order mark and CRLF lines, as the catalog's CSV downloads, so Excel opens it as it is.
 */
export function itemAnalysisCsv(report: ItemAnalysisReport): string {
  const rows = report.questions.map((q) => [
    q.questionNumber,
    q.questionId,
    q.section,
    q.correctAnswer,
    q.responses,
    q.facility,
    q.discrimination,
    q.discriminationIndex,
    q.unattemptedShare,
    q.medianTimeSeconds,
    q.flags.join(' '),
    ...ANSWERS.flatMap((o) => {
      const s = q.options.find((x) => x.option === o);
      return [s?.count ?? 0, s?.topCount ?? 0, s?.bottomCount ?? 0, s?.share ?? 0, s?.pointBiserial ?? null];
    }),
  ]);
  return `\uFEFF${[ITEM_CSV_HEADER, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
