import type { Difficulty, ExamType, TestType } from '@ssc/contracts';
import { EXAM_TYPES } from '@ssc/contracts/constants';

/*
 * The enum lists come from the contracts' zod-free entry (@ssc/contracts/constants), so the
 * browser shares the server's lists without bundling zod; only the labels the screens show live here.
 */
export {
  ANSWERS,
  CSV_COLUMNS,
  CSV_MAX_BYTES,
  CSV_REQUIRED_COLUMNS,
  CSV_TOO_LARGE_MESSAGE,
  DIFFICULTIES,
  EXAM_TYPES,
  MAIN_SECTIONS,
  SECTION_LABELS,
  SECTIONS,
  TEST_TYPES,
} from '@ssc/contracts/constants';

export const DIFFICULTY_LABELS: Readonly<Record<Difficulty, string>> = {
  EASY: 'Easy',
  MEDIUM: 'Medium',
  HARD: 'Hard',
};

export const TEST_TYPE_LABELS: Readonly<Record<TestType, string>> = {
  FULL_LENGTH: 'Full Length',
  SECTIONAL: 'Sectional',
  CHAPTER_WISE: 'Chapter-wise',
  PREVIOUS_YEAR: 'Previous Year',
  MINI_QUIZ: 'Mini Quiz',
};

export const EXAM_LABELS: Readonly<Record<ExamType, string>> = {
  SSC_CGL: 'SSC CGL',
  SSC_CHSL: 'SSC CHSL',
  SSC_MTS: 'SSC MTS',
};

export function isExamType(value: string | null | undefined): value is ExamType {
  return (EXAM_TYPES as readonly string[]).includes(value ?? '');
}
