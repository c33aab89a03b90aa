import express, { type RequestHandler, Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { hotRoutes } from './hot-routes';
import { leanJson, limitBytes } from './lean-json';
import { createLogger } from './logger';
import { createServiceApp } from './service-app';

/** The same app with body-parser alone and with leanJson in front of it. */
function apps() {
  const echo: RequestHandler = (req, res) => void res.json({ body: req.body ?? null });
  const make = (lean: boolean) => {
    const app = express();
    const parser = express.json({ limit: '1kb' });
    app.use(lean ? leanJson(1024, parser) : parser);
    app.post('/echo', echo);
    app.use(((err, _req, res, _next) => {
      res.status(err.status ?? 500).json({ type: err.type ?? null });
    }) as express.ErrorRequestHandler);
    return app;
  };
  return [make(false), make(true)] as const;
}

describe('leanJson', () => {
  it.each([
    ['an object', 'application/json', '{"a":1,"b":[true,null,"प्रश्न"]}'],
    ['an array with leading whitespace', 'application/json', ' \n\t[1,2]'],
    ['a UTF-8 BOM', 'application/json', '\ufeff{"a":1}'],
    ['a BOM only', 'application/json', '\ufeff'],
    ['a bare string (strict)', 'application/json', '"text"'],
    ['whitespace only', 'application/json', '   '],
    ['invalid JSON', 'application/json', '{"a":'],
    ['the charset spelled out', 'application/json; charset=utf-8', '{"a":2}'],
    ['another charset spelling', 'application/json; charset=UTF-8', '{"a":3}'],
    ['a charset body-parser refuses', 'application/json; charset=latin1', '{"a":4}'],
    ['another type', 'text/plain', '{"a":5}'],
    ['a body over the limit', 'application/json', `{"a":"${'x'.repeat(2000)}"}`],
    ['a body at the limit', 'application/json', `{"a":"${'x'.repeat(1024 - 8)}"}`],
  ])('answers %s as body-parser does', async (_name, type, body) => {
    const [plain, lean] = apps();
    const send = (app: express.Express) => request(app).post('/echo').set('content-type', type).send(body);
    const [a, b] = await Promise.all([send(plain), send(lean)]);
    expect({ status: b.status, body: b.body }).toEqual({ status: a.status, body: a.body });
  });

  it('reads the limits express.json is given', () => {
    expect(limitBytes('256kb')).toBe(262_144);
    expect(limitBytes('100KB')).toBe(102_400);
    expect(limitBytes('1mb')).toBe(1_048_576);
    expect(limitBytes(512)).toBe(512);
    expect(limitBytes('1.5mb')).toBeUndefined();
  });
});

describe('hotRoutes', () => {
  const app = () => {
    const calls: string[] = [];
    const handler: RequestHandler = (req, res) => {
      calls.push(`${req.method} ${req.params.id}`);
      res.json({ id: req.params.id });
    };
    const router = Router();
    router.put('/api/things/:id/save', handler);
    const serviceApp = createServiceApp({
      logger: createLogger('test', 'silent'),
      internalSecret: 's'.repeat(32),
      health: {},
      routes: [router],
      hotRoutes: [{ method: 'PUT', path: '/api/things/:id/save', handlers: [handler] }],
    });
    return { serviceApp, calls };
  };

  it.each([
    ['a plain path', '/api/things/abc_1-2/save', 200, 'abc_1-2'],
    ['a query', '/api/things/abc/save?x=1', 200, 'abc'],
    ['another case (the router takes it)', '/API/things/abc/save', 200, 'abc'],
    ['a trailing slash (the router takes it)', '/api/things/abc/save/', 200, 'abc'],
    ['an encoded id (the router decodes it)', '/api/things/a%20b/save', 200, 'a b'],
  ])('answers %s once, with the params the router would give', async (_name, path, status, id) => {
    const { serviceApp, calls } = app();
    const res = await request(serviceApp).put(path).send({});
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ id });
    expect(calls).toEqual([`PUT ${id}`]);
  });

  it('leaves other methods and paths to the routers', async () => {
    const { serviceApp, calls } = app();
    expect((await request(serviceApp).post('/api/things/abc/save').send({})).status).toBe(404);
    expect((await request(serviceApp).put('/api/things/abc/other').send({})).status).toBe(404);
    expect(calls).toEqual([]);
  });

  it('is the one lookup when used alone', async () => {
    const solo = express();
    solo.use(
      hotRoutes([{ method: 'GET', path: '/x/:id', handlers: [(req, res) => void res.send(req.params.id)] }]),
    );
    expect((await request(solo).get('/x/42')).text).toBe('42');
    expect((await request(solo).get('/x/42/y')).status).toBe(404);
  });
});
