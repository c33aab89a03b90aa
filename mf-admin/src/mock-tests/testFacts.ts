import type { AdminTest } from '@ssc/contracts';
import type { Translate } from '../i18n/adminCatalog';

/** The list's one-line summary of a test, e.g. "1 question · 10 min · 2 marks · 2 per question, −0.5 per wrong answer". */
export function testFacts(
  test: Pick<
    AdminTest,
    'totalQuestions' | 'durationMinutes' | 'totalMarks' | 'marksPerQuestion' | 'negativeMarks'
  >,
  _: Translate,
): string {
  return [
    _('admin.test.questionCount', { count: test.totalQuestions }),
    _('admin.test.facts.min', { minutes: test.durationMinutes }),
    _('admin.test.facts.marks', { count: test.totalMarks }),
    _('admin.test.facts.scheme', { marks: test.marksPerQuestion, negative: test.negativeMarks }),
  ].join(' · ');
}
