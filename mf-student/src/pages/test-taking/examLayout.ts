import type { Section, StudentQuestion, TestAttempt, TestMode } from '@ssc/contracts';
import { type ExamBlock, examBlocks } from './examBlocks';
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
> &
  // Absent in attempts read before these fields existed (and in older fixtures): the spec's screen.
  Partial<Pick<TestAttempt, 'compensatoryMinutes' | 'sectionDeadlines'>> & {
    test: Pick<TestAttempt['test'], 'testType' | 'durationMinutes'> &
      Partial<Pick<TestAttempt['test'], 'mode'>>;
  };

export type QuestionRef = Pick<StudentQuestion, 'id' | 'section'>;

/** The fixed shape of one attempt on screen: its questions in order, their sections, its time window. */
export interface ExamLayout {
  questionIds: readonly string[];
  sections: readonly Section[];
  groups: readonly SectionGroup[];
  /** Section tabs and per-section progress are shown (spec section 2). */
  sectioned: boolean;
  window: ExamWindow;
  /** PRACTICE: the spec's screen; CBT: the real exam's palette and buttons. */
  mode: TestMode;
  /** Timed blocks in order; empty for one clock. */
  blocks: readonly ExamBlock[];
  /** Extra minutes included in the clocks (0 when none). */
  compensatoryMinutes: number;
}

/** The attempt's frozen section wins over the question's current one (an admin may have moved it since). */
export function examLayout(attempt: SessionAttempt, questions: readonly QuestionRef[]): ExamLayout {
  const frozen = new Map(attempt.questions.map((ref) => [ref.questionId, ref.section]));
  const sections = questions.map((q): Section => frozen.get(q.id) ?? q.section ?? 'GENERAL');
  const groups = groupBySection(sections);
  const blocks = examBlocks(attempt.sectionDeadlines, sections);
  const compensatoryMinutes = attempt.compensatoryMinutes ?? 0;
  // The clock is never cut below the time the server gives: the paper's minutes, the extra
  // minutes, and the blocks' span when the admin's blocks add up to more than the paper.
  const blocksMinutes = blocks.length
    ? ((blocks.at(-1)?.deadlineMs ?? 0) - (blocks[0]?.opensAtMs ?? 0)) / 60_000
    : 0;
  return {
    questionIds: questions.map((q) => q.id),
    sections,
    groups,
    // Section timers always give tabs, one per subject, in block order.
    sectioned: usesSectionedLayout(attempt.test.testType, groups.length) || blocks.length > 0,
    window: {
      startedAt: attempt.startedAt,
      deadline: attempt.deadline,
      durationMinutes: Math.max(attempt.test.durationMinutes + compensatoryMinutes, blocksMinutes),
    },
    mode: attempt.test.mode ?? 'PRACTICE',
    blocks,
    compensatoryMinutes,
  };
}
