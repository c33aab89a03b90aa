import type { ErrorBody } from '@ssc/contracts';

export type ErrorIssue = NonNullable<ErrorBody['issues']>[number];

/**
 * A non-2xx answer from the API. `status` drives the generic error catalogue (spec section 8);
 * `serverMessage` and `issues` keep the server's words so callers can map them to friendlier text.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    message: string,
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly issues: ErrorIssue[] = [],
    readonly requestId?: string,
    /** The error body's `code` (for example a live mock's LIVE_MOCK_NOT_STARTED), when it had one. */
    readonly code?: string,
    /** The whole error body, for the few refusals that carry more (RESULTS_NOT_RELEASED's `releaseAt`). */
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
