import { type Section, type TestInput, testInput } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { FULL_LENGTH_MESSAGE, resolveTestInput } from './test-rules';

const MAIN: Section[] = [
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'ENGLISH_COMPREHENSION',
  'GENERAL_AWARENESS',
];

const input = (overrides: Partial<Record<keyof TestInput, unknown>> = {}): TestInput =>
  testInput.parse({
    title: 'Mock 1',
    testType: 'SECTIONAL',
    examType: 'SSC_CGL',
    section: 'QUANTITATIVE_APTITUDE',
    sections: ['QUANTITATIVE_APTITUDE'],
    durationMinutes: 60,
    totalQuestions: 2,
    marksPerQuestion: 2,
    negativeMarks: 0.5,
    totalMarks: 4,
    questionIds: ['q1', 'q2'],
    ...overrides,
  });

const sections = (entries: [string, Section][]) => new Map(entries);

function failure(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    return err as { status: number; message: string; issues?: { path: string }[] };
  }
  throw new Error('expected a validation error');
}

describe('resolveTestInput', () => {
  it('stores questionSections mirroring questionIds and keeps a sectional test its section', () => {
    const resolved = resolveTestInput(
      input({ questionIds: ['q2', 'q1'] }),
      sections([
        ['q1', 'QUANTITATIVE_APTITUDE'],
        ['q2', 'GENERAL'],
      ]),
    );
    expect(resolved.questionIds).toEqual(['q2', 'q1']);
    expect(resolved.questionSections).toEqual(['GENERAL', 'QUANTITATIVE_APTITUDE']);
    expect(resolved.section).toBe('QUANTITATIVE_APTITUDE');
    expect(resolved.negativeMarks).toBe(0.5);
  });

  it('names missing question ids, at most five of them (409: the bank, not the body, decides)', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const err = failure(() => resolveTestInput(input({ questionIds: ids, totalQuestions: 7 }), new Map()));
    expect(err.status).toBe(409);
    expect(err.message).toBe('questionIds: 7 selected question(s) do not exist: a, b, c, d, e and 2 more');
    expect(err.issues?.[0]?.path).toBe('questionIds');
  });

  it('requires as many questions as totalQuestions', () => {
    const err = failure(() =>
      resolveTestInput(
        input({ totalQuestions: 3 }),
        sections([
          ['q1', 'GENERAL'],
          ['q2', 'GENERAL'],
        ]),
      ),
    );
    expect(err.message).toBe('totalQuestions is 3 but 2 questions are selected');
  });

  describe('full-length tests', () => {
    const fourSections = sections(MAIN.map((s, i) => [`q${i}`, s]));
    const full = (overrides: Partial<Record<keyof TestInput, unknown>> = {}) =>
      input({
        testType: 'FULL_LENGTH',
        section: 'GENERAL_AWARENESS',
        sections: MAIN,
        questionIds: ['q0', 'q1', 'q2', 'q3'],
        totalQuestions: 4,
        ...overrides,
      });

    it('accept questions from all four sections and drop a single section', () => {
      const resolved = resolveTestInput(full(), fourSections);
      expect(resolved.questionSections).toEqual(MAIN);
      expect(resolved.section).toBeNull();
    });

    it('must list all four sections', () => {
      const err = failure(() => resolveTestInput(full({ sections: MAIN.slice(0, 3) }), fourSections));
      expect(err.message).toContain(FULL_LENGTH_MESSAGE);
      expect(err.message).toContain('General Awareness');
    });

    it('must include questions from all four sections', () => {
      const err = failure(() =>
        resolveTestInput(
          full(),
          sections([
            ['q0', 'QUANTITATIVE_APTITUDE'],
            ['q1', 'QUANTITATIVE_APTITUDE'],
            ['q2', 'ENGLISH_COMPREHENSION'],
            ['q3', 'GENERAL_AWARENESS'],
          ]),
        ),
      );
      expect(err.message).toBe(`${FULL_LENGTH_MESSAGE} (no questions from General Intelligence & Reasoning)`);
      expect(err.status).toBe(409);
    });
  });

  it('does not apply the four-section rule to previous-year papers', () => {
    const resolved = resolveTestInput(
      input({ testType: 'PREVIOUS_YEAR', sections: [] }),
      sections([
        ['q1', 'GENERAL'],
        ['q2', 'GENERAL'],
      ]),
    );
    expect(resolved.section).toBeNull();
  });
});
