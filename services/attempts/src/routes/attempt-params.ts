import { idField, liveMockIdField } from '@ssc/contracts';
import { parseInput } from '@ssc/service-kit';

const attemptId = idField('attemptId');
const questionId = idField('questionId');

/** Path ids: anything up to 100 characters is looked up (unknown → 404), longer is a 400. */
export const attemptIdOf = (value: unknown): string => parseInput(attemptId, value);
export const questionIdOf = (value: unknown): string => parseInput(questionId, value);
export const liveMockIdOf = (value: unknown): string => parseInput(liveMockIdField, value);
