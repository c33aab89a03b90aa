import { type Browser, type BrowserContext, type CDPSession, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../playwright.config';

/**
 * Lighthouse's mobile "Slow 4G" preset (core/config/constants.js `mobileSlow4G`), as Lighthouse
 * applies it through DevTools throttling: 150 ms RTT × 3.75 request latency, 1.6 Mbit/s × 0.9
 * down, 750 kbit/s × 0.9 up, and a 4× slower CPU.
 */
export const SLOW_4G = {
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
} as const;

/** A phone-sized screen (390 × 844 CSS px, as an iPhone 12–14). */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 3 } as const;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** One response as it crossed the (throttled) wire. */
type Transfer = {
  url: string;
  type: string;
  encoding: string;
  wire: number;
  decoded: number;
  /** When it was asked for and when its last byte arrived, ms after the navigation was. */
  startMs: number;
  endMs: number;
};

export type PhoneLoad = {
  /** From navigation start, ms. */
  lcpMs: number;
  firstQuestionMs: number;
  /** Everything received until the first question showed. */
  untilFirstQuestion: Transfer[];
  /** Everything received until the network had been quiet for a while after that. */
  settled: Transfer[];
};

const sum = (rows: Transfer[], pick: (t: Transfer) => number) => rows.reduce((n, t) => n + pick(t), 0);
export const jsOf = (rows: Transfer[]) => rows.filter((t) => t.type === 'Script');
export const wireBytes = (rows: Transfer[]) => sum(rows, (t) => t.wire);
export const decodedBytes = (rows: Transfer[]) => sum(rows, (t) => t.decoded);

// LCP as the page sees it; the last candidate before any input is the page's LCP.
const OBSERVE_LCP = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.renderTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/**
 * Opens `url` in a fresh context (an empty cache) of a throttled phone and waits for `shownAt`
 * (checked in the page every animation frame, so its time is the frame that showed it).
 * Bytes are CDP's encodedDataLength: what crossed the wire, headers included.
 */
export async function loadOnSlowPhone(
  browser: Browser,
  opts: {
    url: string;
    localStorage: Record<string, string>;
    /** In the page: `performance.now()` once what the user came for shows, otherwise false. */
    shownAt: () => number | false;
    quietMs?: number;
  },
): Promise<PhoneLoad> {
  const origin = new URL(opts.url).origin;
  const context: BrowserContext = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    storageState: {
      cookies: [],
      origins: [
        { origin, localStorage: Object.entries(opts.localStorage).map(([name, value]) => ({ name, value })) },
      ],
    },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_LCP);
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: Math.floor((SLOW_4G.downloadKbps * 1024) / 8),
      uploadThroughput: Math.floor((SLOW_4G.uploadKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });

    const pending = new Map<string, Omit<Transfer, 'wire' | 'endMs'>>();
    const sentAt = new Map<string, number>();
    const done: Transfer[] = [];
    let navigatedAt: number | null = null;
    const since = (timestamp: number) => (timestamp - (navigatedAt ?? timestamp)) * 1000;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, timestamp, type }) => {
      if (type === 'Document' && navigatedAt === null) navigatedAt = timestamp;
      sentAt.set(requestId, timestamp);
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const encoding = (response.headers['content-encoding'] ??
        response.headers['Content-Encoding'] ??
        '') as string;
      const startMs = since(sentAt.get(requestId) ?? 0);
      pending.set(requestId, { url: response.url, type, encoding, decoded: 0, startMs });
      lastActivity = Date.now();
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const row = pending.get(requestId);
      if (row) row.decoded += dataLength;
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
      const row = pending.get(requestId);
      if (!row) return;
      pending.delete(requestId);
      done.push({ ...row, wire: encodedDataLength, endMs: since(timestamp) });
      lastActivity = Date.now();
    });

    await page.goto(opts.url, { waitUntil: 'commit' });
    const firstQuestionMs = (await (
      await page.waitForFunction(opts.shownAt, undefined, { polling: 'raf', timeout: 120_000 })
    ).jsonValue()) as number;
    const untilFirstQuestion = [...done];

    const quietMs = opts.quietMs ?? 3_000;
    while (pending.size > 0 || Date.now() - lastActivity < quietMs) await sleep(200);
    const lcpMs = (await page.evaluate('window.__lcp')) as number;
    return { lcpMs, firstQuestionMs, untilFirstQuestion, settled: [...done] };
  } finally {
    await context.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
