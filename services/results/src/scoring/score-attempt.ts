import {
  type Answer,
  type AnswerSheetRow,
  type AttemptSubmittedData,
  cbtStateOf,
  gradeFor,
  isEvaluated,
  type LANGUAGES,
  type Outcome,
  type ScoredAnswer,
  SECTION_CUTOFF_RATIO,
  SECTION_LABELS,
  type Section,
  type SectionResult,
  type TestResult,
} from '@ssc/contracts';
import {
  answerChanges,
  expectedMarksPerBlindGuess,
  finalAnswer,
  markedForReview,
  timeAnalysis,
} from '../analysis/result-analysis';
import { type Scheme, schemeFor } from './marking-scheme';
import { sectionTimes } from './section-times';

/** What a result page computes when it is read: the ranking moves as more candidates finish. */
export type LiveField = 'rank' | 'rankTotal' | 'percentile' | 'topRankers' | 'rankPredictor';
/**
 * What a stored result keeps beyond the page's fields, so an answer-key revision can re-score it
 * exactly from what is stored (revisions/rulings.ts); never sent to a client (result-view.ts).
 */
export type ScoringExtras = {
  /** The attempt's frozen marking: per-section marks and whether answered-and-marked ones count. */
  marking?: { sectionMarking: readonly MarkingBySection[]; evaluateAnsweredAndMarked: boolean };
  /** First answers that differ from the final one (the answer-change analysis). */
  firstAnswers?: Record<string, Answer>;
  /** The language the paper was read in, when the attempt recorded it. */
  language?: (typeof LANGUAGES)[number];
  /** The key the attempt was scored with, for each question an answer-key ruling touched. */
  keyAsSat?: Record<string, Answer | null>;
};
type MarkingBySection = { section: Section; marksPerQuestion: number; negativeMarks: number };
export const EXTRA_FIELDS = ['marking', 'firstAnswers', 'language', 'keyAsSat'] as const;

/** The scored attempt as stored: everything but the live ranking fields. */
export type ScoredResult = Omit<TestResult, LiveField> & ScoringExtras;

/** Correct answer per question id; a question missing here was deleted from the bank. */
export type AnswerKey = ReadonlyMap<string, Answer>;

/** Two decimals, for marks and percentages (negative marks may not be binary fractions). */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

export const ratio = (part: number, whole: number): number => (whole > 0 ? round2((part / whole) * 100) : 0);

/** An answer counts only when one is selected and the status says answered (spec section 4). */
export const isAnswered = (row: AnswerSheetRow): boolean =>
  row.selectedAnswer !== null &&
  row.attemptStatus !== 'NOT_ATTEMPTED' &&
  row.attemptStatus !== 'MARKED_FOR_REVIEW';

/**
 * One row of the answer sheet against the key, with its section's frozen marking scheme:
 * correct +marksPerQuestion, wrong −negativeMarks, unanswered 0. An answered-and-marked row
 * under a scheme that does not evaluate those (`evaluateAnsweredAndMarked: false`) scores 0 as
 * unattempted with `evaluated: false`; a mark alone is never scored. A question the bank no
 * longer has cannot be judged: it scores as unattempted with no correct answer. `cbtState` is
 * the palette state at submission (an older row without `visited` counts as opened when time
 * was spent on it).
 */
export function scoreAnswer(
  row: AnswerSheetRow,
  correctAnswer: Answer | null,
  scheme: Scheme,
  evaluateAnsweredAndMarked = true,
): ScoredAnswer {
  const evaluated = isAnswered(row) && isEvaluated(row.attemptStatus, evaluateAnsweredAndMarked);
  const judged = correctAnswer !== null && evaluated;
  const isCorrect = judged ? row.selectedAnswer === correctAnswer : null;
  const outcome: Outcome = isCorrect === null ? 'unattempted' : isCorrect ? 'correct' : 'incorrect';
  const marksAwarded =
    outcome === 'correct' ? scheme.marksPerQuestion : outcome === 'incorrect' ? -scheme.negativeMarks : 0;
  return {
    questionId: row.questionId,
    section: row.section,
    selectedAnswer: row.selectedAnswer,
    attemptStatus: row.attemptStatus,
    timeSpent: row.timeSpent,
    correctAnswer,
    isCorrect,
    marksAwarded,
    outcome,
    cbtState: cbtStateOf({ attemptStatus: row.attemptStatus, visited: row.visited ?? row.timeSpent > 0 }),
    evaluated,
  };
}

export type Tally = { total: number; correct: number; incorrect: number; score: number; timeSpent: number };

export function tally(answers: readonly ScoredAnswer[]): Tally {
  const t: Tally = { total: 0, correct: 0, incorrect: 0, score: 0, timeSpent: 0 };
  for (const a of answers) {
    t.total += 1;
    if (a.outcome === 'correct') t.correct += 1;
    if (a.outcome === 'incorrect') t.incorrect += 1;
    t.score += a.marksAwarded;
    t.timeSpent += a.timeSpent;
  }
  return t;
}

/**
 * Per section, in the order the sections first appear in the test; a section's total marks are
 * its questions at its own marks (`marksPerQuestion` as a number: the same for every section).
 */
export function sectionResults(
  answers: readonly ScoredAnswer[],
  marksPerQuestion: number | ((section: Section) => number),
): SectionResult[] {
  const marksOf = typeof marksPerQuestion === 'number' ? () => marksPerQuestion : marksPerQuestion;
  const bySection = new Map<Section, ScoredAnswer[]>();
  for (const a of answers) {
    const list = bySection.get(a.section) ?? [];
    list.push(a);
    bySection.set(a.section, list);
  }
  return [...bySection].map(([section, rows]) => {
    const t = tally(rows);
    const attempted = t.correct + t.incorrect;
    const score = round2(t.score);
    const totalMarks = round2(t.total * marksOf(section));
    return {
      section,
      label: SECTION_LABELS[section],
      totalQuestions: t.total,
      attempted,
      correct: t.correct,
      incorrect: t.incorrect,
      unattempted: t.total - attempted,
      score,
      totalMarks,
      accuracy: ratio(t.correct, attempted),
      timeSpent: t.timeSpent,
      belowCutoff: score < totalMarks * SECTION_CUTOFF_RATIO,
    };
  });
}

/** Scores a submitted attempt on the server; client-sent scores never reach here. */
export function scoreAttempt(sheet: AttemptSubmittedData, key: AnswerKey, computedAt: Date): ScoredResult {
  const { test } = sheet;
  const schemeOf = schemeFor(test);
  const evaluateMarked = test.evaluateAnsweredAndMarked ?? true;
  const questionAttempts = sheet.answers.map((row) =>
    scoreAnswer(row, key.get(row.questionId) ?? null, schemeOf(row.section), evaluateMarked),
  );
  const t = tally(questionAttempts);
  const attempted = t.correct + t.incorrect;
  const score = round2(t.score);
  // Per-section marks: the paper's total is its questions at their own marks.
  const totalMarks = test.sectionMarking?.length
    ? round2(questionAttempts.reduce((sum, a) => sum + schemeOf(a.section).marksPerQuestion, 0))
    : test.totalMarks;
  const percentage = ratio(score, totalMarks);
  const firstAnswers: Record<string, Answer> = {};
  for (const row of sheet.answers) {
    // Only these count in the answer-change analysis (a first answer equal to the final one is no change).
    if (row.firstAnswer && row.firstAnswer !== finalAnswer({ ...row, correctAnswer: null }))
      firstAnswers[row.questionId] = row.firstAnswer;
  }
  return {
    id: sheet.attemptId,
    attemptId: sheet.attemptId,
    userId: sheet.userId,
    testId: sheet.testId,
    title: test.title,
    testType: test.testType,
    examType: test.examType,
    attemptNumber: sheet.attemptNumber,
    countsForRank: sheet.attemptNumber === 1,
    ...(sheet.liveMock ? { liveMock: sheet.liveMock } : {}),
    startedAt: sheet.startedAt,
    submittedAt: sheet.submittedAt,
    durationTaken: sheet.durationTaken,
    durationMinutes: test.durationMinutes,
    marksPerQuestion: test.marksPerQuestion,
    negativeMarks: test.negativeMarks,
    totalScore: String(score),
    score,
    totalMarks,
    percentage,
    grade: gradeFor(percentage),
    totalQuestions: t.total,
    attempted,
    correct: t.correct,
    incorrect: t.incorrect,
    unattempted: t.total - attempted,
    accuracy: ratio(t.correct, attempted),
    sections: sectionResults(questionAttempts, (section) => schemeOf(section).marksPerQuestion),
    questionAttempts,
    computedAt: computedAt.toISOString(),
    mode: test.mode ?? 'PRACTICE',
    sectionTimes: sectionTimes(sheet, questionAttempts),
    compensatoryMinutes: sheet.compensatoryMinutes ?? 0,
    marking: {
      sectionMarking: (test.sectionMarking ?? []).map(({ section, marksPerQuestion, negativeMarks }) => ({
        section,
        marksPerQuestion,
        negativeMarks,
      })),
      evaluateAnsweredAndMarked: evaluateMarked,
    },
    firstAnswers,
    ...(sheet.language ? { language: sheet.language } : {}),
    // Medians are not known while scoring: the result page fills them in (time-medians.ts).
    analysis: {
      answerChanges: answerChanges(
        questionAttempts,
        new Map(sheet.answers.map((row) => [row.questionId, row.firstAnswer ?? null])),
      ),
      markedForReview: markedForReview(questionAttempts),
      ...timeAnalysis(questionAttempts, new Map(), expectedMarksPerBlindGuess(questionAttempts, schemeOf)),
    },
  };
}
