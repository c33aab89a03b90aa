import type { I18n } from '@lingui/core';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, IMAGE_TOO_LARGE_MESSAGE } from '@ssc/contracts/constants';
import {
  DISPLAY_NAME_RULE_MESSAGE,
  DISPLAY_NAME_TOO_LONG_MESSAGE,
  EMAIL_RULE_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  PHONE_RULE_MESSAGE,
  PHOTO_UPLOAD_FAILED,
  PROFILE_IMAGE_MESSAGES,
  PROFILE_UPDATE_FAILED,
} from '@ssc/web-core';

export type Translate = I18n['_'];

/**
 * The spec's validation and failure sentences (web-core's constants, asserted word for word in
 * English) and the catalog message each is shown as. The constants stay the one English source:
 * code keeps comparing and returning them, and the words are swapped only where they are shown.
 */
const SHOWN_AS: ReadonlyArray<[english: string, id: string, values?: Record<string, number>]> = [
  [PASSWORD_RULE_MESSAGE, 'validation.passwordRule'],
  [PHONE_RULE_MESSAGE, 'validation.phoneRule'],
  [EMAIL_RULE_MESSAGE, 'validation.emailRule'],
  [DISPLAY_NAME_RULE_MESSAGE, 'validation.displayNameShort', { min: DISPLAY_NAME_MIN }],
  [DISPLAY_NAME_TOO_LONG_MESSAGE, 'validation.displayNameLong', { max: DISPLAY_NAME_MAX }],
  ['Email is required', 'validation.emailRequired'],
  ['Password is required', 'validation.passwordRequired'],
  ['Full name is required', 'validation.fullNameRequired'],
  ['Confirm your new password', 'validation.confirmRequired'],
  ['The two passwords do not match', 'validation.passwordsDiffer'],
  [PROFILE_IMAGE_MESSAGES.type, 'validation.imageType'],
  [IMAGE_TOO_LARGE_MESSAGE, 'validation.imageTooLarge'],
  [PROFILE_UPDATE_FAILED, 'validation.profileUpdateFailed'],
  [PHOTO_UPLOAD_FAILED, 'validation.photoUploadFailed'],
  ['Sign in failed', 'validation.signInFailed'],
  ['Sign up failed', 'validation.signUpFailed'],
];
const BY_ENGLISH = new Map(SHOWN_AS.map(([english, id, values]) => [english, { id, values }]));

/** Whether `message` is one of the sentences above (so the catalog has its words). */
export const isKnownValidationText = (message: string): boolean => BY_ENGLISH.has(message);

/**
 * A validation sentence in the interface language: one of the known sentences becomes its
 * catalog message (the English catalog holds the same words); any other text, such as a reason
 * the server gave, is shown as it came.
 */
export function validationText(_: Translate, message: string): string;
export function validationText(_: Translate, message: string | undefined): string | undefined;
export function validationText(_: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const known = BY_ENGLISH.get(message);
  return known ? _(known.id, known.values) : message;
}
