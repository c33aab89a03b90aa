/**
 * Inlined into index.html (EarlyStartPlugin) and run before any bundle has arrived. On a phone on
 * slow 4G each request costs more than half a second of latency, and the shell's own code (React
 * and the federation runtime, ~120 KB) takes about 1.5 s to arrive and run. Meanwhile this asks
 * for what the page at the address needs first:
 *   - the page's remote code: its manifest, then its entry, chunks and styles (as preloads);
 *   - the site header's code and messages, on every page but the exam screen, and for a
 *     signed-in user what the header and the page read first (the profile, the settings, the
 *     dashboard's figures: @ssc/web-core/early's firstReads.ts);
 *   - on the exam screen, the attempt and then its test's questions, and, for an attempt opened
 *     for the first time, paints its first question as the exam screen will show it
 *     (firstQuestionPaint.ts) before starting the app (appStart.ts);
 *   - on a results page, the result, and for a scored one paints its header as the page will
 *     show it (resultHeaderPaint.ts) before starting the app.
 * Every response is left for the app to take (`@ssc/web-core/early`): nothing is fetched twice.
 * It is small and defensive: any failure leaves the app to do what it always did.
 */
import {
  applyTheme,
  cachedThemeFor,
  EARLY_RESULT_ID,
  EXPIRES_KEY,
  FIRST_QUESTION_ID,
  firstQuestionView,
  initialUiLocale,
  PAGE_FIRST_READS,
  putEarlyResponse,
  REFRESH_MARGIN_MS,
  removeEarlyResult,
  removeFirstQuestion,
  resultHeaderView,
  SIGNED_IN_READS,
  TOKEN_KEY,
} from '@ssc/web-core/early';
import { REMOTES_CONFIG_URL } from '../federation/remotesConfigUrl';
import { showsSiteHeader } from '../layout/siteHeader';
import { EXAM_PAGE, pageRouteFor } from '../routes/pageTable';
import { appStart } from './appStart';
import { examAttemptIdIn, resultAttemptIdIn } from './attemptAddress';
import { paintFirstQuestion } from './firstQuestionPaint';
import { applyPreloadedStyles } from './paintKit';
import { preloadExposedModule } from './preloadExposed';
import { preloadSiteFrame } from './preloadSiteFrame';
import { paintResultHeader } from './resultHeaderPaint';

const app = appStart(document.currentScript);
const siteFrame = (document.currentScript as HTMLScriptElement | null)?.dataset.frame ?? '';

/** A token the app will send as it is (not about to be renewed first), or null. */
function usableToken(): string | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const expiresAt = Number(localStorage.getItem(EXPIRES_KEY) ?? Infinity);
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
        // With the page's messages if the interface is not in English (preloadExposed.ts).
        preloadExposedModule(
          await manifest.clone().json(),
          new URL(manifestUrl, location.href),
          expose,
          uiLocale(),
          page === EXAM_PAGE,
        );
      });
    })
      .catch(() => undefined)
      .finally(preloaded);
  });
}

/** However long the app takes, a picture painted before it never outlives this (ms). */
const PICTURE_MAX_MS = 15_000;

/** The signed-in user as the app keeps it in local storage (USER_KEY), or null. */
function storedUser(): { id?: unknown; user_metadata?: { is_admin?: unknown } } | null {
  try {
    return JSON.parse(localStorage.getItem('user') ?? 'null');
  } catch {
    return null;
  }
}

/** The interface's language as the app will show it: the profile's choice, else this device's. */
const uiLocale = () => initialUiLocale(storedUser() as Parameters<typeof initialUiLocale>[0], localStorage);

/**
 * Paints a picture of the page (`paint`, given the element to watch for its paint) once the
 * page's style sheets apply, unless `id` is already there; false when it could not be. The app
 * starts once the picture is seen painted; the page's own screen removes it in the commit that
 * draws itself (`remove`).
 */
async function paintPicture(
  id: string,
  stylesReady: Promise<void>,
  paint: () => { layer: HTMLElement; watched: Element | null },
  remove: () => void,
  /** What else the picture waits for once the style sheets apply (a font). */
  ready?: () => unknown,
): Promise<boolean> {
  await stylesReady;
  await applyPreloadedStyles();
  await ready?.();
  if (document.getElementById(id)) return false;
  // The signed-in user's theme, as the app's bootstrap applies it, so dark stays dark.
  const user = storedUser();
  applyTheme(cachedThemeFor(typeof user?.id === 'string' ? user.id : undefined));
  const { layer, watched } = paint();
  app.afterPainted(watched ?? layer);
  // Should the app go elsewhere instead (a sign-in, an error page), the picture must not stay over it.
  const path = location.pathname;
  const watch = setInterval(() => {
    if (!layer.isConnected) clearInterval(watch);
    else if (location.pathname !== path) remove();
  }, 250);
  setTimeout(remove, PICTURE_MAX_MS);
  return true;
}

/** Paints the first question of an attempt opened for the first time; false when there is none. */
async function paintFirst(
  attempt: unknown,
  questions: Response,
  stylesReady: Promise<void>,
): Promise<boolean> {
  if (!questions.ok) return false;
  const view = firstQuestionView(attempt, await questions.clone().json(), location.search);
  if (!view) return false;
  return paintPicture(
    FIRST_QUESTION_ID,
    stylesReady,
    () => {
      const layer = paintFirstQuestion(view);
      return { layer, watched: layer.querySelector('.question-card__text') };
    },
    removeFirstQuestion,
  );
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

/**
 * The results page's first read, GET /api/test-results/{id}; a scored result's header is painted
 * from it before the app starts. Measured with bench/lighthouse.ts (Lighthouse mobile, median of
 * 3, same box and session): the results page's LCP 2.43-2.55 s → 1.24-1.28 s.
 */
function prefetchResult(attemptId: string, token: string, stylesReady: Promise<void>): void {
  let painted = false;
  startFetch(`/api/test-results/${encodeURIComponent(attemptId)}`, token, async (res) => {
    // Handed to the app only once painted: the results page then always replaces the picture.
    if (res.status !== 200) return;
    // The interface's language, so the painted header is in the words the page then draws.
    const user = storedUser();
    const locale = uiLocale();
    const view = resultHeaderView(await res.clone().json(), Date.now(), locale);
    if (!view) return;
    const isAdmin = user?.user_metadata?.is_admin === true;
    painted = await paintPicture(
      EARLY_RESULT_ID,
      stylesReady,
      () => {
        const layer = paintResultHeader(view, isAdmin, locale);
        return { layer, watched: layer.querySelector('.page__title') };
      },
      removeEarlyResult,
      // Hindi words are painted in Noto Sans Devanagari, which loads on demand (font-display:
      // swap): painted before it arrives, every word would change width when it did and move the
      // header. Both weights the header uses, once the style sheets (its @font-face) apply.
      () =>
        locale === 'hi' &&
        Promise.all(
          [400, 700].map((weight) => document.fonts.load(`${weight} 1em "Noto Sans Devanagari"`, 'क')),
        ),
    );
  })
    .catch(() => undefined)
    .then(() => {
      if (!painted) app.start();
    });
}

const route = pageRouteFor(location.pathname);
const token = usableToken();
const pagePreloaded = route && (!route.needsUser || token) ? preloadPage(route.page) : Promise.resolve();
const examAttempt = examAttemptIdIn(location.pathname);
const resultAttempt = resultAttemptIdIn(location.pathname);
if (examAttempt && token) prefetchExam(examAttempt, token, pagePreloaded);
else if (resultAttempt && token) prefetchResult(resultAttempt, token, pagePreloaded);
else app.start();
// The site header's files and what the page and its header read first for a signed-in user
// (firstReads.ts), with the code rather than after it; asked for last, so what a picture waits
// for (above) goes out first.
if (showsSiteHeader(location.pathname)) {
  preloadSiteFrame(siteFrame, uiLocale());
  if (token)
    for (const url of [...(PAGE_FIRST_READS[route?.page ?? ''] ?? []), ...SIGNED_IN_READS])
      startFetch(url, token);
}
