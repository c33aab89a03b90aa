import { i18n } from '@lingui/core';
import type { Profile } from '@ssc/contracts';
import { profileApi } from '../api/profileApi';
import { queryClient } from '../query/queryClient';
import { queryKeys } from '../query/queryKeys';
import { appStore, currentUserAtom, updateStoredUserMetadata } from '../session/sessionAtoms';
import { browserStorage } from '../session/storedSession';
import { type Catalog, catalogsReady } from './catalogs';
import { preferenceForLocale, UI_LANGUAGE_KEY, type UiLocale } from './uiLanguage';

/**
 * Shows the interface in `locale`: every catalog already on the page is loaded first, so the
 * switch happens in one render rather than a flash of fallbacks. `<html lang>` follows, for
 * screen readers and the Devanagari font's hyphenation and line breaking.
 */
export async function showUiLanguage(locale: UiLocale, extra: Catalog[] = []): Promise<void> {
  await Promise.all([catalogsReady(locale), ...extra.map((catalog) => catalog.ready(locale))]);
  if (i18n.locale === locale) return;
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * The header's switch: shown at once, then kept — on the profile when signed in (every device
 * follows it), on this device otherwise. A profile save that fails keeps the shown language and
 * reports through the caller's error handling.
 */
export async function chooseUiLanguage(locale: UiLocale): Promise<void> {
  await showUiLanguage(locale);
  browserStorage().setItem(UI_LANGUAGE_KEY, locale);
  if (!appStore.get(currentUserAtom)) return;
  const languagePreference = preferenceForLocale(locale);
  updateStoredUserMetadata({ language_preference: languagePreference });
  const profile = await profileApi.update({ languagePreference });
  queryClient.setQueryData<Profile>(queryKeys.profile, profile);
}
