import type { ErrorCode } from '@ssc/contracts/constants';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { Logger } from './logger';

type Issue = { path: string; message: string };

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode,
    readonly issues?: Issue[],
    /** Extra body fields a client can act on (for example the id of the existing duplicate). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class ValidationError extends AppError {
  constructor(message: string, issues?: Issue[]) {
    super(400, message, 'VALIDATION_FAILED', issues);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in to continue') {
    super(401, message, 'UNAUTHORIZED');
  }
}
export class ForbiddenError extends AppError {
  constructor(message = "You don't have permission to perform this action") {
    super(403, message, 'FORBIDDEN');
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'The requested resource was not found') {
    super(404, message, 'NOT_FOUND');
  }
}
/** A method the path is not served with; the caller sets `Allow` to the methods it is. */
export class MethodNotAllowedError extends AppError {
  constructor(method: string, allowed: readonly string[]) {
    super(405, `${method} is not served here (allowed: ${allowed.join(', ')})`, 'METHOD_NOT_ALLOWED');
  }
}
export class ConflictError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(409, message, 'CONFLICT', undefined, details);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message, 'PAYLOAD_TOO_LARGE');
  }
}
export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(503, message, 'SERVICE_UNAVAILABLE');
  }
}

export const MISSING_BODY_MESSAGE = 'The request has no body: send a JSON object';

export function zodIssues(error: ZodError): Issue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** A zod failure becomes a 400 whose message names the first field and its reason. */
export function fromZod(error: ZodError): ValidationError {
  const issues = zodIssues(error);
  const first = issues[0];
  const message = first ? messageNamingField(first) : 'Invalid request';
  return new ValidationError(message, issues);
}

/**
 * The frontend maps 400s by the field word in the message (spec section 5). Contract messages
 * already name their field; zod's generic ones ("Invalid input: expected string, received
 * number") do not, so those get the field path in front.
 */
function messageNamingField({ path, message }: Issue): string {
  // Only a body can be absent as a whole (a query or a path parameter is always there).
  if (path === '' && message.endsWith('received undefined')) return MISSING_BODY_MESSAGE;
  const field = path.split('.').at(-1);
  if (!field || message.toLowerCase().includes(field.toLowerCase())) return message;
  return `${path}: ${message}`;
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`No route for ${req.method} ${req.path}`));
};

/** The one place errors become JSON bodies `{message, code, requestId, issues?}`. */
export function errorHandler(
  logger: Logger,
  mapError: (err: unknown) => unknown = (err) => err,
): ErrorRequestHandler {
  return (thrown, req, res, _next) => {
    const requestId = req.id;
    const err = mapError(thrown);
    let error: AppError;
    if (err instanceof AppError) error = err;
    else if (err instanceof ZodError) error = fromZod(err);
    else if (isBodyParserError(err)) error = bodyParserError(err);
    else if (isClientHttpError(err))
      error = err.status === 404 ? new NotFoundError() : new AppError(err.status, err.message, 'BAD_REQUEST');
    else {
      logger.error({ err, requestId, path: req.path }, 'unhandled error');
      error = new AppError(500, 'Server error. Please try again', 'INTERNAL');
    }
    if (res.headersSent) return;
    res.status(error.status).json({
      ...error.details,
      message: error.message,
      code: error.code,
      requestId,
      ...(error.issues ? { issues: error.issues } : {}),
    });
  };
}

/** http-errors raised by Express middleware (serve-static, body parsers) for client mistakes. */
function isClientHttpError(err: unknown): err is Error & { status: number } {
  const status = (err as { status?: unknown } | null)?.status;
  return err instanceof Error && typeof status === 'number' && status >= 400 && status < 500;
}

type BodyParserError = Error & { type: string; status?: number; limit?: number };

function isBodyParserError(err: unknown): err is BodyParserError {
  return err instanceof Error && typeof (err as BodyParserError).type === 'string';
}

function bodyParserError(err: BodyParserError): AppError {
  if (err.type === 'entity.too.large') {
    return new PayloadTooLargeError(`Request body is too large (limit ${err.limit} bytes)`);
  }
  if (err.type === 'entity.parse.failed') return new ValidationError('Request body is not valid JSON');
  return new AppError(err.status ?? 400, err.message, 'BAD_REQUEST');
}
