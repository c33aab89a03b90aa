import type { Answer, Difficulty, ExamType, Section, TestType } from '@ssc/contracts';

/*
 * Copies of the enum lists in @ssc/contracts. Importing the values from there would pull zod into
 * every browser bundle (the contracts module builds its schemas at load time), so the browser keeps
 * these literals; catalogConstants.unit.test.ts fails if they ever drift from the contracts.
 */

export const MAIN_SECTIONS: readonly Section[] = [
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'ENGLISH_COMPREHENSION',
  'GENERAL_AWARENESS',
];
export const SECTIONS: readonly Section[] = [...MAIN_SECTIONS, 'GENERAL'];

export const SECTION_LABELS: Readonly<Record<Section, string>> = {
  QUANTITATIVE_APTITUDE: 'Quantitative Aptitude',
  GENERAL_INTELLIGENCE: 'General Intelligence & Reasoning',
  ENGLISH_COMPREHENSION: 'English Comprehension',
  GENERAL_AWARENESS: 'General Awareness',
  GENERAL: 'General',
};

export const DIFFICULTIES: readonly Difficulty[] = ['EASY', 'MEDIUM', 'HARD'];
export const DIFFICULTY_LABELS: Readonly<Record<Difficulty, string>> = {
  EASY: 'Easy',
  MEDIUM: 'Medium',
  HARD: 'Hard',
};

export const TEST_TYPES: readonly TestType[] = [
  'FULL_LENGTH',
  'SECTIONAL',
  'CHAPTER_WISE',
  'PREVIOUS_YEAR',
  'MINI_QUIZ',
];
export const TEST_TYPE_LABELS: Readonly<Record<TestType, string>> = {
  FULL_LENGTH: 'Full Length',
  SECTIONAL: 'Sectional',
  CHAPTER_WISE: 'Chapter-wise',
  PREVIOUS_YEAR: 'Previous Year',
  MINI_QUIZ: 'Mini Quiz',
};

export const EXAM_TYPES: readonly ExamType[] = ['SSC_CGL', 'SSC_CHSL', 'SSC_MTS'];
export const EXAM_LABELS: Readonly<Record<ExamType, string>> = {
  SSC_CGL: 'SSC CGL',
  SSC_CHSL: 'SSC CHSL',
  SSC_MTS: 'SSC MTS',
};

export const ANSWERS: readonly Answer[] = ['A', 'B', 'C', 'D'];

export function isExamType(value: string | null | undefined): value is ExamType {
  return (EXAM_TYPES as readonly string[]).includes(value ?? '');
}

/** CSV import (spec section 5): the template's columns, the ones every row needs, the size limit. */
export const CSV_COLUMNS = [
  'questionTextEnglish',
  'questionTextHindi',
  'optionAEnglish',
  'optionBEnglish',
  'optionCEnglish',
  'optionDEnglish',
  'optionAHindi',
  'optionBHindi',
  'optionCHindi',
  'optionDHindi',
  'correctAnswer',
  'section',
  'difficulty',
  'explanationEnglish',
  'explanationHindi',
  'topicTags',
  'marks',
  'negativeMarks',
] as const;
export const CSV_REQUIRED_COLUMNS: readonly string[] = [
  'questionTextEnglish',
  'optionAEnglish',
  'optionBEnglish',
  'optionCEnglish',
  'optionDEnglish',
  'correctAnswer',
];
export const CSV_MAX_BYTES = 10 * 1024 * 1024;
export const CSV_TOO_LARGE_MESSAGE = 'The CSV file must be smaller than 10 MB';
