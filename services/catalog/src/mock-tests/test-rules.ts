import { MAIN_SECTIONS, SECTION_LABELS, type Section, type TestInput, type TestType } from '@ssc/contracts';
import { ValidationError } from '@ssc/service-kit';
import { bankConflict } from './bank-conflict';
import { checkSectionTimings } from './test-blocks';
import { checkSectionMarking } from './test-marking';
import type { TestDoc } from './test-model';

export type ResolvedTest = Omit<TestDoc, '_id' | 'createdAt' | 'updatedAt'>;

export const FULL_LENGTH_MESSAGE = 'Full-length tests should include all 4 sections';
const SHOWN_MISSING_IDS = 5;
/** Only these test types are about one section (spec: sectional and chapter-wise tests). */
const SECTION_SCOPED: readonly TestType[] = ['SECTIONAL', 'CHAPTER_WISE'];

/**
 * The cross-field rules of the admin test form (spec section 5), enforced on the server:
 * every selected question exists, the count matches totalQuestions, and a full-length test
 * spans all four main sections both in `sections` and in its questions. The rules of timed
 * blocks (test-blocks.ts) and per-section marking (test-marking.ts) apply as well. `sectionsById`
 * holds the section of every selected question that exists. Returns what is stored, including
 * `questionSections`, which mirrors `questionIds`.
 * A rule of the body alone is a 400, one it breaks against the bank a 409 (bank-conflict.ts).
 */
export function resolveTestInput(input: TestInput, sectionsById: ReadonlyMap<string, Section>): ResolvedTest {
  const missing = input.questionIds.filter((id) => !sectionsById.has(id));
  if (missing.length > 0) {
    const shown = missing.slice(0, SHOWN_MISSING_IDS).join(', ');
    const more = missing.length > SHOWN_MISSING_IDS ? ` and ${missing.length - SHOWN_MISSING_IDS} more` : '';
    bankConflict(
      'questionIds',
      `questionIds: ${missing.length} selected question(s) do not exist: ${shown}${more}`,
    );
  }
  if (input.questionIds.length !== input.totalQuestions) {
    fail(
      'totalQuestions',
      `totalQuestions is ${input.totalQuestions} but ${input.questionIds.length} questions are selected`,
    );
  }
  const questionSections = input.questionIds.map((id) => sectionsById.get(id) as Section);
  const sections = [...new Set(input.sections)];

  if (input.testType === 'FULL_LENGTH') {
    const unlisted = MAIN_SECTIONS.filter((s) => !sections.includes(s));
    if (unlisted.length > 0)
      fail('sections', `${FULL_LENGTH_MESSAGE} (sections is missing ${labels(unlisted)})`);
    const uncovered = MAIN_SECTIONS.filter((s) => !questionSections.includes(s));
    if (uncovered.length > 0)
      bankConflict('questionIds', `${FULL_LENGTH_MESSAGE} (no questions from ${labels(uncovered)})`);
  }

  checkSectionTimings(input.sectionTimings, input.durationMinutes, questionSections);
  checkSectionMarking(input, questionSections);

  return {
    title: input.title,
    description: input.description,
    testType: input.testType,
    examType: input.examType,
    // A section is meaningful only for a one-section test; anywhere else it is dropped.
    section: SECTION_SCOPED.includes(input.testType) ? input.section : null,
    sections,
    durationMinutes: input.durationMinutes,
    totalQuestions: input.totalQuestions,
    marksPerQuestion: input.marksPerQuestion,
    negativeMarks: input.negativeMarks,
    totalMarks: input.totalMarks,
    questionIds: [...input.questionIds],
    questionSections,
    mode: input.mode,
    sectionTimings: input.sectionTimings.map((t) => ({ ...t })),
    sectionMarking: input.sectionMarking.map((m) => ({ ...m })),
    evaluateAnsweredAndMarked: input.evaluateAnsweredAndMarked,
  };
}

function labels(sections: readonly Section[]): string {
  return sections.map((s) => SECTION_LABELS[s]).join(', ');
}

function fail(path: string, message: string): never {
  throw new ValidationError(message, [{ path, message }]);
}
