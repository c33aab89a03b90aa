/**
 * The reads a signed-in page makes as soon as it renders, named once for the API modules and for
 * index.html's start script, which asks for them with the page's code (shell/src/early): on a
 * phone they then arrive beside the code instead of a round trip after it has arrived and run.
 * The app takes each answer through `fetchTakingEarly` by its URL and token, so these must be the
 * very URLs the API modules read.
 */

/** The account button's profile (the site header). */
export const PROFILE_URL = '/api/profile';
/** The theme's settings (ThemeSync). */
export const SETTINGS_URL = '/api/profile/settings';
export const DASHBOARD_STATS_URL = '/api/dashboard-stats';
export const IN_PROGRESS_URL = '/api/test-attempts/in-progress';
export const LIVE_MOCKS_URL = '/api/live-mocks';
export const MISTAKE_DECK_URL = '/api/mistake-deck';

/** What every page with the site header reads for a signed-in user. */
export const SIGNED_IN_READS: readonly string[] = [PROFILE_URL, SETTINGS_URL];

/** A page's own first reads, by the remote module that shows it. */
export const PAGE_FIRST_READS: Readonly<Record<string, readonly string[]>> = {
  'student/DashboardPage': [DASHBOARD_STATS_URL, IN_PROGRESS_URL, LIVE_MOCKS_URL, MISTAKE_DECK_URL],
};
