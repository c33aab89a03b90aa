import { errorBody, RATE_LIMIT_MESSAGE } from '@ssc/contracts';
import type { Body, Named, SuccessResponse } from '@ssc/contracts/http';
import { z } from 'zod';
import { PATH_SEGMENT_PATTERN } from '../canonical-path';
import { type DocumentedOperation, documentedOperations } from './documented-operations';

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ERROR = { name: 'ErrorBody', schema: errorBody } satisfies Named;

/**
 * The named schemas of one direction: request schemas as a client may send them (`input`:
 * defaults optional, coercions as their target type), response schemas as services answer
 * (`output`). A name stands for one schema only.
 */
class SchemaSet {
  private readonly registry = z.registry<{ id: string }>();
  private readonly byName = new Map<string, z.ZodType>();

  constructor(private readonly io: Io) {}

  add({ name, schema }: Named): Json {
    const known = this.byName.get(name);
    const registered = this.registry.get(schema)?.id;
    if (registered !== undefined && registered !== name)
      throw new Error(`One schema is named both ${registered} and ${name}`);
    if (!known) {
      this.byName.set(name, schema);
      this.registry.add(schema, { id: name });
    } else if (known !== schema && !sameJson(known, schema, this.io)) {
      throw new Error(`Two different schemas are named ${name}`);
    }
    return ref(name);
  }

  components(): Record<string, Json> {
    const { schemas } = z.toJSONSchema(this.registry, {
      io: this.io,
      uri: (id) => `#/components/schemas/${id}`,
      unrepresentable: 'throw',
    });
    return Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, bare(s as Json)]));
  }
}

const sameJson = (a: z.ZodType, b: z.ZodType, io: Io) =>
  JSON.stringify(z.toJSONSchema(a, { io })) === JSON.stringify(z.toJSONSchema(b, { io }));

/** A standalone schema without the keys only a root document has. */
function bare(schema: Json): Json {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

const inline = (schema: z.ZodType): Json => bare(z.toJSONSchema(schema, { io: 'input' }) as Json);

const MEDIA: Record<'json' | 'multipart', string> = {
  json: 'application/json',
  multipart: 'multipart/form-data',
};

function content(body: Body, schemas: SchemaSet): Json {
  if ('json' in body) return { [MEDIA.json]: { schema: schemas.add(body.json) } };
  if ('multipart' in body) {
    const encoding = Object.entries(body.encoding ?? {}).map(([part, { contentType, filename }]) => [
      part,
      {
        contentType,
        ...(filename
          ? {
              headers: {
                'Content-Disposition': {
                  description: `The file's name (its extension is checked), e.g. ${filename}`,
                  schema: { type: 'string' },
                  example: `form-data; name="${part}"; filename="${filename}"`,
                },
              },
            }
          : {}),
      },
    ]);
    return {
      [MEDIA.multipart]: {
        schema: schemas.add(body.multipart),
        ...(encoding.length > 0 ? { encoding: Object.fromEntries(encoding) } : {}),
      },
    };
  }
  return { [body.bytes]: { schema: { type: 'string', description: body.description } } };
}

/**
 * A path parameter as the front door takes it: what its service reads, in a segment the
 * gateway reads one way (canonical-path.ts; anything else is a 400 before any service).
 */
function inSegment(schema: Json): Json {
  if (schema.type !== 'string' || 'enum' in schema || 'const' in schema) return schema;
  const segment = { pattern: PATH_SEGMENT_PATTERN };
  if (!('pattern' in schema)) return { ...schema, ...segment };
  return { ...schema, allOf: [...((schema.allOf as Json[] | undefined) ?? []), segment] };
}

function parameters(op: DocumentedOperation): Json[] {
  const of = (location: 'path' | 'query', object: z.ZodObject | undefined) => {
    if (!object) return [];
    const whole = inline(object) as { properties?: Record<string, Json>; required?: string[] };
    return Object.entries(whole.properties ?? {}).map(([name, schema]) => ({
      name,
      in: location,
      required: location === 'path' || (whole.required ?? []).includes(name),
      schema: location === 'path' ? inSegment(schema) : schema,
    }));
  };
  const declared = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const documented = Object.keys(op.params?.shape ?? {});
  if (declared.join() !== documented.join())
    throw new Error(`${op.operationId}: path {${declared}} but params {${documented}}`);
  return [...of('path', op.params), ...of('query', op.query)];
}

function successResponse(response: SuccessResponse, schemas: SchemaSet): Json {
  return {
    description: response.description,
    ...(response.headers
      ? {
          headers: Object.fromEntries(
            Object.entries(response.headers).map(([name, description]) => [
              name,
              { description, schema: { type: 'string' } },
            ]),
          ),
        }
      : {}),
    ...(response.body ? { content: content(response.body, schemas) } : {}),
    ...(response.links ? { links: response.links } : {}),
  };
}

const errorResponse = (description: string, body: Json, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { [MEDIA.json]: { schema: body } },
});

/**
 * Error answers: the service's own, then what the front door adds from the route table — a
 * 400 wherever there is input (a bad field, or a path with more than one reading), 401/403
 * by access level, 413 past the route's body limit, 415 for a JSON body it cannot decode, 429
 * on rate-limited sign-ins.
 */
function errorResponses(op: DocumentedOperation, responses: SchemaSet): Record<string, Json> {
  const error = responses.add(ERROR);
  const out: Record<string, Json> = {};
  const hasInput = op.params || op.query || op.body;
  if (hasInput)
    out[400] = errorResponse('The request is not valid: the message names the field and the reason', error);
  if (op.access !== 'public') {
    out[401] = errorResponse(
      'No valid access token, or its session has ended (code TOKEN_EXPIRED: refresh and retry)',
      error,
    );
  }
  if (op.access === 'admin') out[403] = errorResponse('The caller is not an admin', error);
  for (const [status, given] of Object.entries(op.errors ?? {})) {
    out[status] =
      typeof given === 'string'
        ? errorResponse(given, error)
        : errorResponse(given.description, responses.add(given.body));
  }
  if (op.body) {
    out[413] = errorResponse(
      `The body is over ${op.bodyLimit.bytes} bytes: "${op.bodyLimit.message}"`,
      error,
    );
  }
  if (op.body && 'json' in op.body) {
    out[415] = errorResponse('The JSON body has a Content-Encoding or charset that cannot be read', error);
  }
  if (op.rateLimited) {
    out[429] = errorResponse(
      `"${RATE_LIMIT_MESSAGE}": too many sign-ins, refreshes or sign-ups from here`,
      error,
      {
        'Retry-After': { description: 'Seconds until the next try', schema: { type: 'string' } },
      },
    );
  }
  return out;
}

function operationObject(op: DocumentedOperation, requests: SchemaSet, responses: SchemaSet): Json {
  const params = parameters(op);
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.service],
    'x-access': op.access,
    security: op.access === 'public' ? [] : [{ bearerAuth: [] }],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: !('optional' in op.body && op.body.optional),
            content: content(op.body, requests),
          },
        }
      : {}),
    responses: {
      ...Object.fromEntries(
        Object.entries(op.responses).map(([status, r]) => [status, successResponse(r, responses)]),
      ),
      ...errorResponses(op, responses),
    },
  };
}

/**
 * The OpenAPI 3.1 document of every public operation, generated from the contracts' schemas
 * (`@ssc/contracts/http`) and the gateway's route table: nothing in it is written by hand.
 */
export function buildOpenApiDocument(ops: readonly DocumentedOperation[] = documentedOperations()): Json {
  const requests = new SchemaSet('input');
  const responses = new SchemaSet('output');
  const paths: Record<string, Record<string, Json>> = {};
  for (const op of ops) {
    paths[op.path] ??= {};
    (paths[op.path] as Record<string, Json>)[op.method] = operationObject(op, requests, responses);
  }
  const requestSchemas = requests.components();
  const responseSchemas = responses.components();
  const shared = Object.keys(requestSchemas).filter((name) => name in responseSchemas);
  if (shared.length > 0) throw new Error(`Names used for both requests and responses: ${shared.join(', ')}`);
  return {
    openapi: '3.1.0',
    info: {
      title: 'SSC Mock API',
      version: '1',
      description:
        'Every public route of the gateway. Errors are `{message, code, requestId, issues?}`; ' +
        '`x-access` says who may call an operation (public, user: any signed-in account, admin).',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(ops.map((op) => op.service))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ...requestSchemas, ...responseSchemas },
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from sign-in, sign-up or refresh (ES256, 15 minutes)',
        },
      },
    },
  };
}
