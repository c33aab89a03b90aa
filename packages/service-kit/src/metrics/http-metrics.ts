import type { Metric, Registry } from 'prom-client';

/** From 5 ms to 10 s: an answer save is a few ms, a slow CSV upload seconds. */
export const HTTP_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10];

/** What every request adds to `http_requests_total` and `http_request_duration_seconds`. */
export type HttpMetrics = {
  /** `route` is a template (`/api/test-attempts/:id`) or `unmatched`, never a raw path. */
  record(method: string | undefined, route: string, status: number, seconds: number): void;
};

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** One (route, method) pair: its histogram cells (not cumulative; the last is above 10 s) and counts by status. */
type Series = {
  method: string;
  route: string;
  cells: Float64Array;
  sum: number;
  count: number;
  byStatus: Map<number, { value: number }>;
};

type Sample = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * The two HTTP series, kept in plain numbers per (route, method) and turned into Prometheus's
 * format only when scraped. A request costs two map lookups, a status lookup and a short bucket
 * search, with no allocation: prom-client's own `inc` and `observe` hash and copy their labels on
 * every call, even on a child from `labels()` (about 1-2 µs and several objects per request, on
 * a gateway whose budget is 0.2 ms of CPU per proxied request). They are registered in the
 * registry as prom-client metrics are, so the registry's default labels apply.
 */
export function createHttpMetrics(registry: Registry): HttpMetrics {
  const bounds = HTTP_DURATION_BUCKETS;
  const byRoute = new Map<string, Map<string, Series>>();
  const all: Series[] = [];

  const seriesOf = (method: string, route: string): Series => {
    let byMethod = byRoute.get(route);
    if (!byMethod) {
      byMethod = new Map();
      byRoute.set(route, byMethod);
    }
    let series = byMethod.get(method);
    if (!series) {
      series = {
        method,
        route,
        cells: new Float64Array(bounds.length + 1),
        sum: 0,
        count: 0,
        byStatus: new Map(),
      };
      byMethod.set(method, series);
      all.push(series);
    }
    return series;
  };

  const requests = scrapedMetric(
    'http_requests_total',
    'HTTP requests answered, by method, route template and status',
    'counter',
    () => {
      const values: Sample[] = [];
      for (const s of all)
        for (const [status, c] of s.byStatus)
          values.push({
            labels: { method: s.method, route: s.route, status: String(status) },
            value: c.value,
          });
      return values;
    },
    () => {
      for (const s of all) s.byStatus.clear();
    },
  );
  const duration = scrapedMetric(
    'http_request_duration_seconds',
    'Time from a request to its answer written, by method and route template',
    'histogram',
    () => {
      const values: Sample[] = [];
      for (const s of all) {
        const labels = { method: s.method, route: s.route };
        let cumulative = 0;
        bounds.forEach((le, i) => {
          cumulative += s.cells[i] ?? 0;
          values.push({
            labels: { ...labels, le },
            value: cumulative,
            metricName: `${duration.name}_bucket`,
          });
        });
        values.push(
          { labels: { ...labels, le: '+Inf' }, value: s.count, metricName: `${duration.name}_bucket` },
          { labels, value: s.sum, metricName: `${duration.name}_sum` },
          { labels, value: s.count, metricName: `${duration.name}_count` },
        );
      }
      return values;
    },
    () => {
      for (const s of all) {
        s.cells.fill(0);
        s.sum = 0;
        s.count = 0;
      }
    },
  );
  registry.registerMetric(requests as unknown as Metric);
  registry.registerMetric(duration as unknown as Metric);

  return {
    record(rawMethod, route, status, seconds) {
      const method = rawMethod !== undefined && METHODS.has(rawMethod) ? rawMethod : 'OTHER';
      const series = seriesOf(method, route);
      let count = series.byStatus.get(status);
      if (!count) {
        count = { value: 0 };
        series.byStatus.set(status, count);
      }
      count.value += 1;
      let i = 0;
      while (i < bounds.length && seconds > (bounds[i] as number)) i++;
      series.cells[i] = (series.cells[i] ?? 0) + 1;
      series.sum += seconds;
      series.count += 1;
    },
  };
}

/** A metric in the shape prom-client's registry reads (`get`, `reset`), its samples made at a scrape. */
function scrapedMetric(
  name: string,
  help: string,
  type: 'counter' | 'histogram',
  samples: () => Sample[],
  reset: () => void,
) {
  return {
    name,
    help,
    type,
    aggregator: 'sum' as const,
    get: async () => ({ name, help, type, aggregator: 'sum' as const, values: samples() }),
    reset,
  };
}
