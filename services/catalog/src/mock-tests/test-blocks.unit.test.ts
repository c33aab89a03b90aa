import { type Section, type TestInput, testInput } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { blockOrder, checkJoinsBlock } from './test-blocks';
import { resolveTestInput } from './test-rules';

const QA: Section = 'QUANTITATIVE_APTITUDE';
const GI: Section = 'GENERAL_INTELLIGENCE';
const EN: Section = 'ENGLISH_COMPREHENSION';
const GA: Section = 'GENERAL_AWARENESS';
const CK: Section = 'COMPUTER_KNOWLEDGE';

/** Five questions: q0 QA, q1 EN, q2 GI, q3 GA, q4 CK — deliberately not in block order. */
const bank = new Map<string, Section>([
  ['q0', QA],
  ['q1', EN],
  ['q2', GI],
  ['q3', GA],
  ['q4', CK],
]);

const timed = (overrides: Partial<Record<keyof TestInput, unknown>> = {}): TestInput =>
  testInput.parse({
    title: 'Tier-2',
    testType: 'FULL_LENGTH',
    examType: 'SSC_CGL',
    sections: [QA, GI, EN, GA, CK],
    durationMinutes: 135,
    totalQuestions: 5,
    marksPerQuestion: 3,
    negativeMarks: 1,
    totalMarks: 15,
    questionIds: ['q0', 'q1', 'q2', 'q3', 'q4'],
    mode: 'CBT',
    sectionTimings: [
      { section: QA, durationMinutes: 60, sections: [QA, GI] },
      { section: EN, durationMinutes: 60, sections: [EN, GA] },
      { section: CK, durationMinutes: 15 },
    ],
    ...overrides,
  });

function failure(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    return err as { status: number; message: string; issues?: { path: string }[] };
  }
  throw new Error('expected a validation error');
}

describe('timed blocks', () => {
  it('accepts disjoint blocks that last the test and hold every question', () => {
    const resolved = resolveTestInput(timed(), bank);
    expect(resolved.sectionTimings).toHaveLength(3);
    expect(resolved.mode).toBe('CBT');
  });

  it('refuses a subject in two blocks', () => {
    const err = failure(() =>
      resolveTestInput(
        timed({
          sectionTimings: [
            { section: QA, durationMinutes: 60, sections: [QA, GI] },
            { section: GI, durationMinutes: 60, sections: [GI, EN, GA] },
            { section: CK, durationMinutes: 15 },
          ],
        }),
        bank,
      ),
    );
    expect(err.status).toBe(400);
    expect(err.message).toBe(
      'sectionTimings: General Intelligence & Reasoning is in more than one timed block',
    );
    expect(err.issues?.[0]?.path).toBe('sectionTimings');
  });

  it('refuses a block whose subjects leave out its own section', () => {
    const err = failure(() =>
      resolveTestInput(
        timed({
          sectionTimings: [
            { section: QA, durationMinutes: 60, sections: [GI] },
            { section: EN, durationMinutes: 60, sections: [EN, GA] },
            { section: CK, durationMinutes: 15 },
          ],
        }),
        bank,
      ),
    );
    expect(err.message).toBe(
      "sectionTimings[0].sections must include the block's section (Quantitative Aptitude)",
    );
  });

  it('requires the blocks to add up to durationMinutes', () => {
    const err = failure(() => resolveTestInput(timed({ durationMinutes: 120 }), bank));
    expect(err.message).toBe(
      'sectionTimings: the timed blocks last 135 minutes in all but durationMinutes is 120',
    );
  });

  it('requires every question to lie in some block, naming the sections left out', () => {
    const err = failure(() =>
      resolveTestInput(
        timed({
          durationMinutes: 120,
          sectionTimings: [
            { section: QA, durationMinutes: 60, sections: [QA, GI] },
            { section: EN, durationMinutes: 60 },
          ],
        }),
        bank,
      ),
    );
    expect(err.message).toBe(
      'sectionTimings: no timed block holds General Awareness (1 question), Computer Knowledge (1 question); add the section to a block',
    );
    expect(err.status).toBe(409);
  });

  it('checks nothing for a test with one clock', () => {
    expect(() => resolveTestInput(timed({ sectionTimings: [], durationMinutes: 7 }), bank)).not.toThrow();
  });
});

describe('blockOrder', () => {
  const timings = timed().sectionTimings;

  it('groups questions by block, stable within a block', () => {
    expect(blockOrder(timings, [QA, EN, GI, GA, CK, QA, GA])).toEqual([0, 2, 5, 1, 3, 6, 4]);
  });

  it('puts a question outside every block last and keeps the test order without blocks', () => {
    expect(blockOrder(timings, [CK, 'GENERAL', QA])).toEqual([2, 0, 1]);
    expect(blockOrder([], [CK, EN, QA])).toEqual([0, 1, 2]);
  });
});

describe('checkJoinsBlock', () => {
  it('lets a question join a test only through a block that holds its section', () => {
    const timings = timed().sectionTimings;
    expect(() => checkJoinsBlock(timings, GA)).not.toThrow();
    expect(() => checkJoinsBlock([], 'GENERAL')).not.toThrow();
    expect(() => checkJoinsBlock(timings.slice(0, 2), CK)).toThrow(
      "The test's timed blocks do not include Computer Knowledge",
    );
  });
});
