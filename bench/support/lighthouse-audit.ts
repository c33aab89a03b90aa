import { CHROMIUM_ARGS } from '../../playwright.config';
import type { Lighthouse, LighthouseResult } from './lighthouse-install';

/** What one Lighthouse run says about a page. */
export type PageFigures = {
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  /** The performance category's score, 0–100. */
  score: number;
  /** Compressed JavaScript that crossed the wire (transfer sizes, headers included). */
  jsBytes: number;
  /** Lighthouse's description of the LCP element (its selector), for reading a regression. */
  lcpElement: string;
};

const numeric = (lhr: LighthouseResult, audit: string): number => {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${audit} figure`);
  return value;
};

/** The LCP element's selector from `largest-contentful-paint-element` (a list of tables in v12). */
function lcpElementOf(lhr: LighthouseResult): string {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of tables) {
    for (const row of (table as { items?: Array<Record<string, unknown>> }).items ?? []) {
      const node = row.node as { selector?: string; nodeLabel?: string } | undefined;
      if (node?.selector) return node.selector;
    }
  }
  return '?';
}

/** The figures of one run (throws on a run Lighthouse itself says failed). */
export function figuresOf(lhr: LighthouseResult): PageFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((n, r) => n + (typeof r.transferSize === 'number' ? r.transferSize : 0), 0);
  return {
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    jsBytes,
    lcpElement: lcpElementOf(lhr),
  };
}

/** The median of each figure over runs (the middle run by that figure, not one run's set). */
export function medianFigures(runs: readonly PageFigures[]): Omit<PageFigures, 'lcpElement'> {
  if (runs.length === 0) throw new Error('no runs');
  const median = (pick: (f: PageFigures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  };
  return {
    lcpMs: median((f) => f.lcpMs),
    tbtMs: median((f) => f.tbtMs),
    fcpMs: median((f) => f.fcpMs),
    cls: median((f) => f.cls),
    score: median((f) => f.score),
    jsBytes: median((f) => f.jsBytes),
  };
}

/** Chromium as the e2e suite launches it, headless. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * One cold Lighthouse run of `url` with its default config: the mobile preset (a Moto G Power's
 * screen, simulated slow 4G and a 4× slower CPU), performance category only. A Chromium of its
 * own per run (an empty profile). With `localStorage`, a signed-in visit: the entries are written
 * on the page's origin first, as the app keeps its session, and Lighthouse is told not to reset
 * storage; the HTTP cache is emptied by hand instead, so the load stays cold.
 */
export async function auditPage(
  lh: Lighthouse,
  opts: { url: string; localStorage?: Record<string, string>; chromePath?: string },
): Promise<{ lhr: LighthouseResult; trace: unknown }> {
  const chrome = await lh.launchChrome({
    chromePath: opts.chromePath ?? process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const browser = await lh.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    try {
      const page = await browser.newPage();
      if (opts.localStorage) {
        // A small file of the origin, not a page: nothing of the app runs or is cached warm.
        await page.goto(new URL('/favicon.svg', opts.url).href);
        await page.evaluate((entries: Array<[string, string]>) => {
          const storage = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
            .localStorage;
          for (const [key, value] of entries) storage.setItem(key, value);
        }, Object.entries(opts.localStorage));
      }
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      const result = await lh.lighthouse(
        opts.url,
        {
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance'],
          disableStorageReset: !!opts.localStorage,
          port: chrome.port,
        },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${opts.url}`);
      return { lhr: result.lhr, trace: result.artifacts.Trace };
    } finally {
      await browser.disconnect();
    }
  } finally {
    await chrome.kill();
  }
}
