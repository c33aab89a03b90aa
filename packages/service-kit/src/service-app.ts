import express, { type Express, type Router } from 'express';
import { accessLog } from './access-log';
import { errorHandler, notFoundHandler } from './errors';
import { type HealthCheck, healthRouter } from './health';
import { type HotRoute, hotRoutes } from './hot-routes';
import { identityMiddleware } from './identity';
import { inSequence, onPaths } from './in-sequence';
import { leanJson, limitBytes } from './lean-json';
import type { Logger } from './logger';
import { requestId } from './request-id';
import { internalOnly } from './service-call';
import { rejectMalformedText } from './well-formed-text';

export type ServiceAppOptions = {
  logger: Logger;
  internalSecret: string;
  health: Record<string, HealthCheck>;
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
};

/** The Express app every service shares: ids, logs, identity, JSON limits, health, errors. */
export function createServiceApp(opts: ServiceAppOptions): Express {
  const app = express();
  const jsonLimit = opts.jsonLimit ?? '100kb';
  const jsonParser = express.json({ limit: jsonLimit });
  const jsonLimitBytes = limitBytes(jsonLimit);
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  // What every request passes, as one Express layer (in-sequence.ts), in this order.
  app.use(
    inSequence(
      requestId,
      accessLog(opts.logger),
      // Where `app.use(healthRouter)` would answer: /alive and /health, any case, trailing slash.
      onPaths(/^\/(?:alive|health)\/?$/i, healthRouter(opts.health)),
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
