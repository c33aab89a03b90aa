import type { z } from 'zod';

/**
 * One public HTTP operation: its path, what it reads and what it answers, each a schema of
 * this package. The gateway's OpenAPI document is generated from these and its route table
 * (gateway/src/openapi): the route table adds what the front door answers itself — 401 and
 * 403 by access level, 413 by body limit, 429 on rate-limited sign-ins, 400 for a path with
 * more than one reading — so entries here list only what the owning service decides.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** A schema with the name it has in the document's components. */
export type Named = { name: string; schema: z.ZodType };
export const named = (name: string, schema: z.ZodType): Named => ({ name, schema });
export const jsonBody = (name: string, schema: z.ZodType) => ({ json: named(name, schema) });

/**
 * How a part of a multipart form is sent (OpenAPI `encoding`): the media types its file may be,
 * and a file name of the kind the service takes.
 */
export type PartEncoding = { contentType: string; filename?: string };

/** A JSON body, a multipart form (files as `z.file()`), or bytes of a fixed media type. */
export type Body =
  | { json: Named; optional?: true }
  | { multipart: Named; encoding?: Record<string, PartEncoding> }
  | { bytes: 'text/csv' | 'image/webp'; description: string };

/**
 * Where an answer leads (an OpenAPI link): the operation that takes what it returned, and each
 * parameter's value as a runtime expression (`path.id: $response.body#/id`).
 */
export type Link = { operationId: string; parameters: Record<string, string> };

export type SuccessResponse = {
  description: string;
  /** Operations that take what this answer returned, by link name. */
  links?: Record<string, Link>;
  /** No body when absent (204, 304). */
  body?: Body;
  /** Response headers worth knowing (name → description). */
  headers?: Record<string, string>;
};

export type HttpOperation = {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/api/tests/{id}`. */
  path: string;
  summary: string;
  description?: string;
  /** Path parameters; every `{name}` of `path` must be a key. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: Body;
  /** 2xx and 3xx answers. */
  responses: Record<number, SuccessResponse>;
  /**
   * Error answers the service itself gives beyond a 400 for bad input (added wherever there is
   * input): status → when. The body is the error body, or the named schema given.
   */
  errors?: Record<number, string | { description: string; body: Named }>;
};

/** The services behind the gateway, each with the operations it owns. */
export type ServiceOperations = { service: string; operations: HttpOperation[] };

/** A link to `operationId` whose path parameter `name` is the answer's field at `pointer`. */
export const linkTo = (operationId: string, parameters: Record<string, string>): Link => ({
  operationId,
  parameters: Object.fromEntries(
    Object.entries(parameters).map(([name, pointer]) => [name, `$response.body#${pointer}`]),
  ),
});
