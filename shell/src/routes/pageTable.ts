import type { RemoteModuleId } from '../federation/remoteRegistry';

export type PageRoute = {
  path: string;
  page: RemoteModuleId;
  /** Spec section 2: every page but / and /auth (and its password-reset and email-verification pages) needs a user (/admin answers "Access Denied" itself). */
  needsUser: boolean;
};

/** Which remote page each path shows. AppRoutes renders it; index.ts preloads the current one. */
export const PAGE_TABLE: readonly PageRoute[] = [
  { path: '/', page: 'student/LandingPage', needsUser: false },
  { path: '/auth', page: 'student/AuthPage', needsUser: false },
  // Asking for a password-reset link, and the page the mailed link opens (?token=…).
  { path: '/auth/forgot', page: 'student/AuthPage', needsUser: false },
  { path: '/auth/reset', page: 'student/AuthPage', needsUser: false },
  // The page a mailed email-verification link opens (?token=…): works signed in or out.
  { path: '/auth/verify', page: 'student/AuthPage', needsUser: false },
  { path: '/dashboard', page: 'student/DashboardPage', needsUser: true },
  { path: '/profile', page: 'student/ProfilePage', needsUser: true },
  { path: '/settings', page: 'student/SettingsPage', needsUser: true },
  { path: '/tests', page: 'student/TestsPage', needsUser: true },
  { path: '/test-instructions/:testId', page: 'student/TestInstructionsPage', needsUser: true },
  { path: '/test-taking/:attemptId', page: 'student/TestTakingPage', needsUser: true },
  // The same screen, used to reattempt (spec section 2).
  { path: '/test/:attemptId', page: 'student/TestTakingPage', needsUser: true },
  { path: '/test-results/:attemptId', page: 'student/TestResultsPage', needsUser: true },
  { path: '/test-solutions/:attemptId', page: 'student/TestSolutionsPage', needsUser: true },
  // A live mock's waiting room, start and way to its results.
  { path: '/live-mocks/:liveMockId', page: 'student/LiveMockPage', needsUser: true },
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
