import { z } from 'zod';
import { ANSWERS } from './constants';

/**
 * Item analysis of a test from first attempts (docs/item-analysis.md), Moodle's quiz statistics
 * and Canvas's per-option point-biserial as references.
 */

/** Flags show only from this many responses on; below, the figures show with a note. */
export const ITEM_FLAGS_MIN_RESPONSES = 30;
export const ITEM_FLAG_THRESHOLDS = { tooEasy: 0.9, tooHard: 0.1, lowDiscrimination: 0.15 } as const;
/** The upper and lower groups are this share of the responses each. */
export const ITEM_GROUP_SHARE = 0.27;

export const ITEM_FLAGS = ['TOO_EASY', 'TOO_HARD', 'LOW_DISCRIMINATION', 'DISTRACTOR_BEATS_KEY'] as const;
export type ItemFlag = (typeof ITEM_FLAGS)[number];

export const itemOptionStats = z.object({
  option: z.enum(ANSWERS),
  isKey: z.boolean(),
  /** How many chose it: overall, in the top 27 % and in the bottom 27 %. */
  count: z.number().int(),
  topCount: z.number().int(),
  bottomCount: z.number().int(),
  /** count / responses. */
  share: z.number(),
  /** Point-biserial of choosing it with the total score; null when nobody or everybody chose it. */
  pointBiserial: z.number().nullable(),
});
export type ItemOptionStats = z.infer<typeof itemOptionStats>;

export const itemQuestionStats = z.object({
  questionId: z.string(),
  /** 1-based position in the test. */
  questionNumber: z.number().int(),
  section: z.string(),
  correctAnswer: z.enum(ANSWERS).nullable(),
  responses: z.number().int(),
  /** Mean marks over maximum marks (with no negative marking: the proportion correct). */
  facility: z.number(),
  /** Point-biserial of the question's marks with the rest-score (total minus this question); null without variance. */
  discrimination: z.number().nullable(),
  /** Upper–lower 27 % index: (correct in the top group − correct in the bottom group) / group size. */
  discriminationIndex: z.number().nullable(),
  unattemptedShare: z.number(),
  /** Seconds; null when no one spent time on it. */
  medianTimeSeconds: z.number().nullable(),
  options: z.array(itemOptionStats),
  /** Empty below ITEM_FLAGS_MIN_RESPONSES responses. */
  flags: z.array(z.enum(ITEM_FLAGS)),
});
export type ItemQuestionStats = z.infer<typeof itemQuestionStats>;

/** GET /api/admin/tests/{id}/item-analysis (JSON; `?format=csv` the question table as CSV). */
export const itemAnalysisReport = z.object({
  testId: z.string(),
  title: z.string(),
  /** When the report was last computed; a test without one answers 404. */
  computedAt: z.string(),
  responses: z.number().int(),
  /** False below ITEM_FLAGS_MIN_RESPONSES: the page shows the figures with a note. */
  flagsShown: z.boolean(),
  /** KR-20 on dichotomous (correct / not) scoring; null without score variance. */
  kr20: z.number().nullable(),
  meanScore: z.number(),
  /** Population standard deviation of the total scores. */
  sdScore: z.number(),
  maxScore: z.number(),
  questions: z.array(itemQuestionStats),
});
export type ItemAnalysisReport = z.infer<typeof itemAnalysisReport>;

/** `?format=csv` answers the question table as CSV; JSON otherwise. */
export const itemAnalysisQuery = z.object({
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional(),
});

export const ITEM_ANALYSIS_MESSAGES = {
  notFound: 'No item analysis for this test yet: it is computed shortly after first attempts are scored',
} as const;
