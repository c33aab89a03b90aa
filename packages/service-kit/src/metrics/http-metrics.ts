import { Counter, Histogram, type Registry } from 'prom-client';

/** From 5 ms to 10 s: an answer save is a few ms, a slow CSV upload seconds. */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10];

/** What every request adds to `http_requests_total` and `http_request_duration_seconds`. */
export type HttpMetrics = {
  /** `route` is a template (`/api/test-attempts/:id`) or `unmatched`, never a raw path. */
  record(method: string | undefined, route: string, status: number, seconds: number): void;
};

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type Series = {
  duration: { observe(seconds: number): void };
  byStatus: Map<number, { inc(): void }>;
};

/**
 * The two HTTP series. Each (route, method) pair's children are resolved once and kept, so a
 * request costs two map lookups, one `inc` and one `observe` (prom-client's `labels()` hashes
 * its labels on every call). Methods outside the usual seven are counted as `OTHER`.
 */
export function createHttpMetrics(registry: Registry): HttpMetrics {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer written, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: HTTP_DURATION_BUCKETS,
    registers: [registry],
  });
  const byRoute = new Map<string, Map<string, Series>>();

  const seriesOf = (method: string, route: string): Series => {
    let byMethod = byRoute.get(route);
    if (!byMethod) {
      byMethod = new Map();
      byRoute.set(route, byMethod);
    }
    let series = byMethod.get(method);
    if (!series) {
      series = { duration: duration.labels(method, route), byStatus: new Map() };
      byMethod.set(method, series);
    }
    return series;
  };

  return {
    record(rawMethod, route, status, seconds) {
      const method = rawMethod !== undefined && METHODS.has(rawMethod) ? rawMethod : 'OTHER';
      const series = seriesOf(method, route);
      let count = series.byStatus.get(status);
      if (!count) {
        count = requests.labels(method, route, String(status));
        series.byStatus.set(status, count);
      }
      count.inc();
      series.duration.observe(seconds);
    },
  };
}
