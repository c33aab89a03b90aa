import { z } from 'zod';
import { answerKeyRuling, resultRevision } from './answer-key';
import { attemptStatus } from './attempts';
import { section, testMode, testType } from './catalog';
import {
  ANSWER_KEY_DECISIONS,
  ANSWERS,
  CBT_STATES,
  DIFFICULTIES,
  GRADES,
  LANGUAGES,
  OUTCOMES,
  REPORT_REASONS,
} from './constants';
import { examType } from './enums';
import { eventEnvelope } from './events';
import { liveAttemptRef } from './live-mocks';
import { NOT_BLANK } from './text-rules';

export type Grade = (typeof GRADES)[number];
export function gradeFor(percentage: number): Grade {
  if (percentage >= 80) return 'Excellent';
  if (percentage >= 60) return 'Good';
  if (percentage >= 40) return 'Average';
  return 'Needs Improvement';
}

export type Outcome = (typeof OUTCOMES)[number];

const answerOrNull = z.enum(ANSWERS).nullable();

export const sectionResult = z.object({
  section,
  label: z.string(),
  totalQuestions: z.number().int(),
  attempted: z.number().int(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  unattempted: z.number().int(),
  score: z.number(),
  totalMarks: z.number(),
  /** correct / attempted × 100, 0 when nothing was attempted. */
  accuracy: z.number(),
  /** Seconds spent on the section's questions. */
  timeSpent: z.number(),
  belowCutoff: z.boolean(),
});
export type SectionResult = z.infer<typeof sectionResult>;

/** One scored answer (the result's `questionAttempts`). */
export const scoredAnswer = z.object({
  questionId: z.string(),
  section,
  selectedAnswer: answerOrNull,
  attemptStatus,
  timeSpent: z.number(),
  correctAnswer: answerOrNull,
  /** null when unattempted. */
  isCorrect: z.boolean().nullable(),
  marksAwarded: z.number(),
  outcome: z.enum(OUTCOMES),
  /** The palette state at submission (exam-rules.ts cbtStateOf); absent on older results. */
  cbtState: z.enum(CBT_STATES).optional(),
  /** Whether the answer was scored: false for an answered-and-marked one under a scheme that does not evaluate those. */
  evaluated: z.boolean().optional(),
});
export type ScoredAnswer = z.infer<typeof scoredAnswer>;

/** Time used in a timed block against its limit (limit includes compensatory time). */
export const sectionTime = z.object({
  section,
  sections: z.array(section),
  limitSeconds: z.number(),
  usedSeconds: z.number(),
});
export type SectionTime = z.infer<typeof sectionTime>;

/** Analysis no anchor gives (services/results; docs/results-analysis.md). */
export const resultAnalysis = z.object({
  /** First answer chosen against the final one, for questions answered at least twice differently. */
  answerChanges: z.object({
    wrongToRight: z.number().int(),
    rightToWrong: z.number().int(),
    wrongToWrong: z.number().int(),
  }),
  /** Questions answered and marked for review at submission: how many were right. */
  markedForReview: z.object({
    answered: z.number().int(),
    correct: z.number().int(),
    accuracy: z.number().nullable(),
  }),
  /** Seconds per question against the median of everyone who sat the test (null until others have). */
  timeVsMedian: z.array(
    z.object({ questionId: z.string(), timeSpent: z.number(), medianTimeSpent: z.number().nullable() }),
  ),
  /** Marks a blind guess is worth on average under this scheme, next to the student's accuracy on guesses. */
  guessing: z.object({
    expectedMarksPerBlindGuess: z.number(),
    guesses: z.number().int(),
    guessAccuracy: z.number().nullable(),
    /** How a guess is recognised (shown on the page). */
    basis: z.string(),
  }),
});
export type ResultAnalysis = z.infer<typeof resultAnalysis>;

/** A live mock sat in several shifts, scored by SSC's equipercentile normalisation. */
export const normalisedScore = z.object({
  rawScore: z.number(),
  normalisedScore: z.number(),
  /** The taker's shift (a live mock of the group). */
  shiftLiveMockId: z.string(),
  shiftLabel: z.string(),
  /** Percentile within the shift, 2 decimals. */
  shiftPercentile: z.number(),
});
export type NormalisedScore = z.infer<typeof normalisedScore>;

export const topRanker = z.object({ rank: z.number().int(), displayName: z.string(), score: z.number() });
export type TopRanker = z.infer<typeof topRanker>;

/** From the test's real score distribution (first attempts only). */
export const rankPredictor = z.object({
  /** Score buckets, low to high: how many ranked candidates scored in [from, to). */
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  /** The rank a score would get today, at a few score levels including the student's. */
  predictions: z.array(z.object({ score: z.number(), rank: z.number().int(), percentile: z.number() })),
});
export type RankPredictor = z.infer<typeof rankPredictor>;

/** GET /api/test-results/{attemptId} once scored (200). */
export const testResult = z.object({
  id: z.string(),
  attemptId: z.string(),
  userId: z.string(),
  testId: z.string(),
  title: z.string(),
  testType,
  examType,
  attemptNumber: z.number().int(),
  /** True for the student's first attempt at the test: the one that takes a place in the ranking. */
  countsForRank: z.boolean(),
  startedAt: z.string(),
  submittedAt: z.string(),
  /** Minutes, decimal. */
  durationTaken: z.number(),
  durationMinutes: z.number(),
  marksPerQuestion: z.number(),
  negativeMarks: z.number(),
  /** Numeric string (spec section 3), e.g. "37.5". */
  totalScore: z.string(),
  score: z.number(),
  totalMarks: z.number(),
  /** score / totalMarks × 100 (0 when totalMarks is 0), 2 decimals. */
  percentage: z.number(),
  grade: z.enum(GRADES),
  totalQuestions: z.number().int(),
  attempted: z.number().int(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  unattempted: z.number().int(),
  accuracy: z.number(),
  /**
   * An attempt at a live mock: rank, rankTotal (the live takers), percentile, top rankers and
   * predictor are then among the mock's live takers, not the test's ranking.
   */
  liveMock: liveAttemptRef.optional(),
  /** Live: computed at read time from the test's ranking (or the live mock's, see liveMock). */
  rank: z.number().int(),
  rankTotal: z.number().int(),
  /** 2 decimals. */
  percentile: z.number(),
  topRankers: z.array(topRanker),
  rankPredictor,
  sections: z.array(sectionResult),
  questionAttempts: z.array(scoredAnswer),
  computedAt: z.string(),
  /** How the test was sat, block times, extra time, analysis (absent on older results). */
  mode: testMode.optional(),
  sectionTimes: z.array(sectionTime).optional(),
  compensatoryMinutes: z.number().optional(),
  analysis: resultAnalysis.optional(),
  /** A live mock in several shifts: rank and percentile above are then among all shifts by this score. */
  normalised: normalisedScore.optional(),
  /** Answer-key revisions applied to this result, oldest first (absent or empty: none). */
  revisions: z.array(resultRevision).optional(),
});
export type TestResult = z.infer<typeof testResult>;

/** GET /api/test-results/{attemptId} while the attempt is being scored (202). */
export const resultProcessing = z.object({
  status: z.literal('processing'),
  attemptId: z.string(),
  /** Scoring failed for good and waits for an operator: the page says so instead of a bare spinner. */
  delayed: z.boolean(),
});
export type ResultProcessing = z.infer<typeof resultProcessing>;

/** One solution card (spec section 3: solution item). */
export const solutionItem = z.object({
  questionId: z.string(),
  section,
  difficulty: z.enum(DIFFICULTIES),
  questionTextEnglish: z.string().nullable(),
  questionTextHindi: z.string().nullable(),
  imageUrl: z.string().nullable(),
  optionAEnglish: z.string().nullable(),
  optionBEnglish: z.string().nullable(),
  optionCEnglish: z.string().nullable(),
  optionDEnglish: z.string().nullable(),
  optionAHindi: z.string().nullable(),
  optionBHindi: z.string().nullable(),
  optionCHindi: z.string().nullable(),
  optionDHindi: z.string().nullable(),
  optionAImageUrl: z.string().nullable(),
  optionBImageUrl: z.string().nullable(),
  optionCImageUrl: z.string().nullable(),
  optionDImageUrl: z.string().nullable(),
  correctAnswer: answerOrNull,
  selectedAnswer: answerOrNull,
  attemptStatus,
  explanationEnglish: z.string().nullable(),
  explanationHindi: z.string().nullable(),
  timeSpent: z.number(),
  /** Marks awarded for this question (+marksPerQuestion, −negativeMarks or 0). */
  marks: z.number(),
  marksPerQuestion: z.number(),
  negativeMarks: z.number(),
  isCorrect: z.boolean().nullable(),
  outcome: z.enum(OUTCOMES),
  bookmarked: z.boolean(),
  /** Every option scored as correct after an answer-key revision (absent: just correctAnswer). */
  acceptedAnswers: z.array(z.enum(ANSWERS)).optional(),
  /** The question was dropped for this taker: full marks whatever was answered. */
  dropped: z.boolean().optional(),
  /** The latest answer-key ruling on the question, if any. */
  ruling: answerKeyRuling.optional(),
});
export type SolutionItem = z.infer<typeof solutionItem>;

/** GET /api/test-solutions/{attemptId}: {solutions, attempt} (spec section 3). */
export const solutionsResponse = z.object({
  solutions: z.array(solutionItem),
  attempt: z.object({
    id: z.string(),
    testId: z.string(),
    title: z.string(),
    testType,
    totalScore: z.string(),
    totalMarks: z.number(),
    percentage: z.number(),
    submittedAt: z.string(),
    durationTaken: z.number(),
    sections: z.array(section),
  }),
});
export type SolutionsResponse = z.infer<typeof solutionsResponse>;

/** A completed attempt in lists (dashboard, /tests, GET /api/user-attempts). */
export const userAttempt = z.object({
  id: z.string(),
  testId: z.string(),
  title: z.string(),
  testType,
  examType,
  attemptNumber: z.number().int(),
  startedAt: z.string(),
  submittedAt: z.string(),
  isCompleted: z.literal(true),
  /** Numeric string; null while being scored. */
  totalScore: z.string().nullable(),
  totalMarks: z.number(),
  percentage: z.number().nullable(),
  status: z.enum(['SCORED', 'PROCESSING']),
});
export type UserAttempt = z.infer<typeof userAttempt>;

/** GET /api/user-attempts: all types, or one (absent means all; any other value is a 400). */
export const userAttemptsQuery = z.object({ testType: testType.optional() });

/** GET /api/dashboard-stats (spec section 3). */
export const dashboardStats = z.object({
  attemptCounts: z.object({
    FULL_LENGTH: z.number().int(),
    PREVIOUS_YEAR: z.number().int(),
    SECTIONAL: z.number().int(),
    CHAPTER_WISE: z.number().int(),
    MINI_QUIZ: z.number().int(),
  }),
  /** Average percentage over scored attempts, 1 decimal (0 with none). */
  avgScore: z.number(),
  recentAttempts: z.array(
    z.object({
      id: z.string(),
      testId: z.string(),
      title: z.string(),
      testType,
      submittedAt: z.string(),
      startedAt: z.string(),
      totalScore: z.string().nullable(),
      totalMarks: z.number(),
      percentage: z.number().nullable(),
    }),
  ),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

/** The question a bookmark or a report names, and the attempt it was seen in. */
const questionRef = {
  questionId: z
    .string()
    .trim()
    .min(1, 'questionId is required')
    .regex(NOT_BLANK, 'questionId is required')
    .max(100),
  attemptId: z.string().trim().max(100).optional(),
};

/** Save on the solutions screen: the student's bookmarked questions. */
export const bookmarkRequest = z.object(questionRef);
export const bookmark = z.object({
  questionId: z.string(),
  attemptId: z.string().nullable(),
  createdAt: z.string(),
});
export type Bookmark = z.infer<typeof bookmark>;

/** Report on the solutions screen: a problem with a question, for admins. */
export const reportRequest = z.object({
  ...questionRef,
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
  details: z.string().trim().max(1000, 'details must be at most 1000 characters').optional(),
});
export type ReportRequest = z.infer<typeof reportRequest>;
export const questionReport = z.object({
  id: z.string(),
  questionId: z.string(),
  attemptId: z.string().nullable(),
  userId: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
});
export type QuestionReport = z.infer<typeof questionReport>;

/** A scoring message or job that can never succeed, kept with its reason for admins. */
export const deadLetter = z.object({
  id: z.string(),
  source: z.enum(['kafka', 'scoring-job', 'revision-job']),
  attemptId: z.string().nullable(),
  reason: z.string(),
  attempts: z.number().int(),
  payload: z.unknown(),
  createdAt: z.string(),
});
export type DeadLetter = z.infer<typeof deadLetter>;

/** The id of a dead letter in a path (ids carry their source, e.g. `scoring-job:{attemptId}`). */
export const deadLetterId = z
  .string()
  .trim()
  .min(1, 'id is required')
  .regex(NOT_BLANK, 'id is required')
  .max(300, 'id is too long');

/** POST /api/admin/dead-letters/{id}/retry (202): the scoring job is queued again, the letter removed. */
export const deadLetterRetry = z.object({ id: z.string(), status: z.literal('queued') });
export type DeadLetterRetry = z.infer<typeof deadLetterRetry>;

/** Internal: GET /internal/users/display-names?ids= on auth. */
export const displayNames = z.object({ names: z.record(z.string(), z.string()) });

/** Published on `results.v1` (key = attempt id) when an attempt is scored. */
export const resultComputedData = z.object({
  attemptId: z.string(),
  userId: z.string(),
  testId: z.string(),
  testType,
  score: z.number(),
  totalMarks: z.number(),
  percentage: z.number(),
  countsForRank: z.boolean(),
  computedAt: z.iso.datetime(),
});
/**
 * Published on `results.v1` (key = test id) when an admin revises a question's answer key
 * (docs/answer-key.md, "Revisions and re-scoring"); every scored attempt of the test holding the
 * question is then re-scored.
 */
export const answerKeyRevisedData = z.object({
  revisionId: z.string(),
  testId: z.string(),
  questionId: z.string(),
  questionNumber: z.number().int(),
  decision: z.enum(ANSWER_KEY_DECISIONS),
  correctAnswers: z.array(z.enum(ANSWERS)),
  language: z.enum(LANGUAGES).nullable(),
  note: z.string(),
  decidedAt: z.iso.datetime(),
});
export type AnswerKeyRevisedData = z.infer<typeof answerKeyRevisedData>;

export const resultEvents = {
  ResultComputed: eventEnvelope('ResultComputed', 1, resultComputedData),
  AnswerKeyRevised: eventEnvelope('AnswerKeyRevised', 1, answerKeyRevisedData),
} as const;
