import type { Test } from '@ssc/contracts';
import { CBT_STATE_LABELS, COMPENSATORY_MINUTES_PER_HOUR, SECTION_LABELS } from '@ssc/contracts/constants';
import { blockSections, compensatoryMinutes } from '@ssc/contracts/exam-rules';

type RulesTest = Pick<Test, 'durationMinutes' | 'mode' | 'sectionTimings' | 'evaluateAnsweredAndMarked'>;

export interface TimedBlockRow {
  /** "Quantitative Aptitude & General Intelligence & Reasoning". */
  label: string;
  minutes: number;
  /** Extra minutes for an eligible student (0 otherwise). */
  extraMinutes: number;
}

/** What the instructions page says about the real exam's rules for this test and this student. */
export interface ExamRulesPlan {
  cbt: boolean;
  /** Lines about the CBT screen; empty in practice mode. */
  cbtRules: string[];
  blocks: TimedBlockRow[];
  /** Compensatory minutes on the whole test for this student (0 when not eligible). */
  extraMinutes: number;
}

/**
 * CBT mode's rules (the navigation rule among them), the timed sections in order, and the
 * student's compensatory time (data from GET /api/tests/{id} and the profile).
 */
export function examRulesPlan(test: RulesTest, eligible: boolean): ExamRulesPlan {
  const cbt = test.mode === 'CBT';
  const marked = test.evaluateAnsweredAndMarked ?? true;
  const cbtRules = cbt
    ? [
        'This test runs in CBT mode, as the real SSC computer-based test.',
        'Choosing an option does not save it. Save & Next saves your answer and moves on; Mark for Review & Next saves it with a review mark and moves on; Clear Response clears your answer.',
        'Moving away without Save & Next (by the question palette, a section tab or Previous) does not save your selection.',
        `The palette shows five states: ${Object.values(CBT_STATE_LABELS).join(', ')}.`,
        marked
          ? 'A question Answered & Marked for Review is evaluated as answered. A question only Marked for Review, with no answer, is not evaluated.'
          : 'In this test a question Answered & Marked for Review is not evaluated, nor is one only Marked for Review: save your final answers with Save & Next.',
      ]
    : [];
  const blocks = (test.sectionTimings ?? []).map((timing) => ({
    label: blockSections(timing)
      .map((section) => SECTION_LABELS[section])
      .join(' & '),
    minutes: timing.durationMinutes,
    extraMinutes: compensatoryMinutes(timing.durationMinutes, eligible),
  }));
  const totalMinutes = blocks.length ? blocks.reduce((sum, b) => sum + b.minutes, 0) : test.durationMinutes;
  return { cbt, cbtRules, blocks, extraMinutes: compensatoryMinutes(totalMinutes, eligible) };
}

export const COMPENSATORY_RULE = `Compensatory time is ${COMPENSATORY_MINUTES_PER_HOUR} minutes for every hour of the test, added to the whole test and, in proportion, to every timed section.`;
