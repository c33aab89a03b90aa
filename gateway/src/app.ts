import {
  accessLog,
  errorHandler,
  type HealthCheck,
  healthRouter,
  type Logger,
  NotFoundError,
  requestId,
  ServiceUnavailableError,
  ValidationError,
} from '@ssc/service-kit';
import express, { type Express, type RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { authenticate } from './authenticate';
import { bodyLimit } from './body-limit';
import { AMBIGUOUS_PATH_MESSAGE } from './canonical-path';
import { requireCanonicalPath } from './canonical-path-middleware';
import type { GatewayConfig } from './config';
import { proxyTo } from './proxy';
import { rateLimit } from './rate-limit';
import { bodyLimitFor, MEDIA_ROUTES, matchRoute, type ServiceName } from './route-table';
import { staticFrontends } from './static-frontends';

export type GatewayDeps = {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  health?: Record<string, HealthCheck>;
};

const SERVICE_LABEL: Record<ServiceName, string> = {
  auth: 'accounts',
  catalog: 'test catalog',
  attempts: 'test attempts',
  results: 'results',
};

export function createGatewayApp({ config, logger, redis, health }: GatewayDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.use(requestId);
  app.use(accessLog(logger));
  // Before anything reads the path: every later step sees only the one canonical reading.
  app.use(requireCanonicalPath);
  app.use(healthRouter(health ?? {}));

  const upstreams: Record<ServiceName, string> = {
    auth: config.AUTH_URL,
    catalog: config.CATALOG_URL,
    attempts: config.ATTEMPTS_URL,
    results: config.RESULTS_URL,
  };
  const authLimiter = rateLimit({
    redis,
    points: config.AUTH_RATE_LIMIT_POINTS,
    windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    prefix: config.RATE_LIMIT_PREFIX,
  });

  const forward: RequestHandler = (req, res, next) => {
    const service = res.locals.service as ServiceName;
    proxyTo({
      service,
      baseUrl: upstreams[service],
      pathAndQuery: `${res.locals.path}${res.locals.query}`,
      internalSecret: config.INTERNAL_SECRET,
      req,
      res,
      onInvalidTarget: () => next(new ValidationError(AMBIGUOUS_PATH_MESSAGE)),
      onError: (err) => {
        logger.warn({ requestId: req.id, service, err: err.message }, 'upstream unavailable');
        next(
          new ServiceUnavailableError(
            `The ${SERVICE_LABEL[service]} service is not available right now. Please try again shortly.`,
          ),
        );
      },
    });
  };

  app.use('/api/auth', authLimiter);
  app.use('/api', bodyLimit(bodyLimitFor), (req, res, next) => {
    const route = matchRoute(res.locals.path);
    if (!route) return next(new NotFoundError(`No API route for ${req.method} ${res.locals.path}`));
    res.locals.service = route.service;
    authenticate(config.JWT_PUBLIC_KEY, route.access)(req, res, (err?: unknown) =>
      err ? next(err) : forward(req, res, next),
    );
  });
  app.use('/media', (req, res, next) => {
    const route = matchRoute(res.locals.path, MEDIA_ROUTES);
    if (!route || (req.method !== 'GET' && req.method !== 'HEAD')) return next(new NotFoundError());
    res.locals.service = route.service;
    forward(req, res, next);
  });

  if (config.WEB_ROOT) {
    app.use(
      staticFrontends(config.WEB_ROOT, {
        student: config.MF_STUDENT_MANIFEST,
        admin: config.MF_ADMIN_MANIFEST,
      }),
    );
  }
  app.use((req, _res, next) => next(new NotFoundError(`Nothing at ${req.path}`)));
  app.use(errorHandler(logger));
  return app;
}
