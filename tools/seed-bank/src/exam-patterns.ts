import type { Difficulty, ExamType, TestType } from '@ssc/contracts';

/**
 * Marking and timing per exam, following the Tier-I / Paper-I patterns these mocks imitate:
 * CGL and CHSL Tier-I have 100 questions in 60 minutes at 2 marks with 0.5 negative; the
 * four-section MTS paper had 100 questions in 90 minutes at 1 mark with 0.25 negative.
 */
export type ExamPattern = {
  label: string;
  /** Added to paper titles: "SSC CGL Tier-I …". */
  paper: string;
  marksPerQuestion: number;
  negativeMarks: number;
  minutes: Record<TestType, number>;
  /** Difficulties drawn for full, sectional and quiz papers; chapter tests top up from the rest. */
  difficulties: readonly Difficulty[];
  /** How many chapter tests each section gets for this exam. */
  chapters: { quant: number; reasoning: number; english: number; awareness: number };
};

export const EXAM_PATTERNS: Record<ExamType, ExamPattern> = {
  SSC_CGL: {
    label: 'SSC CGL',
    paper: 'SSC CGL Tier-I',
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    minutes: { FULL_LENGTH: 60, PREVIOUS_YEAR: 60, SECTIONAL: 15, CHAPTER_WISE: 15, MINI_QUIZ: 10 },
    difficulties: ['EASY', 'MEDIUM', 'HARD'],
    chapters: { quant: 6, reasoning: 5, english: 4, awareness: 4 },
  },
  SSC_CHSL: {
    label: 'SSC CHSL',
    paper: 'SSC CHSL Tier-I',
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    minutes: { FULL_LENGTH: 60, PREVIOUS_YEAR: 60, SECTIONAL: 15, CHAPTER_WISE: 15, MINI_QUIZ: 10 },
    difficulties: ['EASY', 'MEDIUM', 'HARD'],
    chapters: { quant: 6, reasoning: 5, english: 4, awareness: 4 },
  },
  SSC_MTS: {
    label: 'SSC MTS',
    paper: 'SSC MTS',
    marksPerQuestion: 1,
    negativeMarks: 0.25,
    minutes: { FULL_LENGTH: 90, PREVIOUS_YEAR: 90, SECTIONAL: 20, CHAPTER_WISE: 18, MINI_QUIZ: 10 },
    difficulties: ['EASY', 'MEDIUM'],
    chapters: { quant: 6, reasoning: 5, english: 4, awareness: 4 },
  },
};

/** Papers per exam. Totals over the three exams: 12 full, 21 previous-year, 24 sectional, 57 chapter, 6 quizzes. */
export const PAPERS_PER_EXAM = { fullLength: 4, previousYear: 7, sectionalPerSection: 2, miniQuiz: 2 };
export const QUESTIONS_PER_SECTION = 25;
export const CHAPTER_QUESTIONS = 15;
/** A chapter needs at least this many questions to get its own test. */
export const MIN_CHAPTER_QUESTIONS = 10;
/** Mini quiz mix, in section order: 3 + 3 + 2 + 2. */
export const MINI_QUIZ_MIX = [3, 3, 2, 2] as const;
