import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AppError,
  type HttpMetrics,
  type Identity,
  type Logger,
  LruMap,
  logRequest,
  REQUEST_ID_HEADER,
  requestIdFrom,
} from '@ssc/service-kit';
import type { CallerCheck } from './authenticate';
import { declaredTooLarge } from './body-limit';
import { canonicalPath } from './canonical-path';
import {
  type Access,
  type BodyLimit,
  bodyLimitFor,
  isUpload,
  matchRoute,
  type ServiceName,
} from './route-table';
import { setApiSecurityHeaders } from './security-headers';

/** The request as the Express steps mark it: its id and verified caller (service-kit express-augment.ts). */
type Caller = IncomingMessage & { id?: string; identity?: Identity | undefined };

const FAST_ROUTE = Symbol('fastRoute');
const STARTED = Symbol('started');
/** A request the fast path serves, carrying what its answer's listener needs. */
type Served = Caller & { [FAST_ROUTE]?: FastRoute; [STARTED]?: number };

/** A request the fast path serves: an authenticated API route proxied to its service as it streams. */
export type FastRoute = {
  service: ServiceName;
  /** The route table rule's template, its `route` in metrics. */
  label: string;
  access: Exclude<Access, 'public'>;
  limit: BodyLimit;
  /** The canonical path (canonical-path.ts) and the raw query, as the Express steps would see them. */
  path: string;
  query: string;
};

/**
 * The route of a request the fast path may serve, or undefined to leave it to Express: an
 * `/api/` path with one reading, on a route of the table that needs a caller (user or admin)
 * and is not a file upload. Everything else (public auth routes with their parsed bodies and
 * rate limits, uploads, media, health, the API document, the frontends, and every path that
 * is ambiguous or on no route, answered 400 or 404) goes to the Express app unchanged.
 */
export function fastRoute(url: string): FastRoute | undefined {
  if (!url.startsWith('/api/')) return undefined;
  const check = canonicalPath(url);
  if (!check.ok) return undefined;
  const route = matchRoute(check.path);
  if (!route || route.access === 'public' || isUpload(check.path)) return undefined;
  return {
    service: route.service,
    label: route.route,
    access: route.access,
    limit: bodyLimitFor(check.path),
    path: check.path,
    query: check.query,
  };
}

export type FastPathDeps = {
  logger: Logger;
  /** Where each request is recorded under its rule's template (none: not recorded). */
  http?: HttpMetrics;
  checkCaller: CallerCheck;
  /** Proxies the request to the route's service (app.ts `forward`); errors go to `fail`. */
  forward: (
    req: IncomingMessage,
    res: ServerResponse,
    route: FastRoute,
    requestId: string,
    identity: Identity,
    fail: (err: unknown) => void,
  ) => void;
  /** Answers with an error exactly as the Express app's error handler does. */
  fail: (req: IncomingMessage, res: ServerResponse, requestId: string, err: unknown) => void;
  /** How many request targets' routes to remember (the route of a target never changes). */
  routeCacheSize?: number;
};

/**
 * The hot authenticated API requests (answer saves, attempt reads, …) on a plain Node handler
 * in front of Express (issue 13): Express's router, its request and response prototypes and
 * the per-request closures of its layers were a large share of the gateway's CPU per proxied
 * request. The steps are the Express app's own, in its order and from the same modules:
 * request id, access log, canonical path, declared body limit, caller and session check, then
 * the shared proxy (identity header, forwarded headers, chunked body limit, compression, 503
 * when the service is down). The request id and the API security headers are written with
 * the answer (proxy.ts `answerHeaders`), not set one by one before it. Every error answer is
 * written by the Express app's error handler, so bodies and headers are the same.
 *
 * Returns false, having touched nothing, for any request it does not serve.
 */
export function fastPath(deps: FastPathDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { logger, checkCaller, forward } = deps;
  // The request id and the API headers go out with the service's answer in one writeHead
  // (proxy.ts `answerHeaders`); an error answer sets them first, as the Express steps do.
  const fail = (req: IncomingMessage, res: ServerResponse, requestId: string, err: unknown) => {
    if (!res.headersSent) {
      res.setHeader(REQUEST_ID_HEADER, requestId);
      setApiSecurityHeaders(res);
    }
    deps.fail(req, res, requestId, err);
  };
  // What a served request's answer records when it is written: one observation per request in
  // the rule's cached series (service-kit http-metrics.ts), and the access log's line.
  const logging = logger.isLevelEnabled('info');
  const { http } = deps;
  function onFinish(this: ServerResponse) {
    const req = this.req as Served;
    const route = req[FAST_ROUTE] as FastRoute;
    const started = req[STARTED] as number;
    http?.record(req.method, route.label, this.statusCode, (performance.now() - started) / 1000);
    if (logging)
      logRequest(
        logger,
        req.id as string,
        req.method,
        route.path,
        this.statusCode,
        started,
        req.identity?.userId,
      );
  }
  const finished = http || logging ? onFinish : undefined;

  // A target's route is a pure function of its text: the hot targets (an answer save, the
  // attempt in progress) are checked once, not on every request.
  const routes = new LruMap<string, FastRoute | null>(deps.routeCacheSize ?? 10_000);
  const routeOf = (url: string): FastRoute | undefined => {
    const known = routes.get(url);
    if (known !== undefined) return known ?? undefined;
    const route = fastRoute(url);
    routes.set(url, route ?? null);
    return route;
  };

  const serve = async (req: IncomingMessage, res: ServerResponse, route: FastRoute, requestId: string) => {
    try {
      const caller = await checkCaller(route.access, req.headers.authorization);
      if (caller instanceof AppError) return fail(req, res, requestId, caller);
      // Read by the access log (userId), as on the Express path.
      (req as Caller).identity = caller;
      forward(req, res, route, requestId, caller, (err) => fail(req, res, requestId, err));
    } catch (err) {
      fail(req, res, requestId, err);
    }
  };

  return (req, res) => {
    let route: FastRoute | undefined;
    try {
      route = routeOf(req.url ?? '');
    } catch {
      // Whatever the check could not read, the Express app answers (as it did before).
      return false;
    }
    if (!route) return false;
    const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    const served = req as Served;
    served.id = requestId;
    served[FAST_ROUTE] = route;
    served[STARTED] = performance.now();
    // One listener function for every request (no closure): the answer's metrics and log line.
    if (finished) res.on('finish', finished);
    try {
      const tooLarge = declaredTooLarge(req.headers['content-length'], route.limit);
      if (tooLarge) fail(req, res, requestId, tooLarge);
      else void serve(req, res, route, requestId);
    } catch (err) {
      fail(req, res, requestId, err);
    }
    return true;
  };
}
