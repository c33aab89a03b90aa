import { ConflictError, NotFoundError, ValidationError } from '@ssc/service-kit';
import { AttemptClosed, AttemptNotFound, InvalidAttemptCommand } from '../domain/attempt-errors';

/**
 * The one place the attempt domain's refusals become HTTP (service-kit's error handler calls it):
 * not found (or not the caller's) 404, closed 409, a command naming what the attempt lacks 400.
 * Anything else passes through unchanged.
 */
export function attemptErrorToHttp(err: unknown): unknown {
  if (err instanceof AttemptNotFound) return new NotFoundError(err.message);
  if (err instanceof AttemptClosed) return new ConflictError(err.message);
  if (err instanceof InvalidAttemptCommand) return new ValidationError(err.message, err.issues);
  return err;
}
