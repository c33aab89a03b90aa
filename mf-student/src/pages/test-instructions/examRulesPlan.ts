import type { Test } from '@ssc/contracts';
import { CBT_STATES, COMPENSATORY_MINUTES_PER_HOUR, SECTION_LABELS } from '@ssc/contracts/constants';
import { blockSections, compensatoryMinutes } from '@ssc/contracts/exam-rules';
import type { Translate } from './instructionsPlan';

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
export function examRulesPlan(test: RulesTest, eligible: boolean, _: Translate): ExamRulesPlan {
  const cbt = test.mode === 'CBT';
  const marked = test.evaluateAnsweredAndMarked ?? true;
  const cbtRules = cbt
    ? [
        _('instructions.cbt.mode'),
        _('instructions.cbt.saving'),
        _('instructions.cbt.moving'),
        _('instructions.cbt.states', {
          states: CBT_STATES.map((state) => _(`cbtState.${state}`)).join(', '),
        }),
        _(marked ? 'instructions.cbt.markedEvaluated' : 'instructions.cbt.markedNotEvaluated'),
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

export const compensatoryRule = (_: Translate) =>
  _('instructions.compensatoryRule', { minutes: COMPENSATORY_MINUTES_PER_HOUR });

/** Minutes that may carry a fraction (compensatory time on a 130-minute paper): "20 min", "43 min 20 s". */
export function minutesText(minutes: number, _: Translate): string {
  const whole = Math.floor(minutes);
  const seconds = Math.round((minutes - whole) * 60);
  if (seconds === 60) return _('instructions.minutes', { minutes: whole + 1 });
  return seconds > 0
    ? _('instructions.minutesSeconds', { minutes: whole, seconds })
    : _('instructions.minutes', { minutes: whole });
}
