import type { LanguagePreference } from '@ssc/contracts';
import type { Language } from './localizeQuestion';

/** The paper's language a student starts in unless they choose another: their profile's. */
export function languageFromProfile(preference: LanguagePreference | null | undefined): Language {
  return preference === 'HINDI' ? 'hindi' : 'english';
}
