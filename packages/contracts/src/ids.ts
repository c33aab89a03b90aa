import { z } from 'zod';
import { NOT_BLANK } from './text-rules';

/** An id in a path, query or body: anything up to 100 characters is looked up (unknown → 404), longer is a 400. */
export const idField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .regex(NOT_BLANK, `${field} is required`)
    .max(100, `${field} is too long`);
