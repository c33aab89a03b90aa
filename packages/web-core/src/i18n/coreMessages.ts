import { i18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import type { UiLocale } from './uiLanguage';

/**
 * The few words web-core's own components say (a spinner, the toasts, a dialog's close and cancel),
 * in both languages, in the code itself: they show before any app's catalog has arrived (a page's
 * loading state), and on every page, the exam screen included. Five words each, so carrying both
 * languages costs less than a request for either. They are looked up here, not loaded into Lingui:
 * nothing has to happen before the first render for them to be there.
 */
const ENGLISH = {
  'core.loading': 'Loading...',
  'core.notifications': 'Notifications',
  'core.dismissNotification': 'Dismiss notification',
  'core.close': 'Close',
  'core.cancel': 'Cancel',
};

export type CoreMessageId = keyof typeof ENGLISH;

const CORE_MESSAGES: Record<UiLocale, Record<CoreMessageId, string>> = {
  en: ENGLISH,
  hi: {
    'core.loading': 'लोड हो रहा है...',
    'core.notifications': 'सूचनाएँ',
    'core.dismissNotification': 'सूचना हटाएँ',
    'core.close': 'बंद करें',
    'core.cancel': 'रद्द करें',
  },
};

/**
 * One of web-core's words in the shown language; re-renders on a language switch inside the app's
 * I18nProvider, and reads the shared instance outside one (a component rendered on its own).
 */
export function useCoreMessage(id: CoreMessageId): string {
  const lingui = useContext(LinguiContext);
  const locale = (lingui?.i18n ?? i18n).locale;
  return CORE_MESSAGES[locale === 'hi' ? 'hi' : 'en'][id];
}
