import { SECTION_LABELS, type TestType } from '@ssc/contracts';
import type { ExamPattern } from './exam-patterns';
import type { MainSection } from './question-draft';

const marking = (p: ExamPattern) =>
  `${p.marksPerQuestion} mark${p.marksPerQuestion === 1 ? '' : 's'} per correct answer, ${p.negativeMarks} deducted per wrong answer`;

const FULL: Array<(p: ExamPattern) => string> = [
  (p: ExamPattern) =>
    `A complete ${p.paper} mock: 25 questions each from Quantitative Aptitude, Reasoning, English and General Awareness in ${p.minutes.FULL_LENGTH} minutes.`,
  (p: ExamPattern) =>
    `Attempt all four sections in one sitting under exam timing, then go through the step-by-step solutions. ${marking(p)}.`,
  () =>
    `A balanced paper mixing easy, moderate and tough questions across all four sections, to test speed as well as accuracy.`,
  (p: ExamPattern) =>
    `Practise section switching and time management on a full-length ${p.label} paper. ${marking(p)}.`,
];

const PREVIOUS: Array<(p: ExamPattern) => string> = [
  (p: ExamPattern) =>
    `Built on the question types seen in recent ${p.label} papers, in the four-section format. Not an official SSC paper.`,
  (p: ExamPattern) =>
    `Previous-year style questions in the ${p.paper} format: 100 questions, ${p.minutes.PREVIOUS_YEAR} minutes. ${marking(p)}.`,
  (p: ExamPattern) =>
    `Revise the topics SSC asks most often with a paper that follows the ${p.label} pattern. Not an official SSC paper.`,
];

const variant = <T>(list: readonly T[], n: number) => list[(n - 1) % list.length] as T;

/** Varied, truthful descriptions; `n` picks a variant so neighbouring tests read differently. */
export function describe(
  type: TestType,
  n: number,
  p: ExamPattern,
  section: MainSection | null,
  chapter?: { topic: string; questions: number },
): string {
  const name = section ? SECTION_LABELS[section] : '';
  switch (type) {
    case 'FULL_LENGTH':
      return variant(FULL, n)(p);
    case 'PREVIOUS_YEAR':
      return variant(PREVIOUS, n)(p);
    case 'SECTIONAL':
      return n % 2 === 1
        ? `${name} sectional for ${p.label}: 25 questions in ${p.minutes.SECTIONAL} minutes to sharpen one section at a time.`
        : `A second ${name} set for ${p.label} with fresh questions across the section's main topics. ${marking(p)}.`;
    case 'CHAPTER_WISE':
      return `${chapter?.questions ?? 0} questions on ${chapter?.topic ?? name} (${name}) for ${p.label}, timed at ${p.minutes.CHAPTER_WISE} minutes, with a worked solution for every question.`;
    case 'MINI_QUIZ':
      return `A quick 10-question warm-up across all four sections in ${p.minutes.MINI_QUIZ} minutes.`;
    default: {
      const never: never = type;
      return never;
    }
  }
}
