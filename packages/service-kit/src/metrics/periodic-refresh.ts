import type { Logger } from '../logger';

/** A collector's refresh: at most one run at a time, at most once per interval. */
export type PeriodicRefresh = {
  /**
   * Runs now unless a run is under way (joined) or the last one started under `intervalMs` ago;
   * resolves when it ends or after `scrapeWaitMs`, whichever is first (a scrape then shows the
   * last values rather than time out behind a broker that is not answering).
   */
  ifStale(): Promise<void>;
  /** Runs now (joining a run under way). */
  now(): Promise<void>;
  stop(): void;
};

/**
 * Runs `work` every `intervalMs` on a timer that does not hold the process open, and on demand
 * (a scrape) when the last run is older than that. Failures are logged, never thrown: a broker
 * or Redis blip leaves the last values in place.
 */
export function periodicRefresh(opts: {
  work: () => Promise<void>;
  intervalMs: number;
  logger: Logger;
  what: string;
  /** How long a scrape waits for a run it started or joined (default 2 s). */
  scrapeWaitMs?: number;
  clock?: () => number;
}): PeriodicRefresh {
  const scrapeWaitMs = opts.scrapeWaitMs ?? 2_000;
  const clock = opts.clock ?? Date.now;
  let running: Promise<void> | undefined;
  let lastStart = Number.NEGATIVE_INFINITY;
  const now = () => {
    running ??= (async () => {
      lastStart = clock();
      try {
        await opts.work();
      } catch (err) {
        opts.logger.warn({ err: String(err) }, `metrics: could not read ${opts.what}`);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void now(), opts.intervalMs);
  timer.unref();
  return {
    ifStale: () => {
      const run = running ?? (clock() - lastStart >= opts.intervalMs ? now() : undefined);
      if (!run) return Promise.resolve();
      let wait: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        wait = setTimeout(resolve, scrapeWaitMs);
        wait.unref();
      });
      return Promise.race([run, waited]).finally(() => clearTimeout(wait));
    },
    now,
    stop: () => clearInterval(timer),
  };
}
