import { MethodNotAllowedError } from '@ssc/service-kit';
import type { RequestHandler } from 'express';
import type { DocumentedOperation } from './openapi/documented-operations';

/** A documented path template, the methods its operations are served with, and its `{param}`s. */
export type PathMethods = { pattern: RegExp; methods: readonly string[]; params: number };

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One entry per documented path template: `{param}` stands for one segment. */
export function pathMethods(ops: readonly Pick<DocumentedOperation, 'method' | 'path'>[]): PathMethods[] {
  const byPath = new Map<string, Set<string>>();
  for (const op of ops) {
    const methods = byPath.get(op.path) ?? new Set<string>();
    methods.add(op.method.toUpperCase());
    byPath.set(op.path, methods);
  }
  return [...byPath].map(([template, methods]) => {
    const literals = template.split(/\{[^}]+\}/);
    return {
      pattern: new RegExp(`^${literals.map(literal).join('[^/]+')}$`),
      methods: [...methods],
      params: literals.length - 1,
    };
  });
}

/**
 * The methods a path is served with, as `Allow` lists them: those of the most specific template
 * it fits (`/api/test-attempts/in-progress` is that resource, not an attempt `{id}`: a PUT to it
 * is a 405, not an update of an attempt no id names), HEAD wherever GET is (Express answers it),
 * and OPTIONS (answered here). Undefined for a path no operation documents: that stays the
 * services' (404).
 */
export function allowedMethods(path: string, table: readonly PathMethods[]): string[] | undefined {
  const fits = table.filter((entry) => entry.pattern.test(path));
  if (fits.length === 0) return undefined;
  const fewest = Math.min(...fits.map((entry) => entry.params));
  const methods = new Set(fits.filter((entry) => entry.params === fewest).flatMap((entry) => entry.methods));
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
