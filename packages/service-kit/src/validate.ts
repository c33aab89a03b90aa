import type { z } from 'zod';
import { fromZod } from './errors';

/** Parses untrusted input or throws a 400 naming the field and the reason. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw fromZod(result.error);
  return result.data;
}
