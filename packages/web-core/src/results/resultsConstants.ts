import type { REPORT_REASONS as ContractReasons } from '@ssc/contracts';

/*
 * Copies of small result constants in @ssc/contracts (importing the values would pull zod into the
 * browser bundle); resultsConstants.unit.test.ts fails if they drift.
 */

export type ReportReason = (typeof ContractReasons)[number];

export const REPORT_REASONS: readonly ReportReason[] = [
  'WRONG_ANSWER',
  'WRONG_QUESTION',
  'TYPO',
  'TRANSLATION',
  'IMAGE',
  'OTHER',
];

export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  WRONG_ANSWER: 'The correct answer is wrong',
  WRONG_QUESTION: 'The question or options are wrong',
  TYPO: 'Typo or formatting problem',
  TRANSLATION: 'Hindi translation problem',
  IMAGE: 'Image missing or unclear',
  OTHER: 'Something else',
};

/** "Below cutoff" when a section's marks are under 30 % of its total (spec section 9). */
export const SECTION_CUTOFF_RATIO = 0.3;
