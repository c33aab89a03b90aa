import type { UiLocale } from '../i18n/uiLanguage';

/**
 * The words of a result's header in each interface language, for index.html's start script, which
 * paints the header before the app runs and cannot load a catalog. Keyed by the catalogs' own
 * message ids (shell `header.*`, mf-student `results.*`, `tests.type.*`); a unit test holds every
 * entry equal to the catalog's (scripts/resultHeaderWords.unit.test.ts), so the painted header and the app's say the same.
 */
export const RESULT_HEADER_WORDS: Readonly<Record<UiLocale, Readonly<Record<string, string>>>> = {
  en: {
    'header.dashboard': 'Dashboard',
    'header.mockTests': 'Mock Tests',
    'header.adminPanel': 'Admin Panel',
    'results.completed': 'Completed',
    'results.justNow': 'Just now',
    'results.goToTests': 'Go to Tests',
    'results.solutions': 'Solutions',
    'results.reattempt': 'Reattempt This Test',
    'results.attemptNumber': 'Attempt {number}',
    'tests.type.FULL_LENGTH': 'Full Length',
    'tests.type.SECTIONAL': 'Sectional',
    'tests.type.CHAPTER_WISE': 'Chapter-wise',
    'tests.type.PREVIOUS_YEAR': 'Previous Year',
    'tests.type.MINI_QUIZ': 'Mini Quiz',
  },
  hi: {
    'header.dashboard': 'डैशबोर्ड',
    'header.mockTests': 'मॉक टेस्ट',
    'header.adminPanel': 'एडमिन पैनल',
    'results.completed': 'पूरा किया',
    'results.justNow': 'अभी-अभी',
    'results.goToTests': 'टेस्ट पर जाएँ',
    'results.solutions': 'हल',
    'results.reattempt': 'यह टेस्ट फिर से दें',
    'results.attemptNumber': 'प्रयास {number}',
    'tests.type.FULL_LENGTH': 'फुल लेंथ',
    'tests.type.SECTIONAL': 'सेक्शनल',
    'tests.type.CHAPTER_WISE': 'अध्यायवार',
    'tests.type.PREVIOUS_YEAR': 'पिछले वर्ष',
    'tests.type.MINI_QUIZ': 'मिनी क्विज़',
  },
};

/** One word of the header in `locale`, with `{number}` filled where it has one. */
export function resultHeaderWord(locale: UiLocale, id: string, number?: number): string {
  const text = RESULT_HEADER_WORDS[locale][id] ?? RESULT_HEADER_WORDS.en[id] ?? id;
  return number === undefined ? text : text.replace('{number}', String(number));
}
