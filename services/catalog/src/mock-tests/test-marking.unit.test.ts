import { type Section, type TestInput, testInput } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { expectedTotalMarks, marksFor } from './test-marking';
import { resolveTestInput } from './test-rules';

const QA: Section = 'QUANTITATIVE_APTITUDE';
const EN: Section = 'ENGLISH_COMPREHENSION';
const bank = new Map<string, Section>([
  ['q0', QA],
  ['q1', QA],
  ['q2', EN],
]);

const marked = (overrides: Partial<Record<keyof TestInput, unknown>> = {}): TestInput =>
  testInput.parse({
    title: 'MTS',
    testType: 'PREVIOUS_YEAR',
    examType: 'SSC_MTS',
    sections: [QA, EN],
    durationMinutes: 90,
    totalQuestions: 3,
    marksPerQuestion: 3,
    negativeMarks: 1,
    totalMarks: 8,
    questionIds: ['q0', 'q1', 'q2'],
    sectionMarking: [
      { section: QA, marksPerQuestion: 3, negativeMarks: 0 },
      { section: EN, marksPerQuestion: 2, negativeMarks: 1 },
    ],
    ...overrides,
  });

function failure(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    return err as { status: number; message: string; issues?: { path: string }[] };
  }
  throw new Error('expected a validation error');
}

describe('per-section marking', () => {
  it('gives each question its section marks, else the test marks', () => {
    const scheme = marked();
    expect(marksFor(scheme, QA)).toBe(3);
    expect(marksFor(scheme, EN)).toBe(2);
    expect(marksFor(scheme, 'GENERAL_AWARENESS')).toBe(3);
    expect(expectedTotalMarks(scheme, [QA, QA, EN])).toBe(8);
    expect(expectedTotalMarks({ marksPerQuestion: 0.25 }, [QA, QA, QA])).toBe(0.75);
  });

  it('accepts the total the scheme gives', () => {
    expect(resolveTestInput(marked(), bank).sectionMarking).toHaveLength(2);
  });

  it("refuses another total and says the expected one (409: it depends on the questions' sections)", () => {
    const err = failure(() => resolveTestInput(marked({ totalMarks: 9 }), bank));
    expect(err.status).toBe(409);
    expect(err.message).toBe('totalMarks is 9 but the questions carry 8 marks under the section marking');
    expect(err.issues?.[0]?.path).toBe('totalMarks');
  });

  it('refuses a section listed twice', () => {
    const err = failure(() =>
      resolveTestInput(
        marked({
          sectionMarking: [
            { section: EN, marksPerQuestion: 3, negativeMarks: 0 },
            { section: EN, marksPerQuestion: 2, negativeMarks: 1 },
          ],
        }),
        bank,
      ),
    );
    expect(err.message).toBe('sectionMarking lists English Comprehension more than once');
    expect(err.issues?.[0]?.path).toBe('sectionMarking');
  });

  it('leaves an overridden total alone when the test has no section marking (the spec allows it)', () => {
    expect(resolveTestInput(marked({ sectionMarking: [], totalMarks: 1 }), bank).totalMarks).toBe(1);
  });
});
