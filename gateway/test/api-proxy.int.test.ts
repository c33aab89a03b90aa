import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testInfra } from '@ssc/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Seen, startRecordingUpstream } from './gateway-harness';
import { type RawAnswer, rawRequest } from './raw-http';

/**
 * The authenticated API requests (answer saves, attempt reads, …) through the gateway's one
 * pipeline: what the caller gets back (status, body, headers) and what the service receives.
 */
const infra = testInfra();
let upstream: Awaited<ReturnType<typeof startRecordingUpstream>>;
type Gateway = Awaited<ReturnType<typeof buildGateway>> & { base: string; server: http.Server };
let gateway: Gateway;

const BIG = { items: Array.from({ length: 300 }, (_, i) => ({ i, text: `question ${i}` })) };

async function start(): Promise<Gateway> {
  const gw = await buildGateway({
    redisUrl: infra.redisUrl,
    upstreamUrl: upstream.url,
    deadUrl: 'http://127.0.0.1:9',
  });
  const server = gw.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { ...gw, server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  upstream = await startRecordingUpstream((req, body) => {
    if (req.url?.includes('big')) return [200, BIG];
    if (req.url?.includes('cached'))
      return [
        200,
        { cached: true },
        {
          'Cache-Control': 'private, max-age=60',
          'X-Frame-Options': 'SAMEORIGIN',
          'x-request-id': String(req.headers['x-request-id']),
          connection: 'keep-alive',
        },
      ];
    return [200, { url: req.url, method: req.method, body }];
  });
  gateway = await start();
});
afterAll(async () => {
  await new Promise((r) => gateway.server.close(r));
  await gateway.close();
  await upstream.close();
});

type Case = {
  method?: string;
  path: string;
  headers?: (gw: Gateway) => http.OutgoingHttpHeaders;
  body?: string;
};

const bearer =
  (sub: string, role: 'student' | 'admin', expiresIn?: number, sid?: string) => (gw: Gateway) => ({
    authorization: `Bearer ${gw.token(sub, role, expiresIn, sid)}`,
  });

/** An answer with what differs on every request (ids, dates, keys) taken out. */
function comparable(answer: RawAnswer) {
  const { date, 'x-request-id': id, etag, ...headers } = answer.headers;
  let body: unknown = answer.body;
  if (
    String(headers['content-type']).startsWith('application/json') &&
    !headers['content-encoding'] &&
    answer.body
  ) {
    const parsed = JSON.parse(answer.body) as Record<string, unknown>;
    expect(parsed.requestId ?? id).toBe(id);
    delete parsed.requestId;
    body = parsed;
  }
  expect(id).toMatch(/^[A-Za-z0-9._-]{8,128}$/);
  return { status: answer.status, headers, body, etag: etag === undefined ? 'none' : 'some' };
}

/** What the service received, the signed identity read back, less what differs per request. */
function forwarded(gw: Gateway, seen: Seen | undefined) {
  if (!seen) return undefined;
  const { 'x-ssc-identity': identity, 'x-request-id': id, authorization, ...headers } = seen.headers;
  return { ...seen, headers, identity: gw.identityOf(identity) };
}

async function one(c: Case) {
  const gw = gateway;
  const before = upstream.seen.length;
  const result = await rawRequest(gw.base, {
    method: c.method ?? 'GET',
    path: c.path,
    headers: c.headers?.(gw) ?? {},
    ...(c.body !== undefined ? { body: c.body } : {}),
  });
  const seen = upstream.seen.length > before ? upstream.seen.at(-1) : undefined;
  return { answer: comparable(result), seen: forwarded(gw, seen) };
}

describe('the API proxy', () => {
  it('forwards an authenticated API read with the verified identity and the API headers', async () => {
    const { answer, seen } = await one({
      path: '/api/tests/t1?page=2',
      headers: (gw) => ({
        ...bearer('s1', 'student')(gw),
        'x-ssc-identity': 'forged',
        'x-request-id': 'req-12345678',
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-upstream']).toBe('yes');
    expect(seen?.url).toBe('/api/tests/t1?page=2');
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen?.identity).toMatchObject({ userId: 's1', role: 'student' });
  });

  it('streams an answer save to the attempts service; 503 when it is down', async () => {
    const body = JSON.stringify({ testAttemptId: 'a1', questionId: 'q1', selectedAnswer: 'A' });
    const { answer } = await one({
      method: 'POST',
      path: '/api/question-attempts',
      headers: (gw) => ({
        ...bearer('s1', 'student')(gw),
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      }),
      body,
    });
    expect(answer.status).toBe(503);
    expect((answer.body as { message: string }).message).toBe(
      'The test attempts service is not available right now. Please try again shortly.',
    );
  });

  it('forwards bodies and answers as they stream, and an admin route to an admin', async () => {
    const body = JSON.stringify({ displayName: 'Asha' });
    const put = await one({
      method: 'PUT',
      path: '/api/profile',
      headers: (gw) => ({ ...bearer('s2', 'student')(gw), 'content-type': 'application/json' }),
      body,
    });
    expect(put.seen?.body).toBe(body);
    const admin = await one({ path: '/api/admin/tests', headers: bearer('a1', 'admin') });
    expect(admin.seen?.identity?.role).toBe('admin');
    const head = await one({ method: 'HEAD', path: '/api/tests/t1', headers: bearer('s1', 'student') });
    expect(head.answer.status).toBe(200);
  });

  it.each(['br', 'gzip', 'gzip;q=0, br;q=0', ''])(
    'compresses a large JSON answer for Accept-Encoding %j',
    async (coding) => {
      const { answer } = await one({
        path: '/api/tests/big',
        headers: (gw) => ({
          ...bearer('s1', 'student')(gw),
          ...(coding ? { 'accept-encoding': coding } : {}),
        }),
      });
      expect(answer.headers['content-encoding']).toBe(
        coding === 'br' || coding === 'gzip' ? coding : undefined,
      );
    },
  );

  it("lets the service's own headers win over the gateway's, once each", async () => {
    const { answer } = await one({
      path: '/api/tests/cached',
      headers: (gw) => ({ ...bearer('s1', 'student')(gw), 'x-request-id': 'req-abcdefgh' }),
    });
    expect(answer.headers['cache-control']).toBe('private, max-age=60');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 401, 403, 413 and 503 with error bodies and the API headers', async () => {
    const cases: [Case, number, string][] = [
      [{ path: '/api/profile' }, 401, 'UNAUTHORIZED'],
      [{ path: '/api/profile', headers: () => ({ authorization: 'Bearer nope' }) }, 401, 'UNAUTHORIZED'],
      [{ path: '/api/profile', headers: () => ({ authorization: 'Basic abc' }) }, 401, 'UNAUTHORIZED'],
      [
        { path: '/api/test-attempts/in-progress', headers: bearer('s1', 'student', -5) },
        401,
        'TOKEN_EXPIRED',
      ],
      [{ path: '/api/admin/tests', headers: bearer('s1', 'student') }, 403, 'FORBIDDEN'],
      [
        {
          method: 'PUT',
          path: '/api/profile',
          headers: (gw) => ({ ...bearer('s1', 'student')(gw), 'content-type': 'application/json' }),
          body: JSON.stringify({ displayName: 'x'.repeat(300 * 1024) }),
        },
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        {
          method: 'PUT',
          path: '/api/profile',
          headers: (gw) => ({
            ...bearer('s1', 'student')(gw),
            'content-type': 'application/json',
            'transfer-encoding': 'chunked',
          }),
          body: JSON.stringify({ displayName: 'x'.repeat(300 * 1024) }),
        },
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [{ path: '/api/dashboard-stats', headers: bearer('s1', 'student') }, 503, 'SERVICE_UNAVAILABLE'],
    ];
    for (const [c, status, code] of cases) {
      const { answer, seen } = await one(c);
      expect(answer.status).toBe(status);
      expect((answer.body as { code: string }).code).toBe(code);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(seen).toBeUndefined();
    }
  });

  it('refuses an ended session with SESSION_ENDED', async () => {
    gateway.token('gone', 'student', 600, 'sid-ended');
    gateway.setSession('sid-ended', { kind: 'ended' });
    const { answer } = await one({
      path: '/api/question-attempts',
      method: 'POST',
      headers: bearer('gone', 'student', 600, 'sid-ended'),
    });
    expect(answer.status).toBe(401);
    expect((answer.body as { code: string }).code).toBe('SESSION_ENDED');
  });

  it('answers public, upload, unknown, ambiguous and non-API requests', async () => {
    const cases: [Case, number][] = [
      [
        {
          method: 'POST',
          path: '/api/auth/signin',
          headers: () => ({ 'content-type': 'application/json' }),
          body: JSON.stringify({ email: 'a@b.c', password: 'p' }),
        },
        200,
      ],
      [{ method: 'POST', path: '/api/upload/profile-image', headers: bearer('s1', 'student') }, 200],
      [{ path: '/api/openapi.json' }, 200],
      [{ path: '/api/definitely-not-here', headers: bearer('s1', 'student') }, 404],
      [{ path: '/api/test-questions/..%2Fadmin', headers: bearer('s1', 'student') }, 400],
      [{ path: '/api/tests/../admin/tests', headers: bearer('s1', 'student') }, 400],
      [{ path: '/api//tests', headers: bearer('s1', 'student') }, 400],
      [{ path: '/API/tests', headers: bearer('s1', 'student') }, 404],
      [{ path: '/alive' }, 200],
      [{ path: '/media/avatars/a.png' }, 200],
    ];
    for (const [c, status] of cases) {
      const { answer } = await one(c);
      expect(answer.status).toBe(status);
    }
  });
});

describe('the API proxy behind a trusted proxy', () => {
  it('forwards the client address as Express reads it (TRUSTED_PROXIES)', async () => {
    const gw = await buildGateway({
      redisUrl: infra.redisUrl,
      upstreamUrl: upstream.url,
      deadUrl: 'http://127.0.0.1:9',
      trustedProxies: '127.0.0.1',
    });
    const server = gw.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const answer = await rawRequest(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, {
        path: '/api/tests/t1',
        headers: {
          authorization: `Bearer ${gw.token('s1', 'student')}`,
          'x-forwarded-for': '198.51.100.9, 203.0.113.7',
        },
      });
      expect(answer.status).toBe(200);
      expect(upstream.seen.at(-1)?.headers['x-forwarded-for']).toBe('203.0.113.7');
    } finally {
      await new Promise((r) => server.close(r));
      await gw.close();
    }
  });
});
