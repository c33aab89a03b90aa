import type { Page } from '@playwright/test';

/**
 * What a page shows frame by frame while index.html's start script has painted a picture of it
 * (shell/src/early: the exam's first question, a result's header) and the app takes its place:
 * for the picture's layer and for the app's #root, the target element's text and box and, for
 * each of `also`, its text and top. Used by the specs that check a takeover never shows both,
 * never moves the text, and shifts nothing.
 */

export type Box = { top: number; left: number; width: number; height: number };
export type Seen = { text: string; box: Box; also: Array<{ text: string; top: number } | null> };
export type Frame = { painted: Seen | null; app: Seen | null };
export type Watch = { layer: string; target: string; also?: string[] };

/** The little of the DOM the page functions below use (the e2e suite compiles without DOM types). */
type PageElement = { textContent: string | null; getBoundingClientRect(): Box };
type PageScope = {
  __frames: Frame[];
  __shift: number;
  document: { querySelector(selector: string): PageElement | null };
  requestAnimationFrame(callback: () => void): void;
  PerformanceObserver: new (
    callback: (list: { getEntries(): Array<{ value: number; hadRecentInput: boolean }> }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
};

/** Runs in the page from its first script on. */
const RECORD_FRAMES = ({ layer, target, also = [] }: Watch) => {
  const scope = globalThis as unknown as PageScope;
  scope.__frames = [];
  scope.__shift = 0;
  const read = (root: string): Seen | null => {
    const element = scope.document.querySelector(`${root} ${target}`);
    if (!element) return null;
    const { top, left, width, height } = element.getBoundingClientRect();
    return {
      text: element.textContent ?? '',
      box: { top, left, width, height },
      also: also.map((selector) => {
        const other = scope.document.querySelector(`${root} ${selector}`);
        return other
          ? { text: (other.textContent ?? '').trim(), top: other.getBoundingClientRect().top }
          : null;
      }),
    };
  };
  const sample = () => {
    scope.__frames.push({ painted: read(layer), app: read('#root') });
    scope.requestAnimationFrame(sample);
  };
  scope.requestAnimationFrame(sample);
  new scope.PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) scope.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Records every frame of the next loads of `page` (call before `goto`). */
export async function recordFrames(page: Page, watch: Watch): Promise<void> {
  await page.addInitScript(RECORD_FRAMES, watch);
}

/** The frames recorded since the current document loaded, and its layout shift. */
export function recorded(page: Page): Promise<{ frames: Frame[]; shift: number }> {
  return page.evaluate(() => {
    const scope = globalThis as unknown as PageScope;
    return { frames: scope.__frames, shift: scope.__shift };
  });
}

/**
 * Holds the shell's entry script back until `release` is called, so the picture can be looked at
 * before the app runs.
 */
export async function holdAppEntry(page: Page): Promise<{ release(): void; stopHolding(): Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = '**/static/js/main.*.js';
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release(), stopHolding: () => page.unroute(pattern) };
}

/**
 * The handover as recorded: how many frames showed the picture, the frames that showed both it
 * and the app, the picture's last look and the app's first, and the page's layout shift.
 */
export async function takeover(page: Page) {
  const { frames, shift } = await recorded(page);
  const withPainted = frames.filter((f) => f.painted);
  return {
    paintedFrames: withPainted.length,
    both: frames.filter((f) => f.painted && f.app),
    before: withPainted.at(-1)?.painted,
    after: frames.find((f) => f.app)?.app,
    shift,
  };
}
