import { i18n } from '@lingui/core';
import type { Test } from '@ssc/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMinutes } from '../../format/extraMinutes';
import { showInterfaceIn } from '../../i18n/interfaceLanguage';
import { examRulesPlan } from './examRulesPlan';
import { importantInstructions } from './instructionsPlan';

// The page's plain modules are given its translator; the English catalog holds the spec's words.
const _ = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
beforeAll(() => showInterfaceIn('en'));

type RulesTest = Parameters<typeof examRulesPlan>[0];

const practice: RulesTest = {
  durationMinutes: 60,
  mode: 'PRACTICE',
  sectionTimings: [],
  evaluateAnsweredAndMarked: true,
};

const tier2: RulesTest = {
  durationMinutes: 135,
  mode: 'CBT',
  sectionTimings: [
    {
      section: 'QUANTITATIVE_APTITUDE',
      durationMinutes: 60,
      sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'],
    },
    {
      section: 'ENGLISH_COMPREHENSION',
      durationMinutes: 60,
      sections: ['ENGLISH_COMPREHENSION', 'GENERAL_AWARENESS'],
    },
    { section: 'COMPUTER_KNOWLEDGE', durationMinutes: 15 },
  ],
  evaluateAnsweredAndMarked: true,
} satisfies Partial<Test>;

describe('instructions: the real exam rules', () => {
  it('says nothing new for a practice test with one clock and a student without compensatory time', () => {
    expect(examRulesPlan(practice, false, _)).toEqual({
      cbt: false,
      cbtRules: [],
      blocks: [],
      extraMinutes: 0,
    });
    expect(importantInstructions(60, false, _)).toContain(
      'Palette colours: green answered, yellow marked for review, orange answered and marked, grey not attempted.',
    );
  });

  it('announces CBT mode with its navigation rule and the five states', () => {
    const plan = examRulesPlan(tier2, false, _);
    expect(plan.cbt).toBe(true);
    expect(plan.cbtRules.join(' ')).toContain(
      'Moving away without Save & Next (by the question palette, a section tab or Previous) does not save your selection.',
    );
    expect(plan.cbtRules.join(' ')).toContain(
      'Not Visited, Not Answered, Answered, Marked for Review, Answered & Marked for Review',
    );
    expect(plan.cbtRules.join(' ')).toContain('Answered & Marked for Review is evaluated as answered');
    expect(
      examRulesPlan({ ...tier2, evaluateAnsweredAndMarked: false }, false, _).cbtRules.join(' '),
    ).toContain('is not evaluated');
    expect(importantInstructions(135, true, _).join(' ')).not.toContain('Palette colours');
  });

  it('lists the timed sections in order, and the compensatory minutes on each and on the whole', () => {
    const plan = examRulesPlan(tier2, true, _);
    expect(plan.blocks).toEqual([
      { label: 'Quantitative Aptitude & General Intelligence & Reasoning', minutes: 60, extraMinutes: 20 },
      { label: 'English Comprehension & General Awareness', minutes: 60, extraMinutes: 20 },
      { label: 'Computer Knowledge', minutes: 15, extraMinutes: 5 },
    ]);
    expect(plan.extraMinutes).toBe(45);
    expect(examRulesPlan(practice, true, _).extraMinutes).toBe(20);
    expect(formatMinutes(130 / 3)).toBe('43 min 20 s');
    expect(formatMinutes(59.999)).toBe('60 min');
  });
});
