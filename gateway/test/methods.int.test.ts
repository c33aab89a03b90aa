import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testInfra } from '@ssc/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, startRecordingUpstream } from './gateway-harness';
import { rawRequest } from './raw-http';

/** What the front door answers for a method a documented path is not served with. */
const infra = testInfra();
let upstream: Awaited<ReturnType<typeof startRecordingUpstream>>;
let gw: Awaited<ReturnType<typeof buildGateway>>;
let server: http.Server;
let base: string;

beforeAll(async () => {
  upstream = await startRecordingUpstream();
  gw = await buildGateway({ redisUrl: infra.redisUrl, upstreamUrl: upstream.url, deadUrl: upstream.url });
  server = gw.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await gw.close();
  await upstream.close();
});

const asStudent = () => ({ authorization: `Bearer ${gw.token('student-m', 'student')}` });

describe('a method the path is not served with', () => {
  it.each([
    ['TRACE', '/api/tests', 'GET, HEAD, OPTIONS'],
    ['PATCH', '/api/profile', 'GET, HEAD, OPTIONS, PUT'],
    ['DELETE', '/api/auth/signin', 'OPTIONS, POST'],
    ['POST', '/api/test-attempts/a1/auto-save', 'OPTIONS, PUT'],
    ['PUT', '/api/openapi.json', 'GET, HEAD, OPTIONS'],
    ['DELETE', '/media/avatars/0123456789abcdef0123456789abcdef.webp', 'GET, HEAD, OPTIONS'],
    ['PUT', '/api/test-attempts/in-progress', 'GET, HEAD, OPTIONS'],
  ])('%s %s answers 405 with Allow: %s, and reaches no service', async (method, path, allow) => {
    const before = upstream.seen.length;
    const res = await rawRequest(base, { method, path, headers: asStudent() });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    expect(upstream.seen.length).toBe(before);
  });

  it('is answered before the access check: the methods are public (GET /api/openapi.json)', async () => {
    const res = await rawRequest(base, { method: 'TRACE', path: '/api/admin/tests/t1' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('DELETE, OPTIONS, PUT');
  });

  it('OPTIONS answers 204 with the Allow list, without a token', async () => {
    const before = upstream.seen.length;
    const res = await rawRequest(base, { method: 'OPTIONS', path: '/api/question-bookmarks' });
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS, POST');
    expect(upstream.seen.length).toBe(before);
  });

  it('leaves served methods and undocumented paths to the services', async () => {
    const served = await rawRequest(base, { method: 'GET', path: '/api/tests', headers: asStudent() });
    expect(served.status).toBe(200);
    expect(served.headers['x-upstream']).toBe('yes');
    const head = await rawRequest(base, { method: 'HEAD', path: '/api/tests', headers: asStudent() });
    expect(head.status).toBe(200);
    // Not a documented path: the route table sends it on, and the service says what it is.
    const other = await rawRequest(base, {
      method: 'TRACE',
      path: '/api/test-attempts/a/b/c',
      headers: asStudent(),
    });
    expect(other.status).toBe(200);
    expect(other.headers['x-upstream']).toBe('yes');
  });
});
