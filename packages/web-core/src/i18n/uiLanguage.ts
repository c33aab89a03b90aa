import type { LanguagePreference, SessionUser } from '@ssc/contracts';

/** The interface languages: English is the source and the default. */
export const UI_LOCALES = ['en', 'hi'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

/** Where a signed-out visitor's choice is kept on the device. */
export const UI_LANGUAGE_KEY = 'ui_language';

const BY_PREFERENCE: Record<LanguagePreference, UiLocale> = { ENGLISH: 'en', HINDI: 'hi' };

export const localeForPreference = (preference: LanguagePreference): UiLocale => BY_PREFERENCE[preference];
export const preferenceForLocale = (locale: UiLocale): LanguagePreference =>
  locale === 'hi' ? 'HINDI' : 'ENGLISH';

/** The locale Intl formats numbers and dates in (Indian grouping: 1,00,000). */
export const intlLocale = (locale: UiLocale): string => `${locale}-IN`;

/**
 * The language to show first: a signed-in user's profile choice (kept with the session), else
 * what this device chose signed out, else English.
 */
export function initialUiLocale(
  user: SessionUser | null,
  storage: Pick<Storage, 'getItem'> | null,
): UiLocale {
  // Written out small: index.html's start script uses it too (shell/early-start-plugin.mjs).
  const preference = user?.user_metadata?.language_preference;
  return (preference ? preference === 'HINDI' : storage?.getItem(UI_LANGUAGE_KEY) === 'hi') ? 'hi' : 'en';
}
