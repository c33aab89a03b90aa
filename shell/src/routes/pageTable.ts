import type { RemoteModuleId } from '../federation/remoteRegistry';

export type PageRoute = {
  path: string;
  page: RemoteModuleId;
  /** Spec section 2: every page but / and /auth (and its password-reset and email-verification pages) needs a user (/admin answers "Access Denied" itself). */
  needsUser: boolean;
};

/**
 * A page of the student remote; every one but / and /auth needs a user. Written as calls rather
 * than object literals: index.html's start script carries this table (src/early/earlyStart.ts),
 * and the calls are half the bytes (shell/early-start-plugin.mjs keeps that script under 13 KB).
 */
const student = (path: string, page: string, needsUser = true): PageRoute => ({
  path,
  page: `student/${page}` as RemoteModuleId,
  needsUser,
});

/** The exam screen: no site header, and messages of its own only. */
export const EXAM_PAGE = 'student/TestTakingPage';

/** Which remote page each path shows. AppRoutes renders it; index.ts preloads the current one. */
export const PAGE_TABLE: readonly PageRoute[] = [
  student('/', 'LandingPage', false),
  student('/auth', 'AuthPage', false),
  // Asking for a password-reset link, and the page the mailed link opens (?token=…).
  student('/auth/forgot', 'AuthPage', false),
  student('/auth/reset', 'AuthPage', false),
  // The page a mailed email-verification link opens (?token=…): works signed in or out.
  student('/auth/verify', 'AuthPage', false),
  student('/dashboard', 'DashboardPage'),
  student('/profile', 'ProfilePage'),
  student('/settings', 'SettingsPage'),
  student('/tests', 'TestsPage'),
  student('/test-instructions/:testId', 'TestInstructionsPage'),
  student('/test-taking/:attemptId', 'TestTakingPage'),
  // The same screen, used to reattempt (spec section 2).
  student('/test/:attemptId', 'TestTakingPage'),
  student('/test-results/:attemptId', 'TestResultsPage'),
  student('/test-solutions/:attemptId', 'TestSolutionsPage'),
  // A live mock's waiting room, start and way to its results.
  student('/live-mocks/:liveMockId', 'LiveMockPage'),
  // Not behind the user check: signed-out visitors get the admin remote's "Access Denied" (spec /admin).
  { path: '/admin/*', page: 'admin/AdminApp', needsUser: false },
];

/** The route a path shows, matched as React Router would for these simple patterns (before it loads). */
export function pageRouteFor(pathname: string): PageRoute | undefined {
  const segments = pathname.split('/').filter(Boolean);
  return PAGE_TABLE.find(({ path }) => {
    const pattern = path.split('/').filter(Boolean);
    if (pattern.at(-1) === '*') {
      const fixed = pattern.slice(0, -1);
      return segments.length >= fixed.length && fixed.every((p, i) => p === segments[i]);
    }
    return (
      pattern.length === segments.length &&
      pattern.every((p, i) => (p.startsWith(':') ? segments[i] !== '' : p === segments[i]))
    );
  });
}
