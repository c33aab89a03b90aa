import { type MarkingScheme, schemeFor } from '@ssc/contracts';

/** Marks for one question: + for right, − for wrong. */
export type Scheme = MarkingScheme;

/** The marks of a question of a section under the attempt's frozen test (contracts' exam-rules). */
export { schemeFor };

/** Options per question: every question in the bank has A–D. */
export const OPTIONS = 4;

/**
 * What a blind guess is worth on average: right one time in four (+m), wrong three times (−n),
 * so (m − 3n) / 4. CGL Tier-1 (+2/−0.5): +0.125; CGL Tier-2 (+3/−1): 0.
 */
export const blindGuessValue = (s: Scheme): number =>
  (s.marksPerQuestion - (OPTIONS - 1) * s.negativeMarks) / OPTIONS;
