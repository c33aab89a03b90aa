/**
 * Inlined into index.html (EarlyStartPlugin) and run before any bundle has arrived. On a phone on
 * slow 4G each request costs more than half a second of latency, and the shell's own code (React
 * and the federation runtime, ~120 KB) takes about 1.5 s to arrive and run. Meanwhile this asks
 * for what the page at the address needs first:
 *   - the page's remote code: its manifest, then its entry, chunks and styles (as preloads);
 *   - on the exam screen, the attempt and then its test's questions, and, for an attempt opened
 *     for the first time, paints its first question as the exam screen will show it
 *     (firstQuestionPaint.ts) before starting the app (appStart.ts).
 * Every response is left for the app to take (`@ssc/web-core/early`): nothing is fetched twice.
 * It is small and defensive: any failure leaves the app to do what it always did.
 */
import {
  applyTheme,
  cachedThemeFor,
  EXPIRES_KEY,
  FIRST_QUESTION_ID,
  firstQuestionView,
  putEarlyResponse,
  REFRESH_MARGIN_MS,
  removeFirstQuestion,
  TOKEN_KEY,
} from '@ssc/web-core/early';
import { REMOTES_CONFIG_URL } from '../federation/remotesConfigUrl';
import { pageRouteFor } from '../routes/pageTable';
import { appStart } from './appStart';
import { examAttemptIdIn } from './examAddress';
import { applyPreloadedStyles, paintFirstQuestion } from './firstQuestionPaint';
import { preloadExposedModule } from './preloadExposed';

const app = appStart(document.currentScript);

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
 * Resolves once the preloads are in the page (or there are none to add).
 */
function preloadPage(page: string): Promise<void> {
  const [remote = '', expose = ''] = page.split('/');
  return new Promise<void>((preloaded) => {
    startFetch(REMOTES_CONFIG_URL, null, async (res) => {
      const manifestUrl = ((await res.clone().json()) as Record<string, unknown>)[remote];
      if (typeof manifestUrl !== 'string') return;
      await startFetch(manifestUrl, null, async (manifest) => {
        const url = new URL(manifestUrl, location.href);
        preloadExposedModule(await manifest.clone().json(), url, expose);
      });
    })
      .catch(() => undefined)
      .finally(preloaded);
  });
}

/** However long the app takes, the painted question never outlives this (ms). */
const FIRST_QUESTION_MAX_MS = 15_000;

/**
 * Paints the first question of an attempt opened for the first time, once the page's style
 * sheets apply; false when there is nothing to paint (or it could not be).
 */
async function paintFirst(
  attempt: unknown,
  questions: Response,
  stylesReady: Promise<void>,
): Promise<boolean> {
  if (!questions.ok) return false;
  const view = firstQuestionView(attempt, await questions.clone().json(), location.search);
  if (!view) return false;
  await stylesReady;
  await applyPreloadedStyles();
  if (document.getElementById(FIRST_QUESTION_ID)) return false;
  // The signed-in user's theme, as the app's bootstrap applies it, so dark stays dark.
  const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { id?: unknown } | null;
  applyTheme(cachedThemeFor(typeof user?.id === 'string' ? user.id : undefined));
  const painted = paintFirstQuestion(view);
  app.afterPainted(painted.querySelector('.question-card__text') ?? painted);
  // The exam screen takes its place (TestTakingPage); should the app go elsewhere instead (a
  // sign-in, an error page), the picture must not stay over it.
  const examPath = location.pathname;
  const watch = setInterval(() => {
    if (!painted.isConnected) clearInterval(watch);
    else if (location.pathname !== examPath) removeFirstQuestion();
  }, 250);
  setTimeout(removeFirstQuestion, FIRST_QUESTION_MAX_MS);
  return true;
}

/** The exam screen's first reads: GET /api/test-attempts/{id}, then its test's questions. */
function prefetchExam(attemptId: string, token: string, stylesReady: Promise<void>): void {
  let painted: Promise<boolean> = Promise.resolve(false);
  startFetch(`/api/test-attempts/${encodeURIComponent(attemptId)}`, token, async (res) => {
    if (!res.ok) return;
    const attempt = (await res.clone().json()) as { testId?: unknown; isCompleted?: unknown };
    if (typeof attempt.testId !== 'string' || attempt.isCompleted) return;
    painted = new Promise<boolean>((settled) => {
      // Handed to the app only once painted: the exam screen then always replaces the picture.
      startFetch(
        `/api/test-questions/${encodeURIComponent(attempt.testId as string)}`,
        token,
        (questions) => {
          const painting = paintFirst(attempt, questions, stylesReady).catch(() => false);
          void painting.then(settled);
          return painting;
        },
      ).catch(() => settled(false));
    });
  })
    .then(() => painted)
    .catch(() => false)
    .then((done) => {
      if (!done) app.start();
    });
}

const route = pageRouteFor(location.pathname);
const token = usableToken();
const pagePreloaded = route && (!route.needsUser || token) ? preloadPage(route.page) : Promise.resolve();
const attemptId = examAttemptIdIn(location.pathname);
if (attemptId && token) prefetchExam(attemptId, token, pagePreloaded);
else app.start();
