import { z } from 'zod';

/** Every non-2xx JSON body. `message` is what the frontend's error catalogue shows. */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Spec section 8: the gateway's 429 message. */
export const RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later';
