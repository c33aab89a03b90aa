import { parseInput } from '@ssc/service-kit';
import { z } from 'zod';

const idParam = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} is too long`);

const attemptId = idParam('attemptId');
const questionId = idParam('questionId');

/** Path ids: anything up to 100 characters is looked up (unknown → 404), longer is a 400. */
export const attemptIdOf = (value: unknown): string => parseInput(attemptId, value);
export const questionIdOf = (value: unknown): string => parseInput(questionId, value);
