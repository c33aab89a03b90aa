/**
 * Inlined into index.html (EarlyStartPlugin) and run before any bundle has arrived. On a phone on
 * slow 4G each request costs more than half a second of latency, and the shell's own code (React
 * and the federation runtime, ~120 KB) takes about 1.5 s to arrive and run. Meanwhile this asks
 * for what the page at the address needs first:
 *   - the page's remote code: its manifest, then its entry, chunks and styles (as preloads);
 *   - on the exam screen, the attempt and then its test's questions.
 * Every response is left for the app to take (`@ssc/web-core/early`): nothing is fetched twice.
 * It is small and defensive: any failure leaves the app to do what it always did.
 */
import { EXPIRES_KEY, putEarlyResponse, REFRESH_MARGIN_MS, TOKEN_KEY } from '@ssc/web-core/early';
import { REMOTES_CONFIG_URL } from '../federation/remotesConfigUrl';
import { pageRouteFor } from '../routes/pageTable';
import { examAttemptIdIn } from './examAddress';
import { preloadExposedModule } from './preloadExposed';

/** A token the app will send as it is (not about to be renewed first), or null. */
function usableToken(): string | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const expiresAt = Number(localStorage.getItem(EXPIRES_KEY) ?? Number.POSITIVE_INFINITY);
    return token && expiresAt - Date.now() > REFRESH_MARGIN_MS ? token : null;
  } catch {
    return null;
  }
}

/**
 * Starts a GET and leaves it for the app. `then` runs with the response before the app gets it,
 * so what it starts in turn (the exam's questions) is there before the app could ask for it.
 */
function startFetch(url: string, token: string | null, then?: (res: Response) => unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const fetched = fetch(url, token ? { headers } : undefined);
  const handedOver = then
    ? fetched.then((res) =>
        Promise.resolve(then(res)).then(
          () => res,
          () => res,
        ),
      )
    : fetched;
  putEarlyResponse(url, token, handedOver);
  return handedOver;
}

/**
 * The remote page's code: remotes config → manifest → preloads of what the page runs first. Each
 * step is handed to the app only once the next has started, so the app never asks before it.
 */
function preloadPage(page: string): void {
  const [remote = '', expose = ''] = page.split('/');
  startFetch(REMOTES_CONFIG_URL, null, async (res) => {
    const manifestUrl = ((await res.clone().json()) as Record<string, unknown>)[remote];
    if (typeof manifestUrl !== 'string') return;
    startFetch(manifestUrl, null, async (manifest) => {
      const url = new URL(manifestUrl, location.href);
      preloadExposedModule(await manifest.clone().json(), url, expose);
    });
  }).catch(() => undefined);
}

/** The exam screen's first reads: GET /api/test-attempts/{id}, then its test's questions. */
function prefetchExam(attemptId: string, token: string): void {
  startFetch(`/api/test-attempts/${encodeURIComponent(attemptId)}`, token, async (res) => {
    if (!res.ok) return;
    const attempt = (await res.clone().json()) as { testId?: unknown; isCompleted?: unknown };
    if (typeof attempt.testId !== 'string' || attempt.isCompleted) return;
    startFetch(`/api/test-questions/${encodeURIComponent(attempt.testId)}`, token);
  }).catch(() => undefined);
}

const route = pageRouteFor(location.pathname);
const token = usableToken();
if (route && (!route.needsUser || token)) preloadPage(route.page);
const attemptId = examAttemptIdIn(location.pathname);
if (attemptId && token) prefetchExam(attemptId, token);
