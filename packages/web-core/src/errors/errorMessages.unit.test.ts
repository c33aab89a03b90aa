import { describe, expect, it } from 'vitest';
import { HttpError } from '../api/httpError';
import {
  authErrorMessage,
  DISPLAY_NAME_RULE_MESSAGE,
  DISPLAY_NAME_TOO_LONG_MESSAGE,
  displayNameProblem,
  EMAIL_RULE_MESSAGE,
  errorMessageFor,
  messageForStatus,
  PASSWORD_RULE_MESSAGE,
  PHONE_RULE_MESSAGE,
  PHOTO_UPLOAD_FAILED,
  PROFILE_UPDATE_FAILED,
  photoUploadErrorMessage,
  profileUpdateErrorMessage,
} from './errorMessages';

const http = (status: number, serverMessage?: string, issues: { path: string; message: string }[] = []) =>
  new HttpError(serverMessage ?? `Request failed with status ${status}`, status, serverMessage, issues);

describe('messageForStatus (spec section 8 table)', () => {
  it.each([
    [401, 'Please log in to continue'],
    [403, "You don't have permission to perform this action"],
    [404, 'The requested resource was not found'],
    [429, 'Too many requests. Please try again later'],
    [500, 'Server error. Please try again'],
  ])('%i has a fixed message even when the server sent one', (status, expected) => {
    expect(messageForStatus(status, 'server text')).toBe(expected);
  });

  it('400 prefers the server message, then "Invalid request"', () => {
    expect(messageForStatus(400, 'displayName is too short')).toBe('displayName is too short');
    expect(messageForStatus(400)).toBe('Invalid request');
  });

  it('other statuses use the server message, then "Error {status}"', () => {
    expect(messageForStatus(409, 'Already exists')).toBe('Already exists');
    expect(messageForStatus(502)).toBe('Error 502');
  });
});

describe('errorMessageFor', () => {
  it('maps HTTP errors through the table', () => {
    expect(errorMessageFor(http(404))).toBe('The requested resource was not found');
  });

  it('uses the error text when there was no response, else the generic text', () => {
    expect(errorMessageFor(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessageFor('boom')).toBe('An unexpected error occurred');
    expect(errorMessageFor(new Error(''))).toBe('An unexpected error occurred');
  });
});

describe('authErrorMessage (create calls)', () => {
  it('maps 400 messages by the field they mention, case-insensitively', () => {
    expect(authErrorMessage(http(400, 'PASSWORD too weak'), 'Sign up failed')).toBe(PASSWORD_RULE_MESSAGE);
    expect(authErrorMessage(http(400, 'Invalid phone'), 'Sign up failed')).toBe(PHONE_RULE_MESSAGE);
    expect(authErrorMessage(http(400, 'Email is invalid'), 'Sign up failed')).toBe(EMAIL_RULE_MESSAGE);
  });

  it('says what is wrong with a display name in the form’s words', () => {
    const tooLong = http(400, 'displayName must be at most 80 characters long', [
      { path: 'displayName', message: 'displayName must be at most 80 characters long' },
    ]);
    expect(authErrorMessage(tooLong, 'Sign up failed')).toBe(
      'Display name must be at most 80 characters long',
    );
    expect(
      authErrorMessage(http(400, 'displayName must be at least 2 characters long'), 'Sign up failed'),
    ).toBe('Display name must be at least 2 characters long');
  });

  it('also looks at issue paths when the message is generic', () => {
    const error = http(400, 'Validation failed', [{ path: 'email', message: 'Invalid' }]);
    expect(authErrorMessage(error, 'Sign up failed')).toBe(EMAIL_RULE_MESSAGE);
  });

  it('otherwise shows the server message, then the fallback', () => {
    expect(authErrorMessage(http(401, 'Invalid email or password'), 'Sign in failed')).toBe(
      'Invalid email or password',
    );
    expect(authErrorMessage(http(409, 'Email already registered'), 'Sign up failed')).toBe(
      'Email already registered',
    );
    expect(authErrorMessage(http(502), 'Sign in failed')).toBe('Sign in failed');
    expect(authErrorMessage(new TypeError('Failed to fetch'), 'Sign up failed')).toBe('Sign up failed');
  });
});

describe('profileUpdateErrorMessage (update calls)', () => {
  it('maps phone, displayName and email 400s', () => {
    expect(profileUpdateErrorMessage(http(400, 'Phone number format is invalid'))).toBe(PHONE_RULE_MESSAGE);
    expect(profileUpdateErrorMessage(http(400, 'displayName must be at least 2 characters long'))).toBe(
      DISPLAY_NAME_RULE_MESSAGE,
    );
    expect(profileUpdateErrorMessage(http(400, 'bad email'))).toBe(EMAIL_RULE_MESSAGE);
  });

  it('tells a display name that is too long from one that is too short', () => {
    expect(profileUpdateErrorMessage(http(400, 'displayName must be at most 80 characters long'))).toBe(
      DISPLAY_NAME_TOO_LONG_MESSAGE,
    );
    expect(DISPLAY_NAME_TOO_LONG_MESSAGE).toBe('Display name must be at most 80 characters long');
  });

  it('falls back to the generic profile message', () => {
    expect(profileUpdateErrorMessage(http(400, 'Unknown field'))).toBe(PROFILE_UPDATE_FAILED);
    expect(profileUpdateErrorMessage(http(500, 'oops'))).toBe(PROFILE_UPDATE_FAILED);
  });
});

describe('displayNameProblem', () => {
  it('takes 2 to 80 characters, counted after trimming', () => {
    expect(displayNameProblem('Al')).toBeNull();
    expect(displayNameProblem(` ${'a'.repeat(80)} `)).toBeNull();
    expect(displayNameProblem('a'.repeat(81))).toBe(DISPLAY_NAME_TOO_LONG_MESSAGE);
    expect(displayNameProblem('a'.repeat(5000))).toBe(DISPLAY_NAME_TOO_LONG_MESSAGE);
    expect(displayNameProblem(' A ')).toBe(DISPLAY_NAME_RULE_MESSAGE);
  });
});

describe('photoUploadErrorMessage', () => {
  it('shows why the server refused the file, since trying again cannot help', () => {
    const notAnImage = http(400, 'Please upload a valid image file (JPEG, PNG, or WebP)');
    expect(photoUploadErrorMessage(notAnImage)).toBe('Please upload a valid image file (JPEG, PNG, or WebP)');
    expect(photoUploadErrorMessage(http(413, 'File size must be less than 5MB'))).toBe(
      'File size must be less than 5MB',
    );
  });

  it('asks to try again when the failure is not the file’s', () => {
    expect(photoUploadErrorMessage(http(503, 'Service unavailable'))).toBe(PHOTO_UPLOAD_FAILED);
    expect(photoUploadErrorMessage(http(400))).toBe(PHOTO_UPLOAD_FAILED);
    expect(photoUploadErrorMessage(new TypeError('Failed to fetch'))).toBe(PHOTO_UPLOAD_FAILED);
    expect(PHOTO_UPLOAD_FAILED).toBe('Failed to upload photo. Please try again.');
  });
});
