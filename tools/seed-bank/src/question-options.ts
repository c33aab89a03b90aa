import type { QuestionInput } from '@ssc/contracts';

const LETTERS = ['A', 'B', 'C', 'D'] as const;
type Lang = 'English' | 'Hindi';

/** The four option texts in letter order. */
export function optionsOf(q: QuestionInput, lang: Lang = 'English'): string[] {
  return LETTERS.map((l) => q[`option${l}${lang}`] ?? '');
}

/** Text of the option the question marks as correct. */
export function correctOption(q: QuestionInput, lang: Lang = 'English'): string {
  return optionsOf(q, lang)[LETTERS.indexOf(q.correctAnswer)] ?? '';
}
