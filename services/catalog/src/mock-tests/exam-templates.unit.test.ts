import { testInput, testTemplate } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { EXAM_TEMPLATES } from './exam-templates';
import { expectedTotalMarks } from './test-marking';
import { resolveTestInput } from './test-rules';

/** A template filled with made-up questions in its own section order, as an admin or the seed would. */
function filled(template: (typeof EXAM_TEMPLATES)[number]) {
  const { id: _id, name: _n, source: _s, note: _note, questionsPerSection, ...fields } = template;
  const sections = new Map<string, (typeof questionsPerSection)[number]['section']>();
  for (const { section, questions } of questionsPerSection) {
    for (let i = 0; i < questions; i++) sections.set(`${section}-${i}`, section);
  }
  return { input: testInput.parse({ ...fields, questionIds: [...sections.keys()] }), sections };
}

const byId = new Map(EXAM_TEMPLATES.map((t) => [t.id, t]));

describe('exam templates', () => {
  it('pass the contract, name a source and have unique ids, all in CBT mode', () => {
    expect(byId.size).toBe(EXAM_TEMPLATES.length);
    for (const t of EXAM_TEMPLATES) {
      expect(testTemplate.parse(t), t.id).toEqual(t);
      expect(t.source, t.id).toMatch(/SSC notice/);
      expect(t.mode, t.id).toBe('CBT');
    }
  });

  it('speak to aspirants in their notes and descriptions: no field names, no talk of the seed', () => {
    for (const t of EXAM_TEMPLATES) {
      for (const text of [t.note ?? '', t.description ?? '']) {
        expect(text, t.id).not.toMatch(/\b[a-z]+[A-Z]\w*/); // camelCase: a field's name, not a word
        expect(text, t.id).not.toMatch(/\bseed/i);
      }
    }
  });

  it('add up: questions per section, marks under the scheme, block minutes, and pass the server rules', () => {
    for (const t of EXAM_TEMPLATES) {
      const { input, sections } = filled(t);
      expect(input.questionIds.length, t.id).toBe(t.totalQuestions);
      expect(expectedTotalMarks(t, [...sections.values()]), t.id).toBe(t.totalMarks);
      expect(
        t.questionsPerSection.map((q) => q.section),
        t.id,
      ).toEqual(t.sections);
      expect(() => resolveTestInput(input, sections), t.id).not.toThrow();
    }
  });

  it('follow the published patterns', () => {
    const cgl1 = byId.get('ssc-cgl-tier-1');
    expect([cgl1?.totalQuestions, cgl1?.totalMarks, cgl1?.durationMinutes, cgl1?.negativeMarks]).toEqual([
      100, 200, 60, 0.5,
    ]);
    expect(cgl1?.questionsPerSection.map((q) => q.questions)).toEqual([25, 25, 25, 25]);
    const chsl = byId.get('ssc-chsl-tier-1');
    expect([chsl?.totalQuestions, chsl?.totalMarks, chsl?.durationMinutes, chsl?.negativeMarks]).toEqual([
      100, 200, 60, 0.5,
    ]);

    const cgl2 = byId.get('ssc-cgl-tier-2-paper-1');
    expect([cgl2?.marksPerQuestion, cgl2?.negativeMarks]).toEqual([3, 1]);
    expect(cgl2?.sectionTimings.map((b) => [b.sections ?? [b.section], b.durationMinutes])).toEqual([
      [['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'], 60],
      [['ENGLISH_COMPREHENSION', 'GENERAL_AWARENESS'], 60],
      [['COMPUTER_KNOWLEDGE'], 15],
    ]);
    expect(cgl2?.questionsPerSection.map((q) => q.questions)).toEqual([30, 30, 45, 25, 20]);

    const mts = byId.get('ssc-mts');
    expect(mts?.sectionTimings.map((b) => b.durationMinutes)).toEqual([45, 45]);
    const session = (sections: string[]) => {
      const questions = (mts?.questionsPerSection ?? []).filter((q) => sections.includes(q.section));
      const marking = (mts?.sectionMarking ?? []).filter((m) => sections.includes(m.section));
      return {
        questions: questions.reduce((n, q) => n + q.questions, 0),
        marks: questions.reduce((n, q) => n + q.questions * 3, 0),
        negative: [...new Set(marking.map((m) => m.negativeMarks))],
      };
    };
    expect(session(['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE'])).toEqual({
      questions: 40,
      marks: 120,
      negative: [0],
    });
    expect(session(['GENERAL_AWARENESS', 'ENGLISH_COMPREHENSION'])).toEqual({
      questions: 50,
      marks: 150,
      negative: [1],
    });
  });
});
