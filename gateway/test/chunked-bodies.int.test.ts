import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testInfra } from '@ssc/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, startRecordingUpstream } from './gateway-harness';
import { rawRequest } from './raw-http';

/**
 * Chunked request bodies (no Content-Length: streaming clients, proxies that re-chunk). They
 * once reached services cut short — a 38-byte body as 0 bytes — because the byte counter put
 * the request in flowing mode before the gateway had checked the session and started to
 * forward; past the limit, the client got a reset instead of a 413 (found by
 * e2e/front-door-fuzz.spec.ts).
 */
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

const putChunked = (path: string, body: string) =>
  rawRequest(base, {
    method: 'PUT',
    path,
    headers: {
      authorization: `Bearer ${gw.token('student-1', 'student')}`,
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    },
    body,
  });

describe('chunked bodies', () => {
  it.each([20, 5_000, 100_000, 250_000])('reach the service whole (%i bytes)', async (size) => {
    const body = JSON.stringify({ displayName: 'x'.repeat(size) });
    const res = await putChunked('/api/profile', body);
    expect(res.status).toBe(200);
    expect(upstream.seen.at(-1)?.body).toBe(body);
  });

  it('past the limit are answered 413 with the limit message, and the gateway keeps answering', async () => {
    const before = upstream.seen.length;
    const res = await putChunked('/api/profile', JSON.stringify({ displayName: 'x'.repeat(400 * 1024) }));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('Request body is too large (limit 256 KB)');
    expect(upstream.seen.length).toBe(before);
    const next = await putChunked('/api/profile', '{"displayName":"Asha"}');
    expect(next.status).toBe(200);
  });
});
