import type { Question, SolutionItem, SolutionsResponse } from '@ssc/contracts';
import type { QuestionRuling } from '../revisions/rulings';
import type { ScoredResult } from '../scoring/score-attempt';

/**
 * One card per question in test order: texts, images and explanations as the bank has them now,
 * the correct answer and marks as the attempt was scored. A question deleted from the bank keeps
 * its row, without texts.
 */
export function toSolutions(
  result: ScoredResult,
  bank: ReadonlyMap<string, Question | null>,
  bookmarked: ReadonlySet<string>,
  /** What answer-key rulings applied to this result say of each question they touched. */
  rulings: ReadonlyMap<string, QuestionRuling> = new Map(),
): SolutionsResponse {
  const solutions = result.questionAttempts.map((a): SolutionItem => {
    const q = bank.get(a.questionId) ?? null;
    return {
      questionId: a.questionId,
      section: a.section,
      difficulty: q?.difficulty ?? 'MEDIUM',
      questionTextEnglish: q?.questionTextEnglish ?? null,
      questionTextHindi: q?.questionTextHindi ?? null,
      imageUrl: q?.imageUrl ?? null,
      optionAEnglish: q?.optionAEnglish ?? null,
      optionBEnglish: q?.optionBEnglish ?? null,
      optionCEnglish: q?.optionCEnglish ?? null,
      optionDEnglish: q?.optionDEnglish ?? null,
      optionAHindi: q?.optionAHindi ?? null,
      optionBHindi: q?.optionBHindi ?? null,
      optionCHindi: q?.optionCHindi ?? null,
      optionDHindi: q?.optionDHindi ?? null,
      optionAImageUrl: q?.optionAImageUrl ?? null,
      optionBImageUrl: q?.optionBImageUrl ?? null,
      optionCImageUrl: q?.optionCImageUrl ?? null,
      optionDImageUrl: q?.optionDImageUrl ?? null,
      correctAnswer: a.correctAnswer,
      selectedAnswer: a.selectedAnswer,
      attemptStatus: a.attemptStatus,
      explanationEnglish: q?.explanationEnglish ?? null,
      explanationHindi: q?.explanationHindi ?? null,
      timeSpent: a.timeSpent,
      marks: a.marksAwarded,
      marksPerQuestion: result.marksPerQuestion,
      negativeMarks: result.negativeMarks,
      isCorrect: a.isCorrect,
      outcome: a.outcome,
      bookmarked: bookmarked.has(a.questionId),
      ...rulings.get(a.questionId),
    };
  });
  return {
    solutions,
    attempt: {
      id: result.attemptId,
      testId: result.testId,
      title: result.title,
      testType: result.testType,
      totalScore: result.totalScore,
      totalMarks: result.totalMarks,
      percentage: result.percentage,
      submittedAt: result.submittedAt,
      durationTaken: result.durationTaken,
      sections: result.sections.map((s) => s.section),
    },
  };
}
