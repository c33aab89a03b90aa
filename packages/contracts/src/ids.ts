import { z } from 'zod';

/** An id in a path, query or body: anything up to 100 characters is looked up (unknown → 404), longer is a 400. */
export const idField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} is too long`);
