import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { addressAllowList, createLogger, createMetrics, serveMetrics } from '@ssc/service-kit';
import { metricSample, testInfra } from '@ssc/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, startRecordingUpstream } from './gateway-harness';
import { rawRequest } from './raw-http';

/**
 * The gateway's metrics are served on a listener of its own (METRICS_PORT, main.ts), never on
 * the public port — where the SPA fallback would otherwise answer `/metrics` with the shell's
 * page. Requests are recorded under the route table's rules.
 */
const infra = testInfra();
const logger = createLogger('gateway-metrics-test', 'silent');
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-web-metrics-'));
fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');

const metrics = createMetrics('gateway', { processMetrics: false });
let upstream: Awaited<ReturnType<typeof startRecordingUpstream>>;
let gw: Awaited<ReturnType<typeof buildGateway>>;
let server: http.Server;
let metricsServer: http.Server;
let base: string;
let metricsBase: string;

const listening = async (s: http.Server) => {
  if (!s.listening) await new Promise((r) => s.once('listening', r));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
};
const close = (s: http.Server) => new Promise((r) => s.close(r));

beforeAll(async () => {
  upstream = await startRecordingUpstream();
  gw = await buildGateway({
    redisUrl: infra.redisUrl,
    upstreamUrl: upstream.url,
    deadUrl: upstream.url,
    webRoot,
    metrics,
  });
  server = gw.app.listen(0, '127.0.0.1');
  base = await listening(server);
  metricsServer = serveMetrics({
    metrics,
    port: 0,
    host: '127.0.0.1',
    allowed: addressAllowList(['127.0.0.0/8']),
    logger,
  });
  metricsBase = await listening(metricsServer);
});
afterAll(async () => {
  await close(server);
  await close(metricsServer);
  await gw.close();
  await upstream.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const sample = (text: string, name: string, labels: Record<string, string>) =>
  metricSample(text, name, { service: 'gateway', ...labels });

describe('gateway metrics', () => {
  it('the public port shows no metrics: /metrics in any spelling is 404, traversals to it 400', async () => {
    // The SPA fallback answers a page path (what /metrics would be without the guard).
    expect((await rawRequest(base, { path: '/dashboard' })).status).toBe(200);
    for (const p of ['/metrics', '/METRICS', '/metrics/', '/metrics?x=1', '/api/metrics', '/media/metrics']) {
      const res = await rawRequest(base, { path: p });
      expect(res.status, p).toBe(404);
      expect(res.body, p).not.toContain('http_requests_total');
    }
    // Ambiguous paths are refused before any route is looked at (canonical-path.ts).
    for (const p of [
      '/api/../metrics',
      '/api/%2e%2e/metrics',
      '/media/..%2fmetrics',
      '/./metrics',
      '//metrics',
    ]) {
      const res = await rawRequest(base, { path: p });
      expect(res.status, p).toBe(400);
      expect(res.body, p).not.toContain('http_requests_total');
    }
  });

  it('METRICS_PORT serves them, with each request under its route table rule', async () => {
    const auth = { authorization: `Bearer ${gw.token('stu-1', 'student')}` };
    // An authenticated API route, twice with different ids.
    expect((await rawRequest(base, { path: '/api/tests/t-777', headers: auth })).status).toBe(200);
    expect((await rawRequest(base, { path: '/api/tests/t-888', headers: auth })).status).toBe(200);
    // Through Express: a public auth route, and a path on no route.
    const signin = await rawRequest(base, {
      method: 'POST',
      path: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@b.c","password":"guess-a-password"}',
    });
    expect(signin.status).toBe(200);
    expect((await rawRequest(base, { path: '/api/no-such-route/x-123' })).status).toBe(404);

    const res = await rawRequest(metricsBase, { path: '/metrics' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(
      sample(text, 'http_requests_total', {
        method: 'GET',
        route: '/api/tests{/exam/:examType|/:id}',
        status: '200',
      }),
    ).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/tests{/exam/:examType|/:id}',
      }),
    ).toBe(2);
    expect(
      sample(text, 'http_requests_total', { method: 'POST', route: '/api/auth/:action', status: '200' }),
    ).toBe(1);
    // With the test before (run first, in order): /metrics in four spellings, /api/metrics,
    // /media/metrics and this path are unmatched 404s; the five traversals unmatched 400s.
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(7);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '400' })).toBe(5);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'frontend', status: '200' })).toBe(1);
    for (const raw of ['t-777', 't-888', 'x-123', 'no-such-route']) expect(text).not.toContain(raw);

    expect((await rawRequest(metricsBase, { path: '/' })).status).toBe(404);
    expect((await rawRequest(metricsBase, { path: '/api/tests/t-1' })).status).toBe(404);
    expect((await rawRequest(metricsBase, { method: 'POST', path: '/metrics' })).status).toBe(405);
  });

  it('the metrics listener refuses an address outside its allow-list and a proxied request', async () => {
    const strict = serveMetrics({
      metrics,
      port: 0,
      host: '127.0.0.1',
      allowed: addressAllowList(['10.0.0.0/8']),
      logger,
    });
    try {
      const res = await rawRequest(await listening(strict), { path: '/metrics' });
      expect(res.status).toBe(403);
      expect(res.body).not.toContain('http_requests_total');
    } finally {
      await close(strict);
    }
    const proxied = await rawRequest(metricsBase, {
      path: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(proxied.status).toBe(403);
  });
});
