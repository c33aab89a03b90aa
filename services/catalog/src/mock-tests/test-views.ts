import type { AdminTest, Test } from '@ssc/contracts';
import type { TestDoc } from './test-model';

/** What students see of a test: no question ids (they get questions through /api/test-questions). */
export function toTest(doc: TestDoc): Test {
  return {
    id: doc._id,
    title: doc.title,
    testTitle: doc.title,
    description: doc.description ?? null,
    testType: doc.testType,
    examType: doc.examType,
    section: doc.section ?? null,
    sections: [...doc.sections],
    durationMinutes: doc.durationMinutes,
    totalQuestions: doc.totalQuestions,
    totalMarks: doc.totalMarks,
    marksPerQuestion: doc.marksPerQuestion,
    negativeMarks: doc.negativeMarks,
    negativeMarking: doc.negativeMarks,
    // Tests stored before these fields existed have none of them: the spec's screen with one clock.
    mode: doc.mode ?? 'PRACTICE',
    sectionTimings: (doc.sectionTimings ?? []).map(({ section, durationMinutes, sections }) => ({
      section,
      durationMinutes,
      ...(sections?.length ? { sections: [...sections] } : {}),
    })),
    sectionMarking: (doc.sectionMarking ?? []).map(({ section, marksPerQuestion, negativeMarks }) => ({
      section,
      marksPerQuestion,
      negativeMarks,
    })),
    evaluateAnsweredAndMarked: doc.evaluateAnsweredAndMarked ?? true,
    questionsPerSection: countBySection(doc.questionSections ?? []),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

export function toAdminTest(doc: TestDoc): AdminTest {
  return { ...toTest(doc), questionIds: [...doc.questionIds] };
}

/** TestCreated/TestUpdated data: the admin view plus each question's section, in test order. */
export function testEventData(doc: TestDoc): AdminTest & { questionSections: string[] } {
  return { ...toAdminTest(doc), questionSections: [...doc.questionSections] };
}

/** Newest first, then by id: the order of every test list. */
export const newestTestFirst = (a: TestDoc, b: TestDoc) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** Questions per section in the order sections first appear in the paper. */
function countBySection(sections: readonly string[]): Test['questionsPerSection'] {
  const counts = new Map<Test['sections'][number], number>();
  for (const section of sections as Test['sections']) counts.set(section, (counts.get(section) ?? 0) + 1);
  return [...counts].map(([section, questions]) => ({ section, questions }));
}
