import { isHttpError } from '../api/httpError';
import { endSession } from '../session/signOut';
import { browserStorage } from '../session/storedSession';
import { toast } from '../toast/toastStore';
import { appendErrorLog, ERROR_LOG_KEY, ERROR_LOG_LIMIT } from './errorLog';
import { errorMessageFor } from './errorMessages';

type Navigate = (path: string) => void;

// The shell registers its router's navigate; before that, a full page load still gets the user to /auth.
let navigateTo: Navigate = (path) => window.location.assign(path);

export function setErrorNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

/**
 * Spec section 8's generic handler: toast the catalogue message, remember the error, and on 401
 * drop the session and send the user to sign in. Returns the message shown.
 */
export function handleApiError(error: unknown): string {
  const message = errorMessageFor(error);
  appendErrorLog(
    browserStorage(),
    ERROR_LOG_KEY,
    {
      message,
      status: isHttpError(error) ? error.status : undefined,
      url: typeof window === 'undefined' ? undefined : window.location.pathname,
      timestamp: new Date().toISOString(),
    },
    ERROR_LOG_LIMIT,
  );
  toast.error(message);
  if (isHttpError(error) && error.status === 401) {
    endSession();
    navigateTo('/auth');
  }
  return message;
}
