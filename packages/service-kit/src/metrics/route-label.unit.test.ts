import { metricSample } from '@ssc/test-kit';
import express, { type RequestHandler, Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../errors';
import { createLogger } from '../logger';
import { createServiceApp } from '../service-app';
import { createMetrics } from './registry';
import { labelRoutes, routeLabelOf, routeTemplate, UNMATCHED_ROUTE } from './route-label';

/** The `route` labels of `http_requests_total` in the registry's text, with their status. */
async function recorded(metrics: ReturnType<typeof createMetrics>): Promise<string[]> {
  const text = await metrics.registry.metrics();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_requests_total{'))
    .map((line) => {
      const method = /method="([^"]*)"/.exec(line)?.[1];
      const route = /route="([^"]*)"/.exec(line)?.[1];
      const status = /status="([^"]*)"/.exec(line)?.[1];
      return `${method} ${route} ${status} ${line.split(' ').at(-1)}`;
    })
    .sort();
}

describe('routeTemplate', () => {
  it('puts the route path under its mount path', () => {
    expect(routeTemplate('', '/api/tests/:id')).toBe('/api/tests/:id');
    expect(routeTemplate(undefined, '/x')).toBe('/x');
    expect(routeTemplate('/api/admin', '/questions/:id')).toBe('/api/admin/questions/:id');
    expect(routeTemplate('/api/admin', '/')).toBe('/api/admin');
    expect(routeTemplate('', ['/a', '/b'])).toBe('/a|/b');
    expect(routeTemplate('', /^\/re$/)).toBe('/^\\/re$/');
  });
});

describe('route labels on a service app', () => {
  const handler: RequestHandler = (req, res) => {
    res.json({ id: req.params.id });
  };
  const app = () => {
    const metrics = createMetrics('catalog', { processMetrics: false });
    const top = Router();
    top.get('/api/tests/:id', handler);
    top.put('/api/things/:id/save', handler);
    top.get('/api/fails/:id', () => {
      throw new NotFoundError();
    });
    // A router mounted under another, with a route that answers and one that fails after it.
    const inner = Router();
    inner.get('/questions/:id', handler);
    inner.get('/broken/:id', (_req, _res, next) => next(new NotFoundError()));
    const outer = Router();
    outer.use('/api/admin', inner);
    const serviceApp = createServiceApp({
      logger: createLogger('test', 'silent'),
      internalSecret: 's'.repeat(32),
      health: {},
      routes: [top, outer],
      metrics,
    });
    return { serviceApp, metrics };
  };

  it('labels each request with its template, never the raw path', async () => {
    const { serviceApp, metrics } = app();
    await request(serviceApp).get('/api/tests/t-123').expect(200);
    await request(serviceApp).get('/api/tests/t-456').expect(200);
    await request(serviceApp).get('/api/fails/f-1').expect(404);
    await request(serviceApp).get('/api/admin/questions/q-9').expect(200);
    await request(serviceApp).get('/api/admin/broken/b-1').expect(404);
    await request(serviceApp).put('/api/things/abc/save').send({}).expect(200);
    // Express routes are case-insensitive: the same route, the same label.
    await request(serviceApp).put('/API/things/abc/save').send({}).expect(200);
    await request(serviceApp).get('/nowhere/at/all').expect(404);
    await request(serviceApp).get('/alive').expect(200);
    expect(await recorded(metrics)).toEqual([
      'GET /alive 200 1',
      'GET /api/admin/broken/:id 404 1',
      'GET /api/admin/questions/:id 200 1',
      'GET /api/fails/:id 404 1',
      'GET /api/tests/:id 200 2',
      `GET ${UNMATCHED_ROUTE} 404 1`,
      'PUT /api/things/:id/save 200 2',
    ]);
    const text = await metrics.registry.metrics();
    for (const raw of ['t-123', 'q-9', 'b-1', 'abc', 'nowhere']) expect(text).not.toContain(raw);
    expect(
      metricSample(text, 'http_request_duration_seconds_bucket', {
        le: '+Inf',
        method: 'GET',
        route: '/api/tests/:id',
        service: 'catalog',
      }),
    ).toBe(2);
  });

  it('serves /metrics to loopback, labelled with the service', async () => {
    const { serviceApp } = app();
    const res = await request(serviceApp).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain('# TYPE http_requests_total counter');
  });

  it('refuses /metrics relayed by a proxy (the gateway sets X-Forwarded-For)', async () => {
    const { serviceApp } = app();
    const res = await request(serviceApp).get('/metrics').set('x-forwarded-for', '203.0.113.9');
    expect(res.status).toBe(403);
    expect(res.text).not.toContain('http_requests_total');
  });

  it('refuses /metrics to an address outside METRICS_ALLOW', async () => {
    const metrics = createMetrics('auth', { processMetrics: false });
    const serviceApp = createServiceApp({
      logger: createLogger('test', 'silent'),
      internalSecret: 's'.repeat(32),
      health: {},
      routes: [],
      metrics,
      metricsAllow: ['10.0.0.0/8'],
    });
    expect((await request(serviceApp).get('/metrics')).status).toBe(403);
  });
});

describe('labelRoutes on a bare Express app', () => {
  it('leaves a request no route took unmatched', async () => {
    const app = express();
    labelRoutes(app);
    let seen = '';
    app.use((req, res, next) => {
      res.on('finish', () => {
        seen = routeLabelOf(req);
      });
      next();
    });
    app.get('/x/:id', (_req, res) => {
      res.end();
    });
    await request(app).get('/x/1');
    expect(seen).toBe('/x/:id');
    await request(app).get('/y');
    expect(seen).toBe(UNMATCHED_ROUTE);
  });
});
