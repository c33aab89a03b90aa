import type { Section, TestTemplate } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import {
  addBlock,
  addSectionMarking,
  applyTemplate,
  blockMinutes,
  durationFromBlocks,
  moveBlock,
  patternProgress,
  removeBlock,
  setBlockMinutes,
  setBlockSection,
  totalMarksFor,
  unblockedSections,
  updateSectionMarking,
} from './examRulesForm';
import { EMPTY_TEST_FORM, type TestFormState, toTestInput } from './testFormState';

const QA: Section = 'QUANTITATIVE_APTITUDE';
const GI: Section = 'GENERAL_INTELLIGENCE';
const EN: Section = 'ENGLISH_COMPREHENSION';
const CK: Section = 'COMPUTER_KNOWLEDGE';

const tier2: TestTemplate = {
  id: 'ssc-cgl-tier-2-paper-1',
  name: 'SSC CGL Tier-II Paper I',
  source: 'SSC notice',
  note: null,
  title: 'Tier-II Mock',
  description: 'Two hours and a quarter',
  testType: 'FULL_LENGTH',
  examType: 'SSC_CGL',
  sections: [QA, GI, EN, CK],
  questionsPerSection: [
    { section: QA, questions: 2 },
    { section: GI, questions: 1 },
    { section: EN, questions: 1 },
    { section: CK, questions: 1 },
  ],
  durationMinutes: 135,
  totalQuestions: 5,
  marksPerQuestion: 3,
  negativeMarks: 1,
  totalMarks: 15,
  mode: 'CBT',
  sectionTimings: [
    { section: QA, sections: [QA, GI], durationMinutes: 60 },
    { section: EN, durationMinutes: 60 },
    { section: CK, durationMinutes: 15 },
  ],
  sectionMarking: [],
  evaluateAnsweredAndMarked: true,
};

const filled = (): TestFormState => applyTemplate({ ...EMPTY_TEST_FORM, questionIds: ['x'] }, tier2);

describe('start from a template', () => {
  it('fills every field and the exam rules, and keeps the selection', () => {
    const form = filled();
    expect(form).toMatchObject({
      title: 'Tier-II Mock',
      testType: 'FULL_LENGTH',
      sections: [QA, GI, EN, CK],
      durationMinutes: '135',
      marksPerQuestion: '3',
      negativeMarks: '1',
      totalMarks: '15',
      questionIds: ['x'],
    });
    expect(toTestInput(form)).toMatchObject({ mode: 'CBT', sectionTimings: tier2.sectionTimings });
    // The form's copy is its own: editing it never changes the template.
    const edited = setBlockMinutes(form, 0, '50');
    expect(tier2.sectionTimings[0]?.durationMinutes).toBe(60);
    expect(blockMinutes(edited)).toEqual({ total: 125, duration: 135, matches: false });
    expect(durationFromBlocks(edited).durationMinutes).toBe('125');
  });

  it('counts selected questions per section against the pattern', () => {
    const sectionOf = (id: string) => ({ a: QA, b: QA, c: CK })[id] as Section | undefined;
    expect(patternProgress(tier2.questionsPerSection, ['a', 'c', 'zzz'], sectionOf)).toEqual([
      { section: QA, wanted: 2, selected: 1 },
      { section: GI, wanted: 1, selected: 0 },
      { section: EN, wanted: 1, selected: 0 },
      { section: CK, wanted: 1, selected: 1 },
    ]);
  });
});

describe('timed blocks editor', () => {
  it('moves a subject between blocks, dropping a block left empty, in test order', () => {
    let form = setBlockSection(filled(), 1, GI, true);
    expect(form.examRules.sectionTimings).toEqual([
      { section: QA, durationMinutes: 60 },
      { section: GI, sections: [GI, EN], durationMinutes: 60 },
      { section: CK, durationMinutes: 15 },
    ]);
    form = setBlockSection(form, 0, QA, false);
    expect(form.examRules.sectionTimings.map((t) => t.section)).toEqual([GI, CK]);
    expect(unblockedSections(form)).toEqual([QA]);
    form = addBlock(form);
    expect(form.examRules.sectionTimings.at(-1)).toEqual({ section: QA, durationMinutes: 0 });
    expect(addBlock(form)).toBe(form); // every subject is timed
  });

  it('reorders and removes blocks', () => {
    const form = moveBlock(filled(), 2, -1);
    expect(form.examRules.sectionTimings.map((t) => t.section)).toEqual([QA, CK, EN]);
    expect(moveBlock(form, 0, -1)).toBe(form);
    expect(removeBlock(form, 1).examRules.sectionTimings.map((t) => t.section)).toEqual([QA, EN]);
  });
});

describe('per-section marking', () => {
  it('adds rows from the test marks and totals the questions under them', () => {
    let form = { ...filled(), questionIds: ['a', 'b', 'c'] };
    form = addSectionMarking(form);
    expect(form.examRules.sectionMarking).toEqual([{ section: QA, marksPerQuestion: 3, negativeMarks: 1 }]);
    form = updateSectionMarking(form, 0, { marksPerQuestion: 2, negativeMarks: 0 });
    const sectionOf = (id: string) => ({ a: QA, b: QA, c: CK })[id] as Section | undefined;
    expect(totalMarksFor(form, sectionOf)).toBe('7');
    // A question the form has not seen leaves the total as the admin typed it.
    expect(totalMarksFor({ ...form, questionIds: ['a', 'ghost'] }, sectionOf)).toBe(form.totalMarks);
    // Without section marks it is the spec's marks × questions.
    expect(totalMarksFor({ ...filled(), questionIds: ['a', 'b'], totalQuestions: '2' }, sectionOf)).toBe('6');
  });
});
