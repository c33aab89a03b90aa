import { i18n } from '@lingui/core';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from '@ssc/contracts/constants';
import { isHttpError } from '../api/httpError';

/** Spec section 8, the generic handler's table. 400 and unknown statuses prefer the server's words. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Invalid request',
  401: 'Please log in to continue',
  403: "You don't have permission to perform this action",
  404: 'The requested resource was not found',
  429: 'Too many requests. Please try again later',
  500: 'Server error. Please try again',
};

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export function messageForStatus(status: number, serverMessage?: string): string {
  if (status === 400) return serverMessage || (STATUS_MESSAGES[400] as string);
  const fixed = STATUS_MESSAGES[status];
  if (fixed) return fixed;
  return serverMessage || `Error ${status}`;
}

/**
 * The server's error `code` in the interface language (the shell's catalog, `errors.<CODE>`), when
 * the interface is not in English and a message for the code is loaded; English keeps the
 * spec's table and the server's own words.
 */
export function translatedErrorMessage(code: string | undefined): string | null {
  if (!code || !i18n.locale || i18n.locale === 'en') return null;
  const id = `errors.${code}`;
  return Object.hasOwn(i18n.messages, id) ? i18n._(id) : null;
}

/** The toast text for any failure: an HTTP status maps through the table; no response uses the error's own text. */
export function errorMessageFor(error: unknown): string {
  if (isHttpError(error)) {
    return translatedErrorMessage(error.code) ?? messageForStatus(error.status, error.serverMessage);
  }
  if (error instanceof Error && error.message) return error.message;
  return UNEXPECTED_ERROR;
}

export const PASSWORD_RULE_MESSAGE = 'Password must be at least 8 characters long';
export const PHONE_RULE_MESSAGE =
  'Phone number format is invalid. Use format: +1234567890 (cannot start with 0)';
export const EMAIL_RULE_MESSAGE = 'Please enter a valid email address';
export const DISPLAY_NAME_RULE_MESSAGE = `Display name must be at least ${DISPLAY_NAME_MIN} characters long`;
export const DISPLAY_NAME_TOO_LONG_MESSAGE = `Display name must be at most ${DISPLAY_NAME_MAX} characters long`;

/** What is wrong with a display name the server would refuse (it trims first too); null when it would take it. */
export function displayNameProblem(name: string): string | null {
  const length = name.trim().length;
  if (length > DISPLAY_NAME_MAX) return DISPLAY_NAME_TOO_LONG_MESSAGE;
  if (length < DISPLAY_NAME_MIN) return DISPLAY_NAME_RULE_MESSAGE;
  return null;
}

/** The server's displayName 400 in the words of the form: too long, or (the spec's) too short. */
const displayNameRule = (text: string) =>
  text.includes('at most') ? DISPLAY_NAME_TOO_LONG_MESSAGE : DISPLAY_NAME_RULE_MESSAGE;
const mentionsDisplayName = (text: string) => text.includes('displayname') || text.includes('display name');

/** The 400 text to search: the server message plus the field paths of its issues. */
function validationText(error: unknown): string | null {
  if (!isHttpError(error) || error.status !== 400) return null;
  const parts = [error.serverMessage ?? '', ...error.issues.map((issue) => `${issue.path} ${issue.message}`)];
  return parts.join(' ').toLowerCase();
}

/**
 * Spec section 5, create calls (sign up / sign in): 400 messages are mapped by what they mention;
 * a display name the server refuses gets the form's words rather than the field's API name.
 */
export function authErrorMessage(error: unknown, fallback: 'Sign in failed' | 'Sign up failed'): string {
  const text = validationText(error);
  if (text !== null) {
    if (text.includes('password')) return PASSWORD_RULE_MESSAGE;
    if (text.includes('phone')) return PHONE_RULE_MESSAGE;
    if (text.includes('email')) return EMAIL_RULE_MESSAGE;
    if (mentionsDisplayName(text)) return displayNameRule(text);
  }
  return (isHttpError(error) && error.serverMessage) || fallback;
}

export const PROFILE_UPDATE_FAILED = 'Failed to update profile. Please try again.';

/** Spec section 5, update calls (profile): phone, displayName and email 400s get field messages. */
export function profileUpdateErrorMessage(error: unknown): string {
  const text = validationText(error);
  if (text !== null) {
    if (text.includes('phone')) return PHONE_RULE_MESSAGE;
    if (mentionsDisplayName(text)) return displayNameRule(text);
    if (text.includes('email')) return EMAIL_RULE_MESSAGE;
  }
  return PROFILE_UPDATE_FAILED;
}

export const PHOTO_UPLOAD_FAILED = 'Failed to upload photo. Please try again.';

/**
 * A photo the server refuses (4xx: not a JPEG, PNG or WebP image, too large) fails again on a
 * retry, so its reason is shown; anything else may pass on a retry (spec section 8's message).
 */
export function photoUploadErrorMessage(error: unknown): string {
  if (isHttpError(error) && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage;
  }
  return PHOTO_UPLOAD_FAILED;
}
