/**
 * When the app's own code starts. index.html names the shell's entry scripts on the start script
 * (`data-entry`, shell/early-start-plugin.mjs) and preloads them, so they download at once; this
 * runs them. Everywhere but a fresh exam screen that is at once. On the exam screen the entry
 * first waits until the start script has painted the first question (`afterPainted`), or has
 * found it cannot: running the entry (React, the federation runtime, the first render) holds the
 * main thread for a long while on a phone, and the question's answer would otherwise wait behind
 * it to be painted. On slow 4G the entry arrives after the questions anyway, so this costs
 * nothing there. Measured with bench/lighthouse.ts (Lighthouse mobile, median of 3): the exam
 * screen's LCP 2.72 s → 1.47 s with the painted question and this order; painted with the
 * entry running first, 2.48 s.
 */
export type AppStart = {
  /** Runs the entry scripts now (once; later calls do nothing). */
  start(): void;
  /** Runs them once `element` has been painted (its LCP entry is seen), or after two frames. */
  afterPainted(element: Element): void;
};

/** However the exam's first reads go, the app runs by then (ms after the start script). */
export const LATEST_START_MS = 3_000;

export function appStart(script: HTMLOrSVGScriptElement | null): AppStart {
  const entries = (script instanceof HTMLScriptElement ? script.dataset.entry : '')?.split(' ') ?? [];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of entries.filter(Boolean)) {
      const tag = document.createElement('script');
      tag.src = src;
      // In order, as the parser would have run them.
      tag.async = false;
      document.head.appendChild(tag);
    }
  };
  setTimeout(start, LATEST_START_MS);
  return {
    start,
    afterPainted(element) {
      const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
      try {
        const observer = new PerformanceObserver((list) => {
          if (!list.getEntries().some((entry) => (entry as { element?: Element }).element === element))
            return;
          observer.disconnect();
          setTimeout(start, 0);
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        // A browser that reports no paints (or not this one) still starts the app soon after.
        setTimeout(frames, 500);
      } catch {
        frames();
      }
    },
  };
}
