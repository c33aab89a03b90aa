import type { IncomingMessage, ServerResponse } from 'node:http';
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
  inSequence,
  type Logger,
  labelRoutes,
  METRICS_PATH,
  type Metrics,
  NotFoundError,
  requestId,
  ServiceUnavailableError,
  setRouteLabel,
  ValidationError,
} from '@ssc/service-kit';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { Redis } from 'ioredis';
import { authLimits } from './auth-limits';
import { authenticate, callerCheck } from './authenticate';
import { bodyLimit } from './body-limit';
import { AMBIGUOUS_PATH_MESSAGE } from './canonical-path';
import { requireCanonicalPath } from './canonical-path-middleware';
import type { GatewayConfig } from './config';
import { type FastRoute, fastPath } from './fast-path';
import type { HeaderSet } from './fixed-headers';
import { identityHeaders } from './identity-header';
import { shellInlineScripts } from './inline-scripts';
import { OPENAPI_PATH } from './openapi/documented-operations';
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
import { API_SECURITY_HEADERS, apiSecurityHeaders, frontendSecurityHeaders } from './security-headers';
import { createSessionCheck, type SessionCheck } from './session-check';
import { staticFrontends } from './static-frontends';

export type GatewayDeps = {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  health?: Record<string, HealthCheck>;
  /** Defaults to Redis then the auth service (session-check.ts). */
  sessions?: SessionCheck;
  /** Serve the hot authenticated API requests on the fast path (fast-path.ts); default true. */
  fastPath?: boolean;
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

/** What a proxied request carries to its service, from either the Express app or the fast path. */
type Forwarding = {
  service: ServiceName;
  path: string;
  query: string;
  requestId: string;
  clientIp: string | undefined;
  identity: Identity | undefined;
  body?: Buffer | undefined;
  beforeAnswer?: ((status: number) => Promise<unknown>) | undefined;
};

export function createGatewayApp({
  config,
  logger,
  redis,
  health,
  sessions,
  fastPath: useFastPath = true,
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
  // One verified-token cache for both the Express routes and the fast path.
  const checkCaller = callerCheck(config.JWT_PUBLIC_KEY, sessionCheck);
  const checkAccess = authenticate(checkCaller);
  const limits = authLimits({
    redis,
    logger,
    settings: {
      failuresPerAccount: config.SIGNIN_FAILURES_PER_ACCOUNT,
      failuresPerAddress: config.SIGNIN_FAILURES_PER_ADDRESS,
      failureWindowSeconds: config.SIGNIN_FAILURE_WINDOW_SECONDS,
      signupsPerAddress: config.SIGNUPS_PER_ADDRESS,
      signupWindowSeconds: config.SIGNUP_WINDOW_SECONDS,
      prefix: config.RATE_LIMIT_PREFIX,
    },
  });
  const limitFor = (path: string): RequestHandler | undefined =>
    Object.hasOwn(RATE_LIMITED_PATHS, path) ? limits[RATE_LIMITED_PATHS[path as RateLimitedPath]] : undefined;

  const identityHeader = identityHeaders(config.INTERNAL_SECRET);
  const proxy = (
    req: IncomingMessage,
    res: ServerResponse,
    f: Forwarding,
    bodyLimit: ReturnType<typeof bodyLimitFor>,
    fail: (err: unknown) => void,
    answerHeaders?: HeaderSet,
  ) => {
    const { service } = f;
    proxyTo({
      upstream: upstreams[service],
      pathAndQuery: `${f.path}${f.query}`,
      identityHeader,
      req,
      res,
      requestId: f.requestId,
      clientIp: f.clientIp,
      identity: f.identity,
      // Public auth bodies were parsed here; the service gets exactly what the limits read.
      ...(f.body ? { body: f.body } : {}),
      ...(f.beforeAnswer ? { beforeAnswer: f.beforeAnswer } : {}),
      ...(answerHeaders ? { answerHeaders } : {}),
      onInvalidTarget: () => fail(new ValidationError(AMBIGUOUS_PATH_MESSAGE)),
      bodyLimit,
      onBodyTooLarge: fail,
      onError: (err) => {
        logger.warn({ requestId: f.requestId, service, err: err.message }, 'upstream unavailable');
        fail(
          new ServiceUnavailableError(
            `The ${SERVICE_LABEL[service]} service is not available right now. Please try again shortly.`,
          ),
        );
      },
    });
  };
  const forward: RequestHandler = (req, res, next) =>
    proxy(
      req,
      res,
      {
        service: res.locals.service as ServiceName,
        path: res.locals.path,
        query: res.locals.query,
        requestId: req.id,
        clientIp: req.ip,
        identity: req.identity,
        body: res.locals.publicBody,
        beforeAnswer: res.locals.beforeAnswer,
      },
      bodyLimitFor(res.locals.path),
      next,
    );

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
    return checkAccess(route.access)(req, res, (err?: unknown) =>
      err ? next(err) : forward(req, res, next),
    );
  };
  app.use('/api', inSequence(apiSecurityHeaders, bodyLimit(bodyLimitFor), routeApi));
  const frontendHeaders = frontendSecurityHeaders([config.MF_STUDENT_MANIFEST, config.MF_ADMIN_MANIFEST]);
  app.use('/media', frontendHeaders, bodyLimit(bodyLimitFor), (req, res, next) => {
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
  const handleError = errorHandler(logger);
  app.use(handleError);
  if (!useFastPath) return app;

  // The fast path's errors are answered by the same handler, on the request and response
  // dressed as Express dresses them (app.handle), so every error body and header is the same.
  const fail = (req: IncomingMessage, res: ServerResponse, requestId: string, err: unknown) => {
    const request = req as Request;
    const response = res as Response;
    request.id = requestId;
    request.res = response;
    response.req = request;
    Object.setPrototypeOf(request, app.request);
    Object.setPrototypeOf(response, app.response);
    response.locals ??= Object.create(null);
    handleError(err, request, response, () => undefined);
  };
  const clientIp = clientAddress(app, config.TRUSTED_PROXIES.length === 0);
  const serveFast = fastPath({
    logger,
    http: metrics.http,
    checkCaller,
    forward: (req, res, route: FastRoute, requestId, identity, onFail) =>
      proxy(
        req,
        res,
        {
          service: route.service,
          path: route.path,
          query: route.query,
          requestId,
          clientIp: clientIp(req),
          identity,
        },
        route.limit,
        onFail,
        API_SECURITY_HEADERS,
      ),
    fail,
  });
  // The app is the server's request listener (listen(), supertest): the fast path sees every
  // request first and hands Express, untouched, each one it does not serve.
  const expressHandle = (app as unknown as ExpressHandle).handle;
  (app as unknown as ExpressHandle).handle = function handle(req, res, callback) {
    if (serveFast(req, res)) return;
    expressHandle.call(this, req, res, callback);
  };
  return app;
}

type ExpressHandle = {
  handle(this: unknown, req: IncomingMessage, res: ServerResponse, callback?: (err?: unknown) => void): void;
};

/**
 * The client's address exactly as Express's `req.ip` reads it with the app's `trust proxy`
 * setting: with no trusted proxies, the socket's address (what proxy-addr answers then).
 */
function clientAddress(app: Express, socketOnly: boolean): (req: IncomingMessage) => string | undefined {
  if (socketOnly) return (req) => req.socket.remoteAddress;
  const ip = Object.getOwnPropertyDescriptor(express.request, 'ip')?.get;
  if (!ip) throw new Error('express.request has no ip getter');
  return (req) =>
    ip.call({ app, headers: req.headers, socket: req.socket, connection: req.socket }) as string;
}
