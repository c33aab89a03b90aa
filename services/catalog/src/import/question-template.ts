import { CSV_COLUMNS } from '@ssc/contracts';
import type { CsvColumn } from './question-csv';
import { toSafeCsv } from './safe-csv';

export const TEMPLATE_FILE_NAME = 'questions-template.csv';

/** A real question, complete in both languages, showing every column's format. */
const EXAMPLE: Record<CsvColumn, string | number> = {
  questionTextEnglish: 'If 20% of a number is 50, what is 30% of the same number?',
  questionTextHindi: 'यदि किसी संख्या का 20% 50 है, तो उसी संख्या का 30% कितना होगा?',
  optionAEnglish: '60',
  optionBEnglish: '75',
  optionCEnglish: '90',
  optionDEnglish: '100',
  optionAHindi: '60',
  optionBHindi: '75',
  optionCHindi: '90',
  optionDHindi: '100',
  correctAnswer: 'B',
  section: 'QUANTITATIVE_APTITUDE',
  difficulty: 'EASY',
  explanationEnglish: 'The number is 50 × 100 / 20 = 250, so 30% of it is 250 × 30 / 100 = 75.',
  explanationHindi: 'संख्या = 50 × 100 / 20 = 250, अतः उसका 30% = 250 × 30 / 100 = 75 है।',
  topicTags: JSON.stringify(['Percentage']),
  marks: 2,
  negativeMarks: 0.5,
};

/** The sample CSV admins download: every column, one example row, a BOM so Excel shows Hindi. */
export function questionTemplateCsv(): string {
  return toSafeCsv({ header: CSV_COLUMNS, rows: [CSV_COLUMNS.map((c) => EXAMPLE[c])], bom: true });
}
