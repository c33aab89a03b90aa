import { SERVICE_OPERATIONS, type ServiceOperations } from '@ssc/contracts/http';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MEDIA_ROUTES, ROUTES } from '../route-table';
import { documentedOperations, OPENAPI_PATH, routeTableMismatches } from './documented-operations';
import { buildOpenApiDocument } from './openapi-document';
import { openApiRoute } from './openapi-route';

type Operation = {
  operationId: string;
  security: unknown[];
  'x-access': string;
  responses: Record<
    string,
    { links?: Record<string, { operationId: string; parameters: Record<string, string> }> }
  >;
  parameters?: { name: string; in: string }[];
};
const doc = buildOpenApiDocument() as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method, ...op })),
);
const find = (method: string, path: string) => {
  const op = operations.find((o) => o.method === method && o.path === path);
  if (!op) throw new Error(`${method} ${path} is not documented`);
  return op;
};

describe('the documented operations and the route table', () => {
  it('agree: every rule has an operation, every operation reaches its own service, none twice', () => {
    expect(routeTableMismatches()).toEqual([]);
  });

  it('notice a rule left undocumented and an operation no rule routes', () => {
    const withoutResults = SERVICE_OPERATIONS.filter((s) => s.service !== 'results');
    const problems = routeTableMismatches(documentedOperations(withoutResults));
    expect(problems).toContain(`rule ${/^\/api\/dashboard-stats$/} has no documented operation`);

    const stray: ServiceOperations = {
      service: 'catalog',
      operations: [
        { operationId: 'nowhere', method: 'get', path: '/api/nowhere', summary: '', responses: {} },
      ],
    };
    expect(routeTableMismatches(documentedOperations([...SERVICE_OPERATIONS, stray]))).toEqual([
      'GET /api/nowhere (nowhere) matches no rule of the route table',
    ]);
    const misfiled: ServiceOperations = {
      service: 'auth',
      operations: [{ operationId: 'x', method: 'post', path: '/api/tests/{id}', summary: '', responses: {} }],
    };
    expect(routeTableMismatches(documentedOperations([...SERVICE_OPERATIONS, misfiled]))).toEqual([
      'POST /api/tests/{id} is documented under auth but routed to catalog',
    ]);
  });

  it('covers every rule of the gateway', () => {
    const reached = new Set(documentedOperations().map((op) => op.rule));
    expect([...ROUTES, ...MEDIA_ROUTES].filter((rule) => !reached.has(rule))).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with unique operation ids', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(documentedOperations().length);
  });

  it('takes access, 401/403/413/415/429 and the body limits from the route table', () => {
    const signIn = find('post', '/api/auth/signin');
    expect(signIn.security).toEqual([]);
    expect(Object.keys(signIn.responses).sort()).toEqual(['200', '400', '401', '413', '415', '429']);

    const tests = find('get', '/api/tests');
    expect(tests['x-access']).toBe('user');
    expect(Object.keys(tests.responses).sort()).toEqual(['200', '401']);

    const deleteTest = find('delete', '/api/admin/tests/{id}');
    expect(deleteTest['x-access']).toBe('admin');
    expect(deleteTest.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(deleteTest.responses).sort()).toEqual(['204', '400', '401', '403', '404']);

    const csv = find('post', '/api/admin/questions/upload');
    expect(JSON.stringify(csv.responses['413'])).toContain('10551296 bytes');
  });

  it('names every path parameter of every template', () => {
    for (const op of operations) {
      const declared = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const inPath = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(inPath, `${op.method} ${op.path}`).toEqual(declared);
    }
  });

  it('links answers only to operations and parameters it documents', () => {
    const links = operations.flatMap((op) =>
      Object.values(op.responses).flatMap((r) => Object.entries(r.links ?? {})),
    );
    expect(links.length).toBeGreaterThan(10);
    for (const [name, link] of links) {
      const target = operations.find((o) => o.operationId === link.operationId);
      expect(target, `${name} → ${link.operationId}`).toBeDefined();
      for (const [key, value] of Object.entries(link.parameters)) {
        const [location, parameter] = key.split('.');
        const found = target?.parameters?.some((p) => p.in === location && p.name === parameter);
        expect(found, `${name}: ${key}`).toBe(true);
        expect(value).toMatch(/^\$response\.body#\/[A-Za-z]/);
      }
    }
  });

  it('refers only to schemas it defines', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(refs.filter((name) => !((name ?? '') in doc.components.schemas))).toEqual([]);
    expect(refs.length).toBeGreaterThan(100);
  });

  it('describes what services answer, strictly: no field beyond the contract', () => {
    const profile = doc.components.schemas.Profile as { additionalProperties: unknown; required: string[] };
    expect(profile.additionalProperties).toBe(false);
    expect(profile.required).toContain('avatarUrl');
  });
});

describe(`GET ${OPENAPI_PATH}`, () => {
  const app = express().get(OPENAPI_PATH, openApiRoute());

  it('is served as cacheable JSON and revalidates with its ETag', async () => {
    const res = await request(app).get(OPENAPI_PATH).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.paths['/api/tests/{id}'].get.operationId).toBe('getTest');
    await request(app).get(OPENAPI_PATH).set('If-None-Match', String(res.headers.etag)).expect(304);
  });
});
