import { i18n } from '@lingui/core';
import { isHttpError } from '../api/httpError';
import type { UiLocale } from '../i18n/uiLanguage';
import { endSession } from '../session/signOut';
import { browserStorage } from '../session/storedSession';
import { toast } from '../toast/toastStore';
import { errorCatalog } from './errorCatalog';
import { appendErrorLog, ERROR_LOG_KEY, ERROR_LOG_LIMIT } from './errorLog';
import { errorMessageFor } from './errorMessages';

type Navigate = (path: string) => void;

// The shell registers its router's navigate; before that, a full page load still gets the user to /auth.
let navigateTo: Navigate = (path) => window.location.assign(path);

export function setErrorNavigator(navigate: Navigate): void {
  navigateTo = navigate;
}

/**
 * The toast for a server error with a code, in the interface language. In English, or once the
 * error catalog for the language is in, at once; otherwise the catalog comes first (the error is
 * what asks for it), and if it cannot be fetched the toast says what it would have in English.
 */
function toastInInterfaceLanguage(error: unknown, message: string): void {
  const locale = i18n.locale as UiLocale | undefined;
  if (!locale || locale === 'en' || errorCatalog.has(locale) || !isHttpError(error) || !error.code) {
    toast.error(message);
    return;
  }
  errorCatalog.ready(locale).then(
    () => toast.error(errorMessageFor(error)),
    () => toast.error(message),
  );
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
  toastInInterfaceLanguage(error, message);
  if (isHttpError(error) && error.status === 401) {
    endSession();
    navigateTo('/auth');
  }
  return message;
}
