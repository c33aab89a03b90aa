import { type HttpOperation, named, SERVICE_OPERATIONS, type ServiceOperations } from '@ssc/contracts/http';
import { z } from 'zod';
import {
  type Access,
  bodyLimitFor,
  MEDIA_ROUTES,
  matchRoute,
  RATE_LIMITED_PATHS,
  ROUTES,
  type RouteRule,
} from '../route-table';

export const OPENAPI_PATH = '/api/openapi.json';

/** The gateway's own operation: this document. */
const gatewayOperations: ServiceOperations = {
  service: 'gateway',
  operations: [
    {
      operationId: 'getOpenApiDocument',
      method: 'get',
      path: OPENAPI_PATH,
      summary: 'This document: every public operation (OpenAPI 3.1)',
      responses: {
        200: {
          description: 'The document',
          body: {
            json: named(
              'OpenApiDocument',
              z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }),
            ),
          },
          headers: { ETag: 'Tag of this exact document', 'Cache-Control': 'public, max-age=300' },
        },
        304: { description: 'Not modified (If-None-Match matched the ETag)' },
      },
    },
  ],
};

/** An operation as the front door serves it: who owns it, and the route-table rule that sends it there. */
export type DocumentedOperation = HttpOperation & {
  service: string;
  access: Access;
  /** The rule of ROUTES or MEDIA_ROUTES it reaches (none for the gateway's own). */
  rule: RouteRule | undefined;
  /** Largest request body the gateway lets through, with its 413 message. */
  bodyLimit: { bytes: number; message: string };
  rateLimited: boolean;
};

/** The path with every `{param}` filled, as the route table would see a real request. */
export const samplePath = (template: string): string => template.replace(/\{[^}]+\}/g, 'x1');

export function ruleOf(path: string): RouteRule | undefined {
  return path.startsWith('/media/') ? matchRoute(path, MEDIA_ROUTES) : matchRoute(path);
}

/** Every documented operation, with what the route table says about it. */
export function documentedOperations(
  services: readonly ServiceOperations[] = SERVICE_OPERATIONS,
): DocumentedOperation[] {
  return [...services, gatewayOperations].flatMap(({ service, operations }) =>
    operations.map((op) => {
      const path = samplePath(op.path);
      const rule = service === 'gateway' ? undefined : ruleOf(path);
      return {
        ...op,
        service,
        rule,
        access: rule?.access ?? 'public',
        bodyLimit: bodyLimitFor(path),
        rateLimited: Object.hasOwn(RATE_LIMITED_PATHS, path),
      };
    }),
  );
}

/**
 * What keeps the document and the route table in step: every rule reached by some operation,
 * every service operation routed by a rule to its own service, and no operation twice.
 */
export function routeTableMismatches(ops: readonly DocumentedOperation[] = documentedOperations()): string[] {
  const problems: string[] = [];
  for (const rule of [...ROUTES, ...MEDIA_ROUTES]) {
    if (!ops.some((op) => op.rule === rule))
      problems.push(`rule ${rule.pattern} has no documented operation`);
  }
  const seen = new Set<string>();
  for (const op of ops) {
    const key = `${op.method.toUpperCase()} ${op.path}`;
    if (seen.has(key)) problems.push(`${key} is documented twice`);
    seen.add(key);
    if (op.service === 'gateway') continue;
    if (!op.rule) problems.push(`${key} (${op.operationId}) matches no rule of the route table`);
    else if (op.rule.service !== op.service)
      problems.push(`${key} is documented under ${op.service} but routed to ${op.rule.service}`);
  }
  return problems;
}
