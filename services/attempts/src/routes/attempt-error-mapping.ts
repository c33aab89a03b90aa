import { NOT_IN_ATTEMPT } from '@ssc/contracts';
import { AppError, ConflictError, NotFoundError, ValidationError } from '@ssc/service-kit';
import {
  AttemptClosed,
  AttemptNotFound,
  InvalidAttemptCommand,
  SectionUnavailable,
} from '../domain/attempt-errors';
import { InvalidLiveMock, LiveMockNotFound, LiveMockRefused } from '../live-mocks/live-mock-errors';

/**
 * The one place the attempt domain's refusals become HTTP (service-kit's error handler calls it):
 * not found (or not the caller's) 404, closed 409 (a timed block closed or not open yet: 409 with
 * its code), a command naming what the attempt lacks (a question it does not hold, a position past
 * its last) 409 NOT_IN_ATTEMPT with the field: the body is well formed and the attempt is there,
 * it holds no such thing (the exam screen's answer queue drops that write and goes on);
 * a live mock's: not found 404, refused 409 with its code, an impossible schedule 400.
 * Anything else passes through unchanged.
 */
export function attemptErrorToHttp(err: unknown): unknown {
  if (err instanceof AttemptNotFound) return new NotFoundError(err.message);
  if (err instanceof AttemptClosed) return new ConflictError(err.message);
  // SECTION_CLOSED / SECTION_NOT_OPEN: the exam screen moves to the block that is open.
  if (err instanceof SectionUnavailable) return new AppError(409, err.message, err.code);
  if (err instanceof InvalidAttemptCommand) return new AppError(409, err.message, NOT_IN_ATTEMPT, err.issues);
  if (err instanceof LiveMockNotFound) return new NotFoundError(err.message);
  if (err instanceof InvalidLiveMock) return new ValidationError(err.message, err.issues);
  // The code (LIVE_MOCK_NOT_STARTED, …) and the time it names are what a client acts on.
  if (err instanceof LiveMockRefused) return new AppError(409, err.message, err.code, undefined, err.details);
  return err;
}
