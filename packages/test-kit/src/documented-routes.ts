import { errorBody } from '@ssc/contracts';
import { SERVICE_OPERATIONS } from '@ssc/contracts/http';
import type { z } from 'zod';

/** What an Express app's router stack looks like from outside (Express 5, router 2). */
type Layer = {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
};
type AppLike = { router: { stack: Layer[] } };

/** `METHOD /path/{}` with parameter names dropped: `:id` and `{attemptId}` are one path. */
const key = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:[A-Za-z]+|\{[^}]+\}/g, '{}')}`;

/** Every public route the app serves: routes of routers mounted at the root, under /api and /media. */
function servedRoutes(app: AppLike): string[] {
  const walk = (stack: Layer[]): string[] =>
    stack.flatMap((layer) => {
      if (!layer.route) return layer.handle.stack ? walk(layer.handle.stack) : [];
      const { methods } = layer.route;
      const paths = ([] as string[]).concat(layer.route.path);
      return paths.flatMap((path) => Object.keys(methods).map((method) => key(method, path)));
    });
  return walk(app.router.stack).filter((route) => /^[A-Z]+ \/(api|media)\//.test(route));
}

/**
 * The public routes a service's app serves that its operations in `@ssc/contracts/http` do
 * not document, and documented operations it does not serve: a route added under an existing
 * rule of the gateway's table (say `/api/admin/*`) cannot go undocumented either.
 */
export function undocumentedRoutes(
  app: unknown,
  service: string,
): { undocumented: string[]; unserved: string[] } {
  const operations = SERVICE_OPERATIONS.find((s) => s.service === service)?.operations ?? [];
  const documented = new Set(operations.map((op) => key(op.method, op.path)));
  const served = new Set(servedRoutes(app as AppLike));
  return {
    undocumented: [...served].filter((route) => !documented.has(route)).sort(),
    unserved: [...documented].filter((route) => !served.has(route)).sort(),
  };
}

/**
 * The schema GET /api/openapi.json gives an operation's answer with `status`: the body it names,
 * else the error body (`{message, code, requestId, issues?}`). The document lists no field
 * beyond a schema, so a test compares `parse(body)` (which drops unknown fields) with `body`.
 */
export function documentedAnswer(operationId: string, status: number): z.ZodType {
  const op = SERVICE_OPERATIONS.flatMap((s) => s.operations).find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId} in @ssc/contracts/http`);
  const success = op.responses[status];
  if (success) {
    if (!success.body || !('json' in success.body))
      throw new Error(`${operationId} ${status} has no JSON body`);
    return success.body.json.schema;
  }
  const error = op.errors?.[status];
  return error === undefined || typeof error === 'string' ? errorBody : error.body.schema;
}
