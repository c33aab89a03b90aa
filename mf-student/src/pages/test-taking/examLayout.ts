import type { Section, StudentQuestion, TestAttempt } from '@ssc/contracts';
import type { ExamWindow } from './examClock';
import { groupBySection, type SectionGroup, usesSectionedLayout } from './sections';

/** What the exam session reads of an attempt. */
export type SessionAttempt = Pick<
  TestAttempt,
  | 'id'
  | 'startedAt'
  | 'deadline'
  | 'lastActiveAt'
  | 'lastActiveQuestionIndex'
  | 'lastActiveSection'
  | 'questions'
  | 'questionAttempts'
> & { test: Pick<TestAttempt['test'], 'testType' | 'durationMinutes'> };

export type QuestionRef = Pick<StudentQuestion, 'id' | 'section'>;

/** The fixed shape of one attempt on screen: its questions in order, their sections, its time window. */
export interface ExamLayout {
  questionIds: readonly string[];
  sections: readonly Section[];
  groups: readonly SectionGroup[];
  /** Section tabs and per-section progress are shown (spec section 2). */
  sectioned: boolean;
  window: ExamWindow;
}

/** The attempt's frozen section wins over the question's current one (an admin may have moved it since). */
export function examLayout(attempt: SessionAttempt, questions: readonly QuestionRef[]): ExamLayout {
  const frozen = new Map(attempt.questions.map((ref) => [ref.questionId, ref.section]));
  const sections = questions.map((q): Section => frozen.get(q.id) ?? q.section ?? 'GENERAL');
  const groups = groupBySection(sections);
  return {
    questionIds: questions.map((q) => q.id),
    sections,
    groups,
    sectioned: usesSectionedLayout(attempt.test.testType, groups.length),
    window: {
      startedAt: attempt.startedAt,
      deadline: attempt.deadline,
      durationMinutes: attempt.test.durationMinutes,
    },
  };
}
