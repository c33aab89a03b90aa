import type { AdminTest } from '@ssc/contracts';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The list's one-line summary of a test, e.g. "1 question · 10 min · 2 marks · 2 per question, −0.5 per wrong answer". */
export function testFacts(
  test: Pick<
    AdminTest,
    'totalQuestions' | 'durationMinutes' | 'totalMarks' | 'marksPerQuestion' | 'negativeMarks'
  >,
): string {
  return [
    count(test.totalQuestions, 'question', 'questions'),
    `${test.durationMinutes} min`,
    count(test.totalMarks, 'mark', 'marks'),
    `${test.marksPerQuestion} per question, −${test.negativeMarks} per wrong answer`,
  ].join(' · ');
}
