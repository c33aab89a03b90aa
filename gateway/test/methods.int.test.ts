import { describe, expect, it } from 'vitest';
import { listeningGateway } from './listening-gateway';
import { rawRequest } from './raw-http';

/** What the front door answers for a method a documented path is not served with. */
const front = listeningGateway();

const asStudent = () => ({ authorization: `Bearer ${front.gw.token('student-m', 'student')}` });

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
    const before = front.upstream.seen.length;
    const res = await rawRequest(front.base, { method, path, headers: asStudent() });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    expect(front.upstream.seen.length).toBe(before);
  });

  it('is answered before the access check: the methods are public (GET /api/openapi.json)', async () => {
    const res = await rawRequest(front.base, { method: 'TRACE', path: '/api/admin/tests/t1' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('DELETE, OPTIONS, PUT');
  });

  it('OPTIONS answers 204 with the Allow list, without a token', async () => {
    const before = front.upstream.seen.length;
    const res = await rawRequest(front.base, { method: 'OPTIONS', path: '/api/question-bookmarks' });
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS, POST');
    expect(front.upstream.seen.length).toBe(before);
  });

  it('leaves served methods and undocumented paths to the services', async () => {
    const served = await rawRequest(front.base, { method: 'GET', path: '/api/tests', headers: asStudent() });
    expect(served.status).toBe(200);
    expect(served.headers['x-upstream']).toBe('yes');
    const head = await rawRequest(front.base, { method: 'HEAD', path: '/api/tests', headers: asStudent() });
    expect(head.status).toBe(200);
    // Not a documented path: the route table sends it on, and the service says what it is.
    const other = await rawRequest(front.base, {
      method: 'TRACE',
      path: '/api/test-attempts/a/b/c',
      headers: asStudent(),
    });
    expect(other.status).toBe(200);
    expect(other.headers['x-upstream']).toBe('yes');
  });
});
