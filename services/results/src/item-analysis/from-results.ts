import type { ScoredAnswer } from '@ssc/contracts';
import type { ScoredResult } from '../scoring/score-attempt';
import type { ItemAnswer, ItemResponse } from './compute';

/**
 * An option counts as chosen when the answer was evaluated: an answer marked for review under
 * a scheme that does not evaluate those scored nothing, and is as good as unattempted here too.
 * Results stored before `evaluated` existed say it by having a verdict.
 */
const chosenOf = (a: ScoredAnswer): ItemAnswer['chosen'] =>
  (a.evaluated ?? a.isCorrect !== null) ? a.selectedAnswer : null;

/** A scored first attempt as the analysis reads it. */
export function itemResponseOf(
  result: Pick<ScoredResult, 'score' | 'questionAttempts' | 'sections' | 'marksPerQuestion'>,
): ItemResponse {
  // A question's full marks: its section's (sections may carry their own marking).
  const maxBySection = new Map(
    result.sections.map((s) => [
      s.section,
      s.totalQuestions ? s.totalMarks / s.totalQuestions : result.marksPerQuestion,
    ]),
  );
  return {
    score: result.score,
    answers: result.questionAttempts.map((a) => ({
      questionId: a.questionId,
      section: a.section,
      chosen: chosenOf(a),
      correctAnswer: a.correctAnswer,
      correct: a.isCorrect === true,
      marks: a.marksAwarded,
      maxMarks: maxBySection.get(a.section) ?? result.marksPerQuestion,
      timeSpent: a.timeSpent,
    })),
  };
}
