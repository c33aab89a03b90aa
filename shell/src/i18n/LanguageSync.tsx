import { currentUserAtom, localeForPreference, showUiLanguage } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/**
 * A signed-in user sees the interface in their profile's language: on sign-in, and whenever the
 * profile's choice changes (the header's switch, the profile form). Signing out keeps the
 * language on screen, which is this device's own choice from then on.
 */
export function LanguageSync() {
  const preference = useAtomValue(currentUserAtom)?.user_metadata.language_preference;
  useEffect(() => {
    if (preference) void showUiLanguage(localeForPreference(preference));
  }, [preference]);
  return null;
}
