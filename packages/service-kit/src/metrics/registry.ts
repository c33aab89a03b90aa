import { collectDefaultMetrics, Registry } from 'prom-client';
import { createHttpMetrics, type HttpMetrics } from './http-metrics';

/** The `service` label on every series: one name per kind of process (docs/architecture.md "Metrics"). */
export type MetricsService =
  | 'auth'
  | 'catalog'
  | 'attempts'
  | 'results'
  | 'catalog-worker'
  | 'attempts-worker'
  | 'results-worker'
  | 'gateway';

/** One process's metrics: its registry (what `/metrics` prints) and its HTTP series. */
export type Metrics = { service: MetricsService; registry: Registry; http: HttpMetrics };

/**
 * A registry of its own per process (never prom-client's global one, so tests can build as many
 * apps as they like), every series labelled `service`, with Node's default process metrics
 * (`process_cpu_seconds_total`, `nodejs_eventloop_lag_seconds`, `nodejs_heap_size_used_bytes`, …)
 * unless `processMetrics` is false.
 */
export function createMetrics(service: MetricsService, opts: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (opts.processMetrics ?? true) collectDefaultMetrics({ register: registry });
  return { service, registry, http: createHttpMetrics(registry) };
}
