import { type PageRoute, pageRouteFor } from '../routes/pageTable';

/**
 * The API reads a page makes as soon as it renders, which index.html's start script asks for
 * instead, while the bundles download (the app's own GET of the same URL with the same token
 * takes the answer: `@ssc/web-core/early`). Only pages measured to gain (bench/lighthouse.ts):
 * their reads otherwise start after the app has run, a round trip each on a phone, and the
 * first screen waits for them. The exam screen's reads depend on each other (earlyStart.ts).
 */
const READS: Partial<Record<PageRoute['page'], (params: Record<string, string>) => string[]>> = {
  // The header's profile and the theme's settings, the dashboard's cards.
  'student/DashboardPage': () => [
    '/api/profile',
    '/api/profile/settings',
    '/api/dashboard-stats',
    '/api/test-attempts/in-progress',
    '/api/live-mocks',
    '/api/mistake-deck',
  ],
  // The result, then the attempt it belongs to (whether it was a live mock's).
  'student/TestResultsPage': ({ attemptId = '' }) => [
    '/api/profile',
    '/api/profile/settings',
    `/api/test-results/${encodeURIComponent(attemptId)}`,
    `/api/test-attempts/${encodeURIComponent(attemptId)}`,
  ],
};

/** The reads to start early for the page at `pathname` (none for a page not listed). */
export function earlyReadsFor(pathname: string): string[] {
  const route = pageRouteFor(pathname);
  const reads = route && READS[route.page];
  if (!route || !reads) return [];
  const segments = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  try {
    route.path
      .split('/')
      .filter(Boolean)
      .forEach((part, i) => {
        if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segments[i] ?? '');
      });
  } catch {
    return []; // an address that does not decode: the page says so itself
  }
  return reads(params);
}
