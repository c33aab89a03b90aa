import { idField } from '@ssc/contracts';
import { NotFoundError, parseInput } from '@ssc/service-kit';
import type { QuestionBank } from '../clients/question-bank';
import { RESULT_MESSAGES } from '../results-context';

const attemptId = idField('attemptId');
const questionId = idField('questionId');

/** Path ids: anything up to 100 characters is looked up (unknown → 404), longer is a 400. */
export const attemptIdOf = (value: unknown): string => parseInput(attemptId, value);
export const questionIdOf = (value: unknown): string => parseInput(questionId, value);

/** A question a student saves or reports must be in the bank (cached lookup; 404 otherwise). */
export async function requireQuestion(questions: QuestionBank, id: string): Promise<void> {
  if (!(await questions.get([id])).get(id)) throw new NotFoundError(RESULT_MESSAGES.questionNotFound);
}
