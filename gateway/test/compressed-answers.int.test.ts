import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testInfra } from '@ssc/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway-harness';

const infra = testInfra();
const BROWSER = 'gzip, deflate, br, zstd';

/** What a service might answer: an attempt-sized JSON body, a small one, and already coded ones. */
const attempt = {
  id: 'a-1',
  questions: Array.from({ length: 100 }, (_, i) => ({
    questionId: `q-${i}`,
    status: 'NOT_VISITED',
    timeSpent: 0,
  })),
};
const answers: Record<string, (res: http.ServerResponse) => void> = {
  '/api/profile': (res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag: 'W/"v1"' });
    res.end(JSON.stringify(attempt));
  },
  '/api/profile/settings': (res) => {
    // As Express sends it: with its length.
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '16' });
    res.end('{"theme":"dark"}');
  },
  // Answers only when the test says so (the client has gone by then).
  '/api/profile/export': (res) => {
    lateAnswer = () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(attempt));
    };
    arrived();
  },
  '/api/profile/avatar': (res) => {
    res.writeHead(200, { 'content-type': 'application/json', etag: '"exact-bytes"' });
    res.end(JSON.stringify(attempt));
  },
};

let lateAnswer = () => {};
let arrived = () => {};
let upstream: http.Server;
let gateway: http.Server;
let gw: Awaited<ReturnType<typeof buildGateway>>;
let base = '';

beforeAll(async () => {
  upstream = http.createServer((req, res) =>
    (answers[req.url ?? ''] ?? answers['/api/profile/settings'])?.(res),
  );
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  gw = await buildGateway({ redisUrl: infra.redisUrl, upstreamUrl, deadUrl: 'http://127.0.0.1:9' });
  gateway = http.createServer(gw.app);
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await gw.close();
  await new Promise((r) => gateway.close(r));
  await new Promise((r) => upstream.close(r));
});

/** A signed-in GET through the gateway, its body as raw bytes (nothing decoded on the way). */
function get(path: string, acceptEncoding?: string) {
  const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${gw.token('u-1', 'student')}` };
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${path}`, { headers, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('compressed API answers', () => {
  it('sends a large JSON answer brotli-coded to a browser, the same JSON once decoded', async () => {
    const plain = await get('/api/profile');
    const coded = await get('/api/profile', BROWSER);
    expect(coded.status).toBe(200);
    expect(coded.headers['content-encoding']).toBe('br');
    expect(coded.headers.vary).toMatch(/accept-encoding/i);
    expect(coded.headers['content-length']).toBeUndefined();
    expect(coded.headers.etag).toBe('W/"v1"');
    expect(JSON.parse(brotliDecompressSync(coded.body).toString())).toEqual(attempt);
    expect(coded.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('gzips it for a client without brotli, and sends it as it is to one that takes no coding', async () => {
    const gz = await get('/api/profile', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(attempt);
    const plain = await get('/api/profile');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(attempt);
  });

  it('passes small answers and strongly validated ones through untouched', async () => {
    const small = await get('/api/profile/settings', BROWSER);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"theme":"dark"}');
    const strong = await get('/api/profile/avatar', BROWSER);
    expect(strong.headers['content-encoding']).toBeUndefined();
    expect(strong.headers.etag).toBe('"exact-bytes"');
  });

  it('drops an answer whose client hung up while the service was still working, and keeps serving', async () => {
    const reachedService = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const gatewaySocketClosed = new Promise<void>((resolve) =>
      gateway.once('connection', (socket) => socket.once('close', () => resolve())),
    );
    const headers = {
      authorization: `Bearer ${gw.token('u-1', 'student')}`,
      'accept-encoding': BROWSER,
    };
    const gone = http.get(`${base}/api/profile/export`, { headers, agent: false });
    gone.on('error', () => undefined);
    await reachedService;
    gone.destroy();
    await gatewaySocketClosed;
    // Node 24's stream.pipeline throws at once into a destroyed response: this killed the gateway.
    lateAnswer();
    const next = await get('/api/profile', BROWSER);
    expect(next.status).toBe(200);
    expect(JSON.parse(brotliDecompressSync(next.body).toString())).toEqual(attempt);
  });
});
