/** The `route` of a request no route template answered (a 404, a refused path). */
export const UNMATCHED_ROUTE = 'unmatched';

const NAMED_LABEL = Symbol('ssc.namedRouteLabel');
const ROUTE_LABEL = Symbol('ssc.routeLabel');
const ROUTE = Symbol('ssc.route');

type Labelled = { [NAMED_LABEL]?: string; [ROUTE_LABEL]?: string; [ROUTE]?: unknown; baseUrl?: string };

/**
 * Names what answers a request (a hot route, the gateway's route table rule, `frontend`). A name
 * given this way wins over the path of any Express route the request passes later (the
 * frontends' router has a catch-all route whose path is a regular expression).
 */
export function setRouteLabel(req: object, label: string): void {
  (req as Labelled)[NAMED_LABEL] = label;
}

/** The template that answered the request, or `unmatched`. */
export function routeLabelOf(req: object): string {
  const labelled = req as Labelled;
  return labelled[NAMED_LABEL] ?? labelled[ROUTE_LABEL] ?? UNMATCHED_ROUTE;
}

/** A route's path under its router's mount path, as written in the code. */
export function routeTemplate(baseUrl: string | undefined, path: unknown): string {
  const own =
    typeof path === 'string' ? path : Array.isArray(path) ? path.map(String).join('|') : String(path);
  if (!baseUrl) return own;
  return own === '/' ? baseUrl : `${baseUrl}${own}`;
}

/**
 * Makes every route the app's routers dispatch to name itself on the request: the router sets
 * `req.route` as it enters a route, and this accessor on the app's request prototype records the
 * route's path with the mount path of the router it is in (`req.baseUrl` at that moment). It has
 * to be then: once an error leaves a nested router, Express has already restored `baseUrl` to the
 * parent's, and the answer is written after that. A string concatenation per routed request (none
 * for routers mounted at the root), no closure.
 *
 * Mount paths are taken as the request matched them: a router mounted on a path with a parameter
 * (`app.use('/tests/:id', router)`) would put the id in the label. No router here is mounted
 * that way; mount such a router at the root with full route paths instead.
 */
export function labelRoutes(app: { request: object }): void {
  Object.defineProperty(app.request, 'route', {
    configurable: true,
    enumerable: true,
    get(this: Labelled) {
      return this[ROUTE];
    },
    set(this: Labelled, route: { path?: unknown } | undefined) {
      this[ROUTE] = route;
      if (route) this[ROUTE_LABEL] = routeTemplate(this.baseUrl, route.path);
    },
  });
}
