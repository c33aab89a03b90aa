import { errorBody } from '@ssc/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, startCatalogHarness } from './catalog-test-harness';

let h: CatalogHarness;
beforeAll(async () => {
  h = await startCatalogHarness();
});
afterAll(() => h.close());

type Method = 'get' | 'post' | 'put' | 'delete';
const ADMIN_ROUTES: [Method, string][] = [
  ['get', '/api/admin/tests'],
  ['post', '/api/admin/tests'],
  ['put', '/api/admin/tests/some-id'],
  ['delete', '/api/admin/tests/some-id'],
  ['get', '/api/admin/tests/some-id/questions'],
  ['get', '/api/admin/questions'],
  ['get', '/api/admin/questions/count'],
  ['post', '/api/admin/questions'],
  ['put', '/api/admin/questions/some-id'],
  ['delete', '/api/admin/questions/some-id'],
  ['get', '/api/admin/stats'],
  ['post', '/api/upload/question-image'],
  ['post', '/api/upload/option-image'],
];
const STUDENT_ROUTES = [
  '/api/tests',
  '/api/tests/exam/SSC_CGL',
  '/api/tests/some-id',
  '/api/test-questions/some-id',
];

describe('access control', () => {
  it.each(ADMIN_ROUTES)('%s %s answers 401 without an identity', async (method, path) => {
    const res = await request(h.app)[method](path).send({});
    expect(res.status).toBe(401);
    expect(errorBody.parse(res.body).message).toBe('Please log in to continue');
  });

  it.each(ADMIN_ROUTES)('%s %s answers 403 to a student', async (method, path) => {
    const res = await request(h.app)[method](path).set(h.as('student')).send({});
    expect(res.status).toBe(403);
    expect(errorBody.parse(res.body).message).toBe("You don't have permission to perform this action");
  });

  it.each(STUDENT_ROUTES)('GET %s answers 401 without an identity', async (path) => {
    expect((await request(h.app).get(path)).status).toBe(401);
  });

  it('rejects a forged or foreign identity header as no identity', async () => {
    const res = await request(h.app).get('/api/admin/tests').set('x-ssc-identity', 'not-a-token');
    expect(res.status).toBe(401);
  });

  it('serves question images without an identity (an <img> sends no token)', async () => {
    expect((await request(h.app).get('/media/questions/0123456789abcdef0123456789abcdef.webp')).status).toBe(
      404,
    );
  });
});
