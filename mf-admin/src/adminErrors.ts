import { handleApiError, isHttpError, messageForStatus, toast } from '@ssc/web-core';

/** Statuses whose server message tells the admin what to fix (validation, duplicate, in use, too large). */
const EXPLAINED = new Set([400, 409, 413]);

/** The admin toast text: the spec's fixed message, followed by the server's reason when it has one. */
export function failureMessage(base: string, error: unknown): string {
  if (!isHttpError(error)) return base;
  if (EXPLAINED.has(error.status)) {
    const detail =
      error.serverMessage ||
      error.issues
        .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
        .join('; ');
    return detail ? `${base}: ${detail}` : base;
  }
  if (error.status === 403) return `${base}: ${messageForStatus(403)}`;
  return base;
}

/** An expired session goes through the generic handler (sign out, /auth); everything else gets the admin message. */
export function reportFailure(base: string, error: unknown): void {
  if (isHttpError(error) && error.status === 401) handleApiError(error);
  else toast.error(failureMessage(base, error));
}
