import type { AttemptTest, Section } from '@ssc/contracts';

/** Marks for one question: + for right, − for wrong. */
export type Scheme = { marksPerQuestion: number; negativeMarks: number };

/**
 * The marks of a question of `section` under the attempt's frozen test: the test's own, unless
 * `sectionMarking` overrides them for that section (issue 15: CGL Tier-2's computer module, MTS's
 * two sessions).
 */
export function schemeFor(test: Pick<AttemptTest, 'marksPerQuestion' | 'negativeMarks' | 'sectionMarking'>) {
  const bySection = new Map<Section, Scheme>(
    (test.sectionMarking ?? []).map((m) => [
      m.section,
      { marksPerQuestion: m.marksPerQuestion, negativeMarks: m.negativeMarks },
    ]),
  );
  const base: Scheme = { marksPerQuestion: test.marksPerQuestion, negativeMarks: test.negativeMarks };
  return (section: Section): Scheme => bySection.get(section) ?? base;
}

/** Options per question: every question in the bank has A–D. */
export const OPTIONS = 4;

/**
 * What a blind guess is worth on average: right one time in four (+m), wrong three times (−n),
 * so (m − 3n) / 4. CGL Tier-1 (+2/−0.5): +0.125; CGL Tier-2 (+3/−1): 0.
 */
export const blindGuessValue = (s: Scheme): number =>
  (s.marksPerQuestion - (OPTIONS - 1) * s.negativeMarks) / OPTIONS;
