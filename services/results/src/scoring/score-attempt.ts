import {
  type Answer,
  type AnswerSheetRow,
  type AttemptSubmittedData,
  gradeFor,
  type Outcome,
  type ScoredAnswer,
  SECTION_CUTOFF_RATIO,
  SECTION_LABELS,
  type Section,
  type SectionResult,
  type TestResult,
} from '@ssc/contracts';

/** What a result page computes when it is read: the ranking moves as more candidates finish. */
export type LiveField = 'rank' | 'rankTotal' | 'percentile' | 'topRankers' | 'rankPredictor';
/** The scored attempt as stored: everything but the live ranking fields. */
export type ScoredResult = Omit<TestResult, LiveField>;

/** Correct answer per question id; a question missing here was deleted from the bank. */
export type AnswerKey = ReadonlyMap<string, Answer>;

/** Two decimals, for marks and percentages (negative marks may not be binary fractions). */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

const ratio = (part: number, whole: number): number => (whole > 0 ? round2((part / whole) * 100) : 0);

/** An answer counts only when one is selected and the status says answered (spec section 4). */
export const isAnswered = (row: AnswerSheetRow): boolean =>
  row.selectedAnswer !== null &&
  row.attemptStatus !== 'NOT_ATTEMPTED' &&
  row.attemptStatus !== 'MARKED_FOR_REVIEW';

/**
 * One row of the answer sheet against the key, with the attempt's frozen marking scheme:
 * correct +marksPerQuestion, wrong −negativeMarks, unanswered 0. A question the bank no longer
 * has cannot be judged: it scores as unattempted with no correct answer.
 */
export function scoreAnswer(
  row: AnswerSheetRow,
  correctAnswer: Answer | null,
  scheme: { marksPerQuestion: number; negativeMarks: number },
): ScoredAnswer {
  const judged = correctAnswer !== null && isAnswered(row);
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
  };
}

type Tally = { total: number; correct: number; incorrect: number; score: number; timeSpent: number };

function tally(answers: readonly ScoredAnswer[]): Tally {
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

/** Per section, in the order the sections first appear in the test. */
export function sectionResults(answers: readonly ScoredAnswer[], marksPerQuestion: number): SectionResult[] {
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
    const totalMarks = round2(t.total * marksPerQuestion);
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
  const scheme = { marksPerQuestion: test.marksPerQuestion, negativeMarks: test.negativeMarks };
  const questionAttempts = sheet.answers.map((row) =>
    scoreAnswer(row, key.get(row.questionId) ?? null, scheme),
  );
  const t = tally(questionAttempts);
  const attempted = t.correct + t.incorrect;
  const score = round2(t.score);
  const percentage = ratio(score, test.totalMarks);
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
    totalMarks: test.totalMarks,
    percentage,
    grade: gradeFor(percentage),
    totalQuestions: t.total,
    attempted,
    correct: t.correct,
    incorrect: t.incorrect,
    unattempted: t.total - attempted,
    accuracy: ratio(t.correct, attempted),
    sections: sectionResults(questionAttempts, test.marksPerQuestion),
    questionAttempts,
    computedAt: computedAt.toISOString(),
  };
}
