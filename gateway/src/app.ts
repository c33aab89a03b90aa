import path from 'node:path';
import {
  accessLog,
  createMetrics,
  errorHandler,
  HEALTH_PATHS,
  type HealthCheck,
  healthRouter,
  httpMetricsMiddleware,
  type Identity,
  type Logger,
  labelRoutes,
  METRICS_PATH,
  type Metrics,
  NotFoundError,
  requestId,
  ServiceUnavailableError,
  setRouteLabel,
  signIdentity,
  ValidationError,
} from '@ssc/service-kit';
import express, { type Express, type RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { methodCheck, pathMethods } from './allowed-methods';
import { authLimits } from './auth-limits';
import { authenticate, callerCheck } from './authenticate';
import { bodyLimit } from './body-limit';
import { AMBIGUOUS_PATH_MESSAGE } from './canonical-path';
import { requireCanonicalPath } from './canonical-path-middleware';
import type { GatewayConfig } from './config';
import { shellInlineScripts } from './inline-scripts';
import { documentedOperations, OPENAPI_PATH } from './openapi/documented-operations';
import { openApiRoute } from './openapi/openapi-route';
import { proxyTo, upstreamOf } from './proxy';
import { serialisePublicBody } from './public-body';
import {
  bodyLimitFor,
  MEDIA_ROUTES,
  matchRoute,
  RATE_LIMITED_PATHS,
  type RateLimitedPath,
  type ServiceName,
} from './route-table';
import { apiSecurityHeaders, frontendSecurityHeaders } from './security-headers';
import { createSessionCheck, type SessionCheck } from './session-check';
import { staticFrontends } from './static-frontends';

export type GatewayDeps = {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  health?: Record<string, HealthCheck>;
  /** Defaults to Redis then the auth service (session-check.ts). */
  sessions?: SessionCheck;
  /**
   * This process's metrics (main.ts serves them on METRICS_PORT, never on the public port);
   * by default a registry of the app's own.
   */
  metrics?: Metrics;
};

const SERVICE_LABEL: Record<ServiceName, string> = {
  auth: 'accounts',
  catalog: 'test catalog',
  attempts: 'test attempts',
  results: 'results',
};

/** Small JSON the gateway reads itself (the public auth routes, for their rate limits). */
const readAuthJson = express.json({ limit: '16kb' });

export function createGatewayApp({
  config,
  logger,
  redis,
  health,
  sessions,
  metrics = createMetrics('gateway'),
}: GatewayDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Forwarded addresses are believed only from the configured proxies, never by hop count.
  app.set('trust proxy', config.TRUSTED_PROXIES);
  // Requests are recorded under the route table's rule that routed them (`route`), the gateway's
  // own routes under their Express paths, the frontends as `frontend`, the rest as `unmatched`.
  labelRoutes(app);
  app.use(requestId);
  app.use(accessLog(logger));
  app.use(httpMetricsMiddleware(metrics.http));
  // Before anything reads the path: every later step sees only the one canonical reading.
  app.use(requireCanonicalPath);
  // Only the health paths enter the health router (as its routes match them: any case, an
  // optional trailing slash), so no other request pays for a pass through a nested router.
  // Ready needs nothing but the process: Redis only backs the limiter (fails open) and the
  // session copies (auth answers instead), so a Redis outage must not empty the balancer's pool.
  const healthRoutes = healthRouter(health ?? {}, []);
  app.use((req, res, next) => (HEALTH_PATHS.test(res.locals.path) ? healthRoutes(req, res, next) : next()));

  const upstreams = {
    auth: upstreamOf(config.AUTH_URL),
    catalog: upstreamOf(config.CATALOG_URL),
    attempts: upstreamOf(config.ATTEMPTS_URL),
    results: upstreamOf(config.RESULTS_URL),
  };
  const sessionCheck =
    sessions ??
    createSessionCheck({ redis, authUrl: config.AUTH_URL, internalSecret: config.INTERNAL_SECRET, logger });
  const checkAccess = authenticate(callerCheck(config.JWT_PUBLIC_KEY, sessionCheck));
  const limits = authLimits({
    redis,
    logger,
    settings: {
      failuresPerAccount: config.SIGNIN_FAILURES_PER_ACCOUNT,
      failuresPerAddress: config.SIGNIN_FAILURES_PER_ADDRESS,
      failureWindowSeconds: config.SIGNIN_FAILURE_WINDOW_SECONDS,
      signupsPerAddress: config.SIGNUPS_PER_ADDRESS,
      signupWindowSeconds: config.SIGNUP_WINDOW_SECONDS,
      resetMailsPerAccount: config.RESET_MAILS_PER_ACCOUNT,
      resetAsksPerAddress: config.RESET_ASKS_PER_ADDRESS,
      resetWindowSeconds: config.RESET_WINDOW_SECONDS,
      verificationMailsPerAccount: config.VERIFICATION_MAILS_PER_ACCOUNT,
      verificationWindowSeconds: config.VERIFICATION_WINDOW_SECONDS,
      prefix: config.RATE_LIMIT_PREFIX,
    },
  });
  const limitFor = (path: string): RequestHandler | undefined =>
    Object.hasOwn(RATE_LIMITED_PATHS, path) ? limits[RATE_LIMITED_PATHS[path as RateLimitedPath]] : undefined;

  // Signed per request: an HS256 signature costs about 0.007 ms on Node 24; reusing a signed
  // header per identity saved 0.01-0.07 ms per request in bench/gateway-cpu.ts (under the
  // 0.05 ms a piece of machinery must save here), so it is gone.
  const identityHeader = (identity: Identity) => signIdentity(config.INTERNAL_SECRET, identity);
  /** The route's service gets the request as it streams (proxy.ts); errors go to the error handler. */
  const forward: RequestHandler = (req, res, next) => {
    const service = res.locals.service as ServiceName;
    proxyTo({
      upstream: upstreams[service],
      pathAndQuery: `${res.locals.path}${res.locals.query}`,
      identityHeader,
      req,
      res,
      requestId: req.id,
      clientIp: req.ip,
      identity: req.identity,
      // Public auth bodies were parsed here; the service gets exactly what the limits read.
      ...(res.locals.publicBody ? { body: res.locals.publicBody } : {}),
      ...(res.locals.beforeAnswer ? { beforeAnswer: res.locals.beforeAnswer } : {}),
      onInvalidTarget: () => next(new ValidationError(AMBIGUOUS_PATH_MESSAGE)),
      bodyLimit: bodyLimitFor(res.locals.path),
      onBodyTooLarge: next,
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

  app.get(OPENAPI_PATH, apiSecurityHeaders, openApiRoute());
  const routeApi: RequestHandler = (req, res, next) => {
    const route = matchRoute(res.locals.path);
    if (!route) return next(new NotFoundError(`No API route for ${req.method} ${res.locals.path}`));
    setRouteLabel(req, route.route);
    res.locals.service = route.service;
    if (route.access === 'public') {
      const limit = limitFor(res.locals.path);
      return readAuthJson(req, res, (err?: unknown) => {
        if (err) return next(err);
        // Runs in body-parser's callback, outside Express: anything thrown here must go to next().
        try {
          res.locals.publicBody = serialisePublicBody(req.body);
        } catch (serialiseErr) {
          return next(serialiseErr);
        }
        if (!limit) return forward(req, res, next);
        // Async, and called outside Express's promise handling: a rejection must reach next().
        Promise.resolve(
          limit(req, res, (limitErr?: unknown) => (limitErr ? next(limitErr) : forward(req, res, next))),
        ).catch(next);
      });
    }
    const limit = limitFor(res.locals.path);
    return checkAccess(route.access)(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (!limit) return forward(req, res, next);
      // A signed-in route's limit counts per account, so it runs once the caller is known.
      Promise.resolve(
        limit(req, res, (limitErr?: unknown) => (limitErr ? next(limitErr) : forward(req, res, next))),
      ).catch(next);
    });
  };
  const checkMethod = methodCheck(pathMethods(documentedOperations()));
  app.use('/api', apiSecurityHeaders, checkMethod, bodyLimit(bodyLimitFor), routeApi);
  const frontendHeaders = frontendSecurityHeaders([config.MF_STUDENT_MANIFEST, config.MF_ADMIN_MANIFEST]);
  app.use('/media', frontendHeaders, checkMethod, bodyLimit(bodyLimitFor), (req, res, next) => {
    const route = matchRoute(res.locals.path, MEDIA_ROUTES);
    if (!route || (req.method !== 'GET' && req.method !== 'HEAD')) return next(new NotFoundError());
    setRouteLabel(req, route.route);
    res.locals.service = route.service;
    forward(req, res, next);
  });

  // Metrics are served on METRICS_PORT only: on the public port `/metrics` is nothing, not the
  // SPA fallback's page (an ambiguous spelling of it was already refused, 400).
  app.use((_req, res, next) => (METRICS_PATH.test(res.locals.path) ? next(new NotFoundError()) : next()));

  if (config.WEB_ROOT) {
    app.use((req, _res, next) => {
      setRouteLabel(req, 'frontend');
      next();
    });
    const shellIndex = path.join(config.WEB_ROOT, 'shell', 'dist', 'index.html');
    app.use(
      frontendSecurityHeaders(
        [config.MF_STUDENT_MANIFEST, config.MF_ADMIN_MANIFEST],
        shellInlineScripts(shellIndex),
      ),
    );
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
