import { i18n } from '@lingui/core';
import type { Section, Test } from '@ssc/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { showInterfaceIn } from '../../i18n/interfaceLanguage';
import {
  importantInstructions,
  markingScheme,
  marksText,
  negativeMarkingNote,
  offersLanguageChoice,
  sectionPlan,
  sectionSchemes,
} from './instructionsPlan';

// The page's plain modules are given its translator; the English catalog holds the spec's words.
const _ = (id: string, values?: Record<string, unknown>) => i18n._(id, values);
beforeAll(() => showInterfaceIn('en'));

const test = (over: Partial<Test>): Test =>
  ({
    testType: 'FULL_LENGTH',
    totalQuestions: 100,
    totalMarks: 200,
    sections: [],
    section: null,
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    negativeMarking: 0.5,
    ...over,
  }) as Test;

describe('instructions: test sections', () => {
  it('splits a full-length test into the four sections, a quarter each', () => {
    expect(sectionPlan(test({ totalQuestions: 100 }))).toEqual([
      { section: 'QUANTITATIVE_APTITUDE', questions: 25, marks: 50 },
      { section: 'GENERAL_INTELLIGENCE', questions: 25, marks: 50 },
      { section: 'ENGLISH_COMPREHENSION', questions: 25, marks: 50 },
      { section: 'GENERAL_AWARENESS', questions: 25, marks: 50 },
    ]);
  });

  it('gives a remainder to the first sections so the rows add up', () => {
    const rows = sectionPlan(test({ totalQuestions: 10, marksPerQuestion: 1 }));
    expect(rows.map((r) => r.questions)).toEqual([3, 3, 2, 2]);
    expect(rows.map((r) => r.marks)).toEqual([3, 3, 2, 2]);
  });

  it('assumes 100 questions and 2 marks each when the test does not say', () => {
    const rows = sectionPlan(test({ totalQuestions: 0, marksPerQuestion: 0 }));
    expect(rows.map((r) => r.questions)).toEqual([25, 25, 25, 25]);
    expect(rows.every((r) => r.marks === 50)).toBe(true);
  });

  it("lists other tests' own sections", () => {
    expect(
      sectionPlan(
        test({ testType: 'SECTIONAL', sections: ['GENERAL_AWARENESS'], totalQuestions: 20, totalMarks: 40 }),
      ),
    ).toEqual([{ section: 'GENERAL_AWARENESS', questions: 20, marks: 40 }]);
    expect(
      sectionPlan(
        test({
          testType: 'CHAPTER_WISE',
          section: 'QUANTITATIVE_APTITUDE',
          totalQuestions: 15,
          totalMarks: 15,
        }),
      ),
    ).toEqual([{ section: 'QUANTITATIVE_APTITUDE', questions: 15, marks: 15 }]);
    expect(sectionPlan(test({ testType: 'MINI_QUIZ', totalQuestions: 5, totalMarks: 5 }))[0]?.section).toBe(
      'GENERAL',
    );
    expect(
      sectionPlan(
        test({ testType: 'PREVIOUS_YEAR', sections: ['QUANTITATIVE_APTITUDE', 'GENERAL_AWARENESS'] }),
      ),
    ).toEqual([
      { section: 'QUANTITATIVE_APTITUDE', questions: null, marks: null },
      { section: 'GENERAL_AWARENESS', questions: null, marks: null },
    ]);
  });
});

describe('instructions: marking and language', () => {
  it('uses the test marks, with the instructions defaults 1 and 0.25 when missing', () => {
    expect(markingScheme({ marksPerQuestion: 2, negativeMarks: 0.5 })).toEqual({
      marksPerQuestion: 2,
      negativeMarks: 0.5,
    });
    expect(markingScheme({ marksPerQuestion: 2, negativeMarks: 0 })).toEqual({
      marksPerQuestion: 2,
      negativeMarks: 0,
    });
    expect(markingScheme({ negativeMarking: 0.33 })).toEqual({ marksPerQuestion: 1, negativeMarks: 0.33 });
    expect(markingScheme({})).toEqual({ marksPerQuestion: 1, negativeMarks: 0.25 });
  });

  it("hides the language choice when the title contains 'english', in any case", () => {
    expect(offersLanguageChoice('SSC CGL Full Mock 1')).toBe(true);
    expect(offersLanguageChoice('English Comprehension Drill')).toBe(false);
    expect(offersLanguageChoice('CHSL ENGLISH sectional')).toBe(false);
  });
});

describe('per-section marking', () => {
  const base = { marksPerQuestion: 3, negativeMarks: 1 };
  const mts = {
    sections: [
      'QUANTITATIVE_APTITUDE',
      'GENERAL_INTELLIGENCE',
      'GENERAL_AWARENESS',
      'ENGLISH_COMPREHENSION',
    ] as Section[],
    sectionMarking: [
      { section: 'QUANTITATIVE_APTITUDE', marksPerQuestion: 3, negativeMarks: 0 },
      { section: 'GENERAL_INTELLIGENCE', marksPerQuestion: 3, negativeMarks: 0 },
      { section: 'GENERAL_AWARENESS', marksPerQuestion: 3, negativeMarks: 1 },
      { section: 'ENGLISH_COMPREHENSION', marksPerQuestion: 3, negativeMarks: 1 },
    ] as const,
  };

  it('lists each section’s marks when they differ, none when one scheme holds', () => {
    const rows = sectionSchemes({ ...mts, sectionMarking: [...mts.sectionMarking] }, base);
    expect(rows.map((r) => [r.section, r.scheme.negativeMarks])).toEqual([
      ['QUANTITATIVE_APTITUDE', 0],
      ['GENERAL_INTELLIGENCE', 0],
      ['GENERAL_AWARENESS', 1],
      ['ENGLISH_COMPREHENSION', 1],
    ]);
    expect(sectionSchemes({ sections: mts.sections, sectionMarking: [] }, base)).toEqual([]);
    const same = mts.sections.map((section) => ({ section, ...base }));
    expect(sectionSchemes({ sections: mts.sections, sectionMarking: same }, base)).toEqual([]);
  });

  it('lists a pattern test’s real questions and marks per section, not quarters', () => {
    const plan = sectionPlan({
      testType: 'FULL_LENGTH',
      totalQuestions: 90,
      totalMarks: 270,
      sections: mts.sections,
      section: null,
      marksPerQuestion: 3,
      negativeMarks: 1,
      sectionMarking: [...mts.sectionMarking],
      sectionTimings: [],
      questionsPerSection: [
        { section: 'QUANTITATIVE_APTITUDE', questions: 20 },
        { section: 'GENERAL_INTELLIGENCE', questions: 20 },
        { section: 'GENERAL_AWARENESS', questions: 25 },
        { section: 'ENGLISH_COMPREHENSION', questions: 25 },
      ],
    });
    expect(plan.map((r) => [r.questions, r.marks])).toEqual([
      [20, 60],
      [20, 60],
      [25, 75],
      [25, 75],
    ]);
  });

  it('says where a wrong answer costs marks and where it does not', () => {
    const rows = sectionSchemes({ ...mts, sectionMarking: [...mts.sectionMarking] }, base);
    expect(negativeMarkingNote(base, rows, _)).toBe(
      'A wrong answer costs 1 mark in General Awareness and English Comprehension; nothing in Quantitative Aptitude and General Intelligence & Reasoning. Unanswered questions cost nothing.',
    );
    expect(negativeMarkingNote(base, [], _)).toBe(
      '1 mark is deducted for each wrong answer. Unanswered questions cost nothing.',
    );
    expect(negativeMarkingNote({ marksPerQuestion: 2, negativeMarks: 0.5 }, [], _)).toBe(
      '0.5 marks are deducted for each wrong answer. Unanswered questions cost nothing.',
    );
    const mixed = rows.map((r, i) => ({ ...r, scheme: { ...r.scheme, negativeMarks: i === 0 ? 0.25 : 2 } }));
    expect(negativeMarkingNote(base, mixed, _)).toMatch(
      /^A wrong answer costs 0\.25 marks in [^;]+; 2 marks in /,
    );
    expect(negativeMarkingNote({ marksPerQuestion: 2, negativeMarks: 0 }, [], _)).toBeNull();
    const free = rows.map((r) => ({ ...r, scheme: { ...r.scheme, negativeMarks: 0 } }));
    expect(negativeMarkingNote(base, free, _)).toBeNull();
  });
});

describe('copy counts', () => {
  it('says mark and minute in the singular for one', () => {
    expect(marksText(1, _)).toBe('1 mark');
    expect(marksText(0.5, _)).toBe('0.5 marks');
    expect(marksText(2, _)).toBe('2 marks');
    expect(importantInstructions(1, false, _)[0]).toMatch(/^The test lasts 1 minute\. /);
    expect(importantInstructions(60, false, _)[0]).toMatch(/^The test lasts 60 minutes\. /);
  });
});
