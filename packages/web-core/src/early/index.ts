/**
 * What index.html's inline start script shares with the app (`@ssc/web-core/early`). Nothing here
 * may import React, the query cache or contracts' schemas (only the zod-free constants): it is
 * inlined into every page.
 */

export { initialUiLocale, type UiLocale } from '../i18n/uiLanguage';
export { EXPIRES_KEY, TOKEN_KEY } from '../session/storedSession';
export { REFRESH_MARGIN_MS } from '../session/tokenKeeper';
export { applyTheme, cachedThemeFor } from '../theme/theme';
export { fetchTakingEarly, putEarlyResponse, takeEarlyResponse } from './earlyResponses';
export {
  FIRST_QUESTION_ID,
  type FirstQuestionView,
  firstQuestionView,
  formatHms,
  type Language,
  NO_QUESTION_TEXT,
  parseLanguage,
  pickText,
  removeFirstQuestion,
} from './firstQuestion';
export {
  DASHBOARD_STATS_URL,
  IN_PROGRESS_URL,
  LIVE_MOCKS_URL,
  MISTAKE_DECK_URL,
  PAGE_FIRST_READS,
  PROFILE_URL,
  SETTINGS_URL,
  SIGNED_IN_READS,
} from './firstReads';
export {
  completedLabel,
  EARLY_RESULT_ID,
  type ResultBadge,
  type ResultHeaderView,
  removeEarlyResult,
  resultHeaderOf,
  resultHeaderView,
} from './resultHeader';
export { RESULT_HEADER_WORD_IDS, resultHeaderWords, testTypeWord } from './resultHeaderWords';
