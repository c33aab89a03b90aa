import express, { type Express, type Router } from 'express';
import { accessLog } from './access-log';
import { errorHandler, notFoundHandler } from './errors';
import { HEALTH_PATHS, type HealthCheck, healthRouter } from './health';
import { type HotRoute, hotRoutes } from './hot-routes';
import { identityMiddleware } from './identity';
import { inSequence, onPaths } from './in-sequence';
import { leanJson, limitBytes } from './lean-json';
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
   * Routes (also on `routes`) answered by one lookup before the routers when their path is plain
   * (hot-routes.ts): the few that carry most of the traffic. No route registered before one on
   * the routers may match its requests.
   */
  hotRoutes?: HotRoute[];
  /**
   * The process's metrics: every request is recorded under its route template, and `GET /metrics`
   * serves them to the addresses of `metricsAllow` (default loopback and private ranges).
   * Without it the app has neither.
   */
  metrics?: Metrics;
  /** `METRICS_ALLOW`: addresses and CIDR ranges that may read `/metrics`. */
  metricsAllow?: readonly string[];
};

/** The Express app every service shares: ids, logs, identity, JSON limits, health, errors. */
export function createServiceApp(opts: ServiceAppOptions): Express {
  const app = express();
  const jsonLimit = opts.jsonLimit ?? '100kb';
  const jsonParser = express.json({ limit: jsonLimit });
  const jsonLimitBytes = limitBytes(jsonLimit);
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const metrics = opts.metrics;
  if (metrics) labelRoutes(app);
  const metricsSteps = metrics
    ? [
        httpMetricsMiddleware(metrics.http),
        onPaths(
          METRICS_PATH,
          metricsRoute(metrics.registry, addressAllowList(opts.metricsAllow ?? DEFAULT_METRICS_ALLOW)),
        ),
      ]
    : [];
  // What every request passes, as one Express layer (in-sequence.ts), in this order.
  app.use(
    inSequence(
      requestId,
      accessLog(opts.logger),
      ...metricsSteps,
      // Where `app.use(healthRouter)` would answer: /alive, /health and /ready.
      onPaths(HEALTH_PATHS, healthRouter(opts.health, opts.ready)),
      // Plain JSON bodies are read by leanJson, anything else by express.json itself.
      jsonLimitBytes === undefined ? jsonParser : leanJson(jsonLimitBytes, jsonParser),
      // Lone surrogates parse from JSON but break URLs and turn into U+FFFD in every store.
      rejectMalformedText,
      identityMiddleware(opts.internalSecret),
      // Defence in depth behind the gateway, which never routes /internal: only services get in.
      // Where `app.use('/internal', …)` would run: the path or under it, any case.
      onPaths(/^\/internal(?:\/|$)/i, internalOnly(opts.internalSecret)),
    ),
  );
  if (opts.hotRoutes?.length) app.use(hotRoutes(opts.hotRoutes));
  for (const router of opts.routes) app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler(opts.logger, opts.mapError));
  return app;
}
