import express, { type Express, type Router } from 'express';
import { accessLog } from './access-log';
import { errorHandler, notFoundHandler } from './errors';
import { type HealthCheck, healthRouter } from './health';
import { identityMiddleware } from './identity';
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
};

/** The Express app every service shares: ids, logs, identity, JSON limits, health, errors. */
export function createServiceApp(opts: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestId);
  app.use(accessLog(opts.logger));
  app.use(healthRouter(opts.health));
  app.use(express.json({ limit: opts.jsonLimit ?? '100kb' }));
  // Lone surrogates parse from JSON but break URLs and turn into U+FFFD in every store.
  app.use(rejectMalformedText);
  app.use(identityMiddleware(opts.internalSecret));
  // Defence in depth behind the gateway, which never routes /internal: only services get in.
  app.use('/internal', internalOnly(opts.internalSecret));
  for (const router of opts.routes) app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler(opts.logger, opts.mapError));
  return app;
}
