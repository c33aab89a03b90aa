import { MethodNotAllowedError } from '@ssc/service-kit';
import type { RequestHandler } from 'express';
import type { DocumentedOperation } from './openapi/documented-operations';

/** A documented path template and the methods its operations are served with. */
export type PathMethods = { pattern: RegExp; methods: readonly string[] };

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One entry per documented path template: `{param}` stands for one segment. */
export function pathMethods(ops: readonly Pick<DocumentedOperation, 'method' | 'path'>[]): PathMethods[] {
  const byPath = new Map<string, Set<string>>();
  for (const op of ops) {
    const methods = byPath.get(op.path) ?? new Set<string>();
    methods.add(op.method.toUpperCase());
    byPath.set(op.path, methods);
  }
  return [...byPath].map(([template, methods]) => ({
    pattern: new RegExp(
      `^${template
        .split(/\{[^}]+\}/)
        .map(literal)
        .join('[^/]+')}$`,
    ),
    methods: [...methods],
  }));
}

/**
 * The methods a path is served with, as `Allow` lists them: those of every template the path
 * fits (`/api/test-attempts/in-progress` is also an `{id}`, as the service's router reads it),
 * HEAD wherever GET is (Express answers it), and OPTIONS (answered here). Undefined for a path
 * no operation documents: that stays the services' (404).
 */
export function allowedMethods(path: string, table: readonly PathMethods[]): string[] | undefined {
  const methods = new Set<string>();
  for (const entry of table) if (entry.pattern.test(path)) for (const m of entry.methods) methods.add(m);
  if (methods.size === 0) return undefined;
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  return [...methods].sort();
}

/**
 * The front door answers for the method of a documented path, before access checks (the
 * methods are no secret: GET /api/openapi.json lists them): OPTIONS gets 204 with `Allow`, a
 * method the path is not served with 405 with `Allow` (RFC 9110 §15.5.6), instead of each
 * service's "no route" 404.
 */
export function methodCheck(table: readonly PathMethods[]): RequestHandler {
  return (req, res, next) => {
    const allowed = allowedMethods(res.locals.path, table);
    if (!allowed || (req.method !== 'OPTIONS' && allowed.includes(req.method))) return next();
    res.setHeader('Allow', allowed.join(', '));
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next(new MethodNotAllowedError(req.method, allowed));
  };
}
