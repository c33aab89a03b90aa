import type { Answer, ResultAnalysis, ScoredAnswer, Section } from '@ssc/contracts';
import { blindGuessValue, type Scheme } from '../scoring/marking-scheme';

/**
 * The analysis no anchor gives (docs/results-analysis.md). Pure: the scoring run
 * computes it with no medians yet, the result page fills the medians in (time-medians.ts).
 */

/** Without a median for a question, an answer given in under this many seconds is a guess. */
export const GUESS_SECONDS_WITHOUT_MEDIAN = 10;
/** With one, an answer given in under this share of the median time is a guess. */
export const GUESS_SHARE_OF_MEDIAN = 0.25;

export const GUESS_BASIS =
  `A guess is an answer given in under a quarter of the median time everyone took on that question ` +
  `(under ${GUESS_SECONDS_WITHOUT_MEDIAN} seconds while a question has no median yet).`;

type Scored = Pick<
  ScoredAnswer,
  'questionId' | 'section' | 'selectedAnswer' | 'attemptStatus' | 'correctAnswer' | 'timeSpent'
>;

const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;

/** The answer standing at submission (a mark alone, or a cleared answer, is none). */
export const finalAnswer = (a: Scored): Answer | null =>
  a.attemptStatus === 'ANSWERED' || a.attemptStatus === 'ANSWERED_AND_MARKED' ? a.selectedAnswer : null;

/**
 * First answer chosen against the final one, for the questions whose answer changed and whose
 * key is known. A question answered once, never answered, or cleared at the end is no change.
 */
export function answerChanges(
  answers: readonly Scored[],
  firstAnswers: ReadonlyMap<string, Answer | null>,
): ResultAnalysis['answerChanges'] {
  const changes = { wrongToRight: 0, rightToWrong: 0, wrongToWrong: 0 };
  for (const a of answers) {
    const first = firstAnswers.get(a.questionId) ?? null;
    const last = finalAnswer(a);
    if (first === null || last === null || first === last || a.correctAnswer === null) continue;
    if (last === a.correctAnswer) changes.wrongToRight += 1;
    else if (first === a.correctAnswer) changes.rightToWrong += 1;
    else changes.wrongToWrong += 1;
  }
  return changes;
}

/** Questions answered and marked for review at submission, and how many of them were right. */
export function markedForReview(answers: readonly Scored[]): ResultAnalysis['markedForReview'] {
  let answered = 0;
  let correct = 0;
  for (const a of answers) {
    if (a.attemptStatus !== 'ANSWERED_AND_MARKED' || a.selectedAnswer === null || a.correctAnswer === null)
      continue;
    answered += 1;
    if (a.selectedAnswer === a.correctAnswer) correct += 1;
  }
  return { answered, correct, accuracy: percent(correct, answered) };
}

/**
 * The marks a blind guess is worth on average over this paper: (m − 3n)/4 per question, averaged
 * over its questions (one value when every section has the same marks), 4 decimals.
 */
export function expectedMarksPerBlindGuess(
  answers: readonly Pick<Scored, 'section'>[],
  schemeOf: (section: Section) => Scheme,
): number {
  if (answers.length === 0) return 0;
  const sum = answers.reduce((total, a) => total + blindGuessValue(schemeOf(a.section)), 0);
  return Math.round((sum / answers.length) * 10_000) / 10_000;
}

/** Whether an answer given after `timeSpent` seconds is a guess (GUESS_BASIS). */
export const isGuess = (timeSpent: number, median: number | null): boolean =>
  median === null ? timeSpent < GUESS_SECONDS_WITHOUT_MEDIAN : timeSpent < median * GUESS_SHARE_OF_MEDIAN;

/**
 * The parts that depend on everyone's times: seconds per question against its median (null when
 * none yet) and the student's accuracy on guesses (answered questions with a known key).
 */
export function timeAnalysis(
  answers: readonly Scored[],
  medians: ReadonlyMap<string, number>,
  expectedPerGuess: number,
): Pick<ResultAnalysis, 'timeVsMedian' | 'guessing'> {
  let guesses = 0;
  let right = 0;
  const timeVsMedian = answers.map((a) => {
    const median = medians.get(a.questionId) ?? null;
    const answer = finalAnswer(a);
    if (answer !== null && a.correctAnswer !== null && isGuess(a.timeSpent, median)) {
      guesses += 1;
      if (answer === a.correctAnswer) right += 1;
    }
    return { questionId: a.questionId, timeSpent: a.timeSpent, medianTimeSpent: median };
  });
  return {
    timeVsMedian,
    guessing: {
      expectedMarksPerBlindGuess: expectedPerGuess,
      guesses,
      guessAccuracy: percent(right, guesses),
      basis: GUESS_BASIS,
    },
  };
}

/** A stored result's analysis with the medians of today (unchanged when it has no analysis). */
export function withMedians<R extends { analysis?: ResultAnalysis; questionAttempts: readonly Scored[] }>(
  result: R,
  medians: ReadonlyMap<string, number>,
): R {
  if (!result.analysis) return result;
  const times = timeAnalysis(
    result.questionAttempts,
    medians,
    result.analysis.guessing.expectedMarksPerBlindGuess,
  );
  return { ...result, analysis: { ...result.analysis, ...times } };
}
