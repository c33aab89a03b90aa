import { EXAM_TEMPLATES, resolveTestInput } from '@ssc/catalog';
import { EXAM_TYPES, MAIN_SECTIONS, type Section, TEST_TYPES, testInput } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { buildSeedCatalog } from './catalog-seed';

const { questions, tests } = buildSeedCatalog();
const byId = new Map(questions.map((q) => [q.id, q]));
const paperTypes = new Set(['FULL_LENGTH', 'PREVIOUS_YEAR']);
/** The generated practice papers; the real-pattern tests have their own checks below. */
const practice = tests.filter((t) => t.mode === 'PRACTICE');
const patterns = tests.filter((t) => t.id.startsWith('seed-test-pattern-'));

describe('seed mock tests', () => {
  it('pass the test contract unchanged', () => {
    for (const { id, ...t } of tests) {
      expect(id).toMatch(/^seed-test-[a-z0-9-]+$/);
      expect(testInput.parse(t), t.title).toEqual(t);
    }
  });

  it('reference existing, non-repeating questions with consistent counts and marks', () => {
    for (const t of tests) {
      expect(
        t.questionIds.every((id) => byId.has(id)),
        t.title,
      ).toBe(true);
      expect(new Set(t.questionIds).size, t.title).toBe(t.questionIds.length);
      expect(t.questionIds.length, t.title).toBe(t.totalQuestions);
      const marks = t.questionIds.map(
        (id) =>
          t.sectionMarking.find((m) => m.section === byId.get(id)?.section)?.marksPerQuestion ??
          t.marksPerQuestion,
      );
      expect(t.totalMarks, t.title).toBe(marks.reduce((a, b) => a + b, 0));
      expect(t.negativeMarks, t.title).toBeLessThan(t.marksPerQuestion);
    }
  });

  it('give full-length and previous-year papers 25 questions per main section, in section order', () => {
    for (const t of practice.filter((x) => paperTypes.has(x.testType))) {
      expect(t.sections, t.title).toEqual([...MAIN_SECTIONS]);
      expect(t.section, t.title).toBeNull();
      const sections = t.questionIds.map((id) => byId.get(id)?.section);
      expect(sections, t.title).toEqual(MAIN_SECTIONS.flatMap((s) => Array(25).fill(s)));
    }
  });

  it('keep sectional and chapter tests inside one section, and chapter tests inside one topic', () => {
    for (const t of tests.filter((x) => x.testType === 'SECTIONAL' || x.testType === 'CHAPTER_WISE')) {
      expect(t.section, t.title).not.toBeNull();
      expect(t.sections, t.title).toEqual([t.section]);
      expect(
        t.questionIds.every((id) => byId.get(id)?.section === t.section),
        t.title,
      ).toBe(true);
      if (t.testType === 'SECTIONAL') expect(t.totalQuestions, t.title).toBe(25);
      if (t.testType === 'CHAPTER_WISE') {
        expect(t.totalQuestions, t.title).toBeGreaterThanOrEqual(10);
        expect(t.totalQuestions, t.title).toBeLessThanOrEqual(20);
        expect(new Set(t.questionIds.map((id) => byId.get(id)?.topicTags[0])).size, t.title).toBe(1);
      }
    }
  });

  it('make mini quizzes 10 questions in 10 minutes', () => {
    for (const t of tests.filter((x) => x.testType === 'MINI_QUIZ')) {
      expect([t.totalQuestions, t.durationMinutes], t.title).toEqual([10, 10]);
    }
  });

  it('meet the advertised numbers and cover every exam with every test type', () => {
    const count = (type: string) => tests.filter((t) => t.testType === type).length;
    expect(count('FULL_LENGTH')).toBeGreaterThanOrEqual(10);
    expect(count('SECTIONAL')).toBeGreaterThanOrEqual(20);
    expect(count('CHAPTER_WISE')).toBeGreaterThanOrEqual(50);
    expect(count('PREVIOUS_YEAR')).toBeGreaterThanOrEqual(20);
    for (const exam of EXAM_TYPES) {
      for (const type of TEST_TYPES) {
        expect(
          tests.some((t) => t.examType === exam && t.testType === type),
          `${exam} ${type}`,
        ).toBe(true);
      }
    }
  });

  it('use the SSC marking of each exam', () => {
    for (const t of practice) {
      const [marks, negative] = t.examType === 'SSC_MTS' ? [1, 0.25] : [2, 0.5];
      expect([t.marksPerQuestion, t.negativeMarks], t.title).toEqual([marks, negative]);
      if (paperTypes.has(t.testType)) {
        expect([t.totalQuestions, t.durationMinutes], t.title).toEqual([
          100,
          t.examType === 'SSC_MTS' ? 90 : 60,
        ]);
      }
    }
  });

  it('have unique ids and titles and never claim to be an official paper', () => {
    expect(new Set(tests.map((t) => t.id)).size).toBe(tests.length);
    expect(new Set(tests.map((t) => t.title)).size).toBe(tests.length);
    for (const t of tests.filter((x) => x.testType === 'PREVIOUS_YEAR')) {
      expect(t.title).toMatch(/Practice Paper \(Previous Year Pattern\) – Set \d+$/);
    }
    for (const t of tests) expect(`${t.title} ${t.description}`).not.toMatch(/lorem|official paper(?! SSC)/i);
  });

  it('spread questions so papers of one exam share few of them', () => {
    for (const exam of EXAM_TYPES) {
      const papers = practice.filter((t) => t.examType === exam && paperTypes.has(t.testType));
      for (let i = 1; i < papers.length; i++) {
        const previous = new Set(papers[i - 1]?.questionIds);
        const shared = papers[i]?.questionIds.filter((id) => previous.has(id)).length ?? 0;
        expect(shared, papers[i]?.title).toBeLessThanOrEqual(10);
      }
    }
  });

  it('build one CBT example test per real exam pattern, with its blocks, marking and questions per section', () => {
    expect(practice.length + patterns.length).toBe(tests.length);
    expect(patterns.map((t) => t.id)).toEqual(EXAM_TEMPLATES.map((t) => `seed-test-pattern-${t.id}`));
    for (const [i, t] of patterns.entries()) {
      const template = EXAM_TEMPLATES[i] as (typeof EXAM_TEMPLATES)[number];
      expect(t.mode, t.title).toBe('CBT');
      expect([t.durationMinutes, t.totalQuestions, t.totalMarks], t.title).toEqual([
        template.durationMinutes,
        template.totalQuestions,
        template.totalMarks,
      ]);
      expect(t.sectionTimings, t.title).toEqual(template.sectionTimings);
      expect(t.sectionMarking, t.title).toEqual(template.sectionMarking);
      expect(t.description, t.title).toContain('SSC notice');
      const sections = t.questionIds.map((id) => byId.get(id)?.section);
      expect(sections, t.title).toEqual(
        template.questionsPerSection.flatMap((q) => Array(q.questions).fill(q.section)),
      );
      // The catalog's own rules accept it as an admin's test.
      expect(
        () =>
          resolveTestInput(
            testInput.parse(t),
            new Map(t.questionIds.map((id) => [id, byId.get(id)?.section as Section])),
          ),
        t.title,
      ).not.toThrow();
    }
    const tier2 = patterns.find((t) => t.id === 'seed-test-pattern-ssc-cgl-tier-2-paper-1');
    expect(tier2?.questionIds.filter((id) => byId.get(id)?.section === 'COMPUTER_KNOWLEDGE')).toHaveLength(
      20,
    );
  });
});
