import type { QuestionAttempt } from '@ssc/contracts';
import { isVisited, rowAt } from './attempt-rules';
import type { AttemptState } from './attempt-types';

/** The spec's question attempt for position `index`; isCorrect and marks stay null (results scores). */
export function toQuestionAttempt(state: AttemptState, index: number): QuestionAttempt {
  const q = state.questions[index];
  if (!q) throw new Error(`question ${index} is outside attempt ${state.id}`);
  const row = rowAt(state, index);
  return {
    id: `${state.id}:${q.questionId}`,
    testAttemptId: state.id,
    questionId: q.questionId,
    section: q.section,
    selectedAnswer: row.selectedAnswer,
    attemptStatus: row.attemptStatus,
    timeSpent: row.timeSpent,
    isCorrect: null,
    marksAwarded: null,
    clientTs: row.clientTs,
    updatedAt: row.updatedAt,
    visited: isVisited(row),
  };
}
