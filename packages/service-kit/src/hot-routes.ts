import type { RequestHandler } from 'express';
import { inSequence } from './in-sequence';
import { setRouteLabel } from './metrics/route-label';

/**
 * A route that is also registered on a Router as usual, and answered by one lookup before the
 * routers when its path is in the plain form (see `hotRoutes`). For the few requests that are
 * most of a service's traffic: the answer save walked the attempts service's six routers and
 * every route before it, about a tenth of the service's CPU per save (bench/gateway-cpu.ts).
 */
export type HotRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Express path: literal segments and `:name` params, e.g. `/api/test-attempts/:id/auto-save`. */
  path: string;
  /** The same handlers the route has on its Router; the last one must answer or fail, never next(). */
  handlers: RequestHandler[];
};

/** A param the lookup takes as it is: what Express would decode to itself. Others go to Express. */
const PLAIN_PARAM = /^[A-Za-z0-9_-]{1,100}$/;

type Compiled = {
  method: string;
  path: string;
  segments: { literal?: string; param?: string }[];
  run: RequestHandler;
};

/**
 * One layer in front of the routers that answers hot routes. It takes only paths Express would
 * route to the same route with the same params — exact case, no trailing slash, no query-less
 * oddities, params of plain characters — and routes registered earlier on the routers must not
 * match them (the caller's promise); anything else goes on to the routers unchanged, so the
 * answers are the routers' own.
 */
export function hotRoutes(routes: readonly HotRoute[]): RequestHandler {
  const compiled: Compiled[] = routes.map((route) => ({
    method: route.method,
    path: route.path,
    segments: route.path
      .split('/')
      .slice(1)
      .map((s) => (s.startsWith(':') ? { param: s.slice(1) } : { literal: s })),
    run: inSequence(...route.handlers),
  }));
  return (req, res, next) => {
    const url = req.url;
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (path.charCodeAt(0) !== 47 /* / */) return next();
    const parts = path.split('/');
    for (const route of compiled) {
      if (route.method !== req.method || route.segments.length !== parts.length - 1) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < route.segments.length && ok; i++) {
        const segment = route.segments[i] as Compiled['segments'][number];
        const part = parts[i + 1] as string;
        if (segment.literal !== undefined) ok = segment.literal === part;
        else if (PLAIN_PARAM.test(part)) params[segment.param as string] = part;
        else ok = false;
      }
      if (!ok) continue;
      req.params = params;
      // Its metrics are labelled with the declared path, as the router's route would be.
      setRouteLabel(req, route.path);
      // The handlers answer or fail; a next() without an error would reach the routers again.
      return route.run(req, res, (err?: unknown) => next(err ?? new Error(`${route.path} did not answer`)));
    }
    next();
  };
}
