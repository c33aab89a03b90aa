import http, { type Server } from 'node:http';
import type { Logger } from '../logger';
import { type AddressAllowList, addressAllowList } from './metrics-allow';
import { METRICS_PATH, mayReadMetrics, writeMetrics } from './metrics-endpoint';
import type { Metrics } from './registry';

function answer(res: http.ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ message }));
}

/**
 * A listener of its own that serves only `GET /metrics`, for the processes whose main port is
 * public (the gateway) or which have none (the workers): `METRICS_PORT` on `METRICS_HOST`.
 * The same allow-list as the services' `/metrics` applies.
 */
export function serveMetrics(opts: {
  metrics: Metrics;
  port: number;
  host: string;
  allowed: AddressAllowList;
  logger: Logger;
}): Server {
  const { metrics, logger } = opts;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!METRICS_PATH.test(path)) return answer(res, 404, 'Not found');
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'Only GET is served here');
    if (!mayReadMetrics(req, opts.allowed))
      return answer(res, 403, 'Metrics are served to internal callers only');
    writeMetrics(metrics.registry, req, res).catch((err: unknown) => {
      logger.error({ err: String(err) }, 'metrics: could not collect');
      if (!res.headersSent) answer(res, 500, 'Metrics could not be collected');
      else res.destroy();
    });
  });
  // As for the main port (listen.ts): a deployment whose metrics cannot be served dies at boot,
  // rather than running unseen by the autoscalers and alerts that read them.
  server.on('error', (err) => {
    logger.fatal({ err }, `metrics failed to listen on ${opts.host}:${opts.port}`);
    process.exit(1);
  });
  server.listen(opts.port, opts.host, () =>
    logger.info({ host: opts.host, port: opts.port }, 'metrics listening'),
  );
  return server;
}

/**
 * The gateway's and each worker's metrics listener, from their configuration: none when
 * `METRICS_PORT` is unset. Returns what closes it (for gracefulShutdown's closers).
 */
export function metricsListener(
  metrics: Metrics,
  config: { METRICS_PORT?: number | undefined; METRICS_HOST: string; METRICS_ALLOW: readonly string[] },
  logger: Logger,
): () => Promise<void> {
  if (config.METRICS_PORT === undefined) return async () => undefined;
  const server = serveMetrics({
    metrics,
    port: config.METRICS_PORT,
    host: config.METRICS_HOST,
    allowed: addressAllowList(config.METRICS_ALLOW),
    logger,
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}
