import { SECTION_LABELS, type Section, type SectionMarking } from '@ssc/contracts';
import { ValidationError } from '@ssc/service-kit';
import { bankConflict } from './bank-conflict';

type Scheme = { marksPerQuestion: number; sectionMarking?: readonly SectionMarking[] | null };

/** Marks a correct answer to a question of `section` earns under the test's scheme. */
export function marksFor(scheme: Scheme, section: string): number {
  return (
    scheme.sectionMarking?.find((m) => m.section === section)?.marksPerQuestion ?? scheme.marksPerQuestion
  );
}

/** The test's full marks: each question's marks under the scheme, summed (to the cent). */
export function expectedTotalMarks(scheme: Scheme, questionSections: readonly string[]): number {
  const total = questionSections.reduce((sum, s) => sum + marksFor(scheme, s), 0);
  return Math.round(total * 100) / 100;
}

/**
 * Per-section marking: a section is listed once, and a test that has a scheme must
 * state its real full marks. Without one the spec lets the admin override total marks, so it is
 * left alone.
 */
export function checkSectionMarking(
  scheme: Scheme & { totalMarks: number },
  questionSections: readonly Section[],
): void {
  const marking = scheme.sectionMarking ?? [];
  if (marking.length === 0) return;
  const seen = new Set<Section>();
  for (const m of marking) {
    if (seen.has(m.section)) {
      fail('sectionMarking', `sectionMarking lists ${SECTION_LABELS[m.section]} more than once`);
    }
    seen.add(m.section);
  }
  const expected = expectedTotalMarks(scheme, questionSections);
  if (Math.abs(expected - scheme.totalMarks) > 0.005) {
    bankConflict(
      'totalMarks',
      `totalMarks is ${scheme.totalMarks} but the questions carry ${expected} marks under the section marking`,
    );
  }
}

function fail(path: string, message: string): never {
  throw new ValidationError(message, [{ path, message }]);
}
