import express, { type Express, type RequestHandler, type Router } from 'express';
import { accessLog } from './access-log';
import { errorHandler, notFoundHandler } from './errors';
import { HEALTH_PATHS, type HealthCheck, healthRouter } from './health';
import { identityMiddleware } from './identity';
import type { Logger } from './logger';
import { httpMetricsMiddleware } from './metrics/express-metrics';
import { addressAllowList, DEFAULT_METRICS_ALLOW } from './metrics/metrics-allow';
import { METRICS_PATH } from './metrics/metrics-endpoint';
import { metricsRoute } from './metrics/metrics-route';
import type { Metrics } from './metrics/registry';
import { labelRoutes } from './metrics/route-label';
import { requestId } from './request-id';
import { internalOnly } from './service-call';
import { rejectMalformedText } from './well-formed-text';

export type ServiceAppOptions = {
  logger: Logger;
  internalSecret: string;
  health: Record<string, HealthCheck>;
  /** The `health` checks `/ready` runs (health.ts); all of them when not given. */
  ready?: readonly string[];
  routes: Router[];
  /** JSON body limit; uploads use multipart with their own limits. */
  jsonLimit?: string;
  /**
   * Turns the service's own domain errors into AppErrors (anything else is returned as it is),
   * so a domain never throws HTTP errors and the mapping is written once, at the edge.
   */
  mapError?: (err: unknown) => unknown;
  /**
   * The process's metrics: every request is recorded under its route template, and `GET /metrics`
   * serves them to the addresses of `metricsAllow` (default loopback and private ranges).
   * Without it the app has neither.
   */
  metrics?: Metrics;
  /** `METRICS_ALLOW`: addresses and CIDR ranges that may read `/metrics`. */
  metricsAllow?: readonly string[];
};

/**
 * The Express app every service shares: ids, logs, metrics, health, JSON bodies, identity,
 * the internal guard, the service's routers, errors. Every step is an `app.use` below, in the
 * order a request passes them: this is the one place to add a middleware to every service.
 */
export function createServiceApp(opts: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const metrics = opts.metrics;
  if (metrics) labelRoutes(app);
  app.use(requestId);
  app.use(accessLog(opts.logger));
  if (metrics) {
    app.use(httpMetricsMiddleware(metrics.http));
    app.use(
      onPaths(
        METRICS_PATH,
        metricsRoute(metrics.registry, addressAllowList(opts.metricsAllow ?? DEFAULT_METRICS_ALLOW)),
      ),
    );
  }
  // /alive, /health and /ready, in any case, with an optional trailing slash (health.ts).
  app.use(onPaths(HEALTH_PATHS, healthRouter(opts.health, opts.ready)));
  app.use(express.json({ limit: opts.jsonLimit ?? '100kb' }));
  // Lone surrogates parse from JSON but break URLs and turn into U+FFFD in every store.
  app.use(rejectMalformedText);
  app.use(identityMiddleware(opts.internalSecret));
  // Defence in depth behind the gateway, which never routes /internal: only services get in.
  // Where `app.use('/internal', …)` would run: the path or under it, any case.
  app.use(onPaths(/^\/internal(?:\/|$)/i, internalOnly(opts.internalSecret)));
  for (const router of opts.routes) app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler(opts.logger, opts.mapError));
  return app;
}

/** `handler` for the paths `test` accepts (a mount point, as `app.use(path, …)` is); others go on. */
function onPaths(test: RegExp, handler: RequestHandler): RequestHandler {
  return (req, res, next) => (test.test(req.path) ? handler(req, res, next) : next());
}
