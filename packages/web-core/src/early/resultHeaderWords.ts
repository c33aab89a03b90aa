import { TEST_TYPES } from '@ssc/contracts/constants';
import type { UiLocale } from '../i18n/uiLanguage';

/**
 * The words of a result's header in each interface language, for index.html's start script, which
 * paints the header before the app runs and cannot load a catalog. Each language's words are one
 * string, in the order of RESULT_HEADER_WORD_IDS (the catalogs' own message ids: shell
 * `header.*`, mf-student `results.*`, `tests.type.*`): the script has a size limit
 * (shell/early-start-plugin.mjs) and every page carries it. scripts/resultHeaderWords.unit.test.ts
 * holds every word equal to the catalog's, so the painted header and the app's say the same.
 */
const WORDS: Readonly<Record<UiLocale, string>> = {
  en: 'Dashboard|Mock Tests|Admin Panel|Completed|Just now|Go to Tests|Solutions|Reattempt This Test|Attempt|Full Length|Sectional|Chapter-wise|Previous Year|Mini Quiz',
  hi: 'डैशबोर्ड|मॉक टेस्ट|एडमिन पैनल|पूरा किया|अभी-अभी|टेस्ट पर जाएँ|हल|टेस्ट दोबारा दें|प्रयास|फुल लेंथ|सेक्शनल|अध्यायवार|पिछले वर्ष|मिनी क्विज़',
};

/** The message id of each word, in order (the test types in TEST_TYPES' order; a test holds it). */
export const RESULT_HEADER_WORD_IDS: readonly string[] = [
  'header.dashboard',
  'header.mockTests',
  'header.adminPanel',
  'results.completed',
  'results.justNow',
  'results.goToTests',
  'results.solutions',
  'results.reattempt',
  'results.attemptNumber',
  'tests.type.FULL_LENGTH',
  'tests.type.SECTIONAL',
  'tests.type.CHAPTER_WISE',
  'tests.type.PREVIOUS_YEAR',
  'tests.type.MINI_QUIZ',
];

/**
 * The words in `locale`, in RESULT_HEADER_WORD_IDS' order, as the header uses them: [dashboard,
 * mock tests, admin panel, "Completed", "Just now", go to tests, solutions, reattempt,
 * "Attempt" (the catalog's "Attempt {number}" is the word, a space and the number), then a badge per test type in TEST_TYPES' order]. A list rather than an
 * object: its names would cost the start script bytes.
 */
export const resultHeaderWords = (locale: UiLocale): string[] => WORDS[locale].split('|');

/** A test type's badge ("Sectional") in `locale`; an unknown type as it is. */
export function testTypeWord(words: readonly string[], type: string): string {
  const i = TEST_TYPES.indexOf(type as (typeof TEST_TYPES)[number]);
  return i < 0 ? type : (words[9 + i] as string);
}
