import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler, ValidationError } from './errors';
import { createLogger } from './logger';
import {
  MALFORMED_TEXT_MESSAGE,
  malformedTextError,
  malformedTextPath,
  rejectMalformedText,
} from './well-formed-text';

describe('malformedTextPath', () => {
  it.each([
    ['a plain string', 'hello'],
    ['Hindi and an emoji (a surrogate pair)', 'प्रश्न 😀'],
    ['numbers, booleans and null', { a: 1, b: true, c: null, d: [1e308, -0] }],
    ['nothing', undefined],
    ['bytes', Buffer.from([0xed, 0xa0, 0x80])],
  ])('finds nothing in %s', (_name, value) => {
    expect(malformedTextPath(value)).toBeNull();
  });

  it.each([
    ['a lone high surrogate at the root', '\ud800x', []],
    ['a lone low surrogate in a value', { testId: 'x\udc00' }, ['testId']],
    ['a reversed pair deep in arrays', { a: [{ b: ['ok', '\udc00\ud800'] }] }, ['a', '0', 'b', '1']],
    ['a key', { ok: { '\ud800': 1 } }, ['ok', '\ud800']],
    ['a surrogate cut off at the end', { a: 'x😀'.slice(0, 2) }, ['a']],
  ])('finds %s', (_name, value, path) => {
    expect(malformedTextPath(value)).toEqual(path);
  });

  it('walks a body nested deeper than the call stack could recurse, in linear time', () => {
    const depth = 300_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`);
    const started = Date.now();
    expect(malformedTextPath(deep)).toHaveLength(depth);
    expect(malformedTextPath(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('malformedTextError', () => {
  it('is a 400 naming the path, without echoing the bad key', () => {
    const err = malformedTextError(['items', '\ud800', 'name']);
    expect(err).toBeInstanceOf(ValidationError);
    expect(err.status).toBe(400);
    expect(err.message).toBe(MALFORMED_TEXT_MESSAGE);
    expect(err.issues).toEqual([{ path: 'items.?.name', message: 'not valid Unicode' }]);
  });
});

describe('rejectMalformedText', () => {
  const app = express();
  app.use(express.json());
  app.use(rejectMalformedText);
  app.all('/echo', (req, res) => {
    res.json({ body: req.body ?? null, query: req.query });
  });
  app.use(errorHandler(createLogger('test', 'silent')));

  it('refuses a JSON body with a lone surrogate escape, in a value or a key', async () => {
    for (const raw of ['{"testId":"\\ud800x"}', '{"\\udfff":1}', '["ok",["\\ud83d"]]']) {
      const res = await request(app).post('/echo').set('content-type', 'application/json').send(raw);
      expect(res.status, raw).toBe(400);
      expect(res.body.message).toBe(MALFORMED_TEXT_MESSAGE);
    }
  });

  it('refuses a lone surrogate sent as raw UTF-16', async () => {
    const body = Buffer.concat([
      Buffer.from('{"a":"', 'utf16le'),
      Buffer.from([0x00, 0xd8]),
      Buffer.from('"}', 'utf16le'),
    ]);
    const res = await request(app)
      .post('/echo')
      .set('content-type', 'application/json; charset=utf-16le')
      .serialize((raw) => raw) // superagent would send a Buffer as JSON
      .send(body);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'a', message: 'not valid Unicode' }]);
  });

  it('lets well-formed text, surrogate pairs and bodiless requests through', async () => {
    const ok = await request(app)
      .post('/echo')
      .send({ a: 'प्रश्न \ud83d\ude00', b: [1, null] });
    expect(ok.status).toBe(200);
    expect(ok.body.body).toEqual({ a: 'प्रश्न 😀', b: [1, null] });
    expect((await request(app).get('/echo')).status).toBe(200);
  });

  it('sees no lone surrogate in a query string: the parser decodes percent-escapes as UTF-8', async () => {
    const res = await request(app).get('/echo?a=%ED%A0%80&b=%uD800&c=%F0%9F%98%80');
    expect(res.status).toBe(200);
    expect(res.body.query).toEqual({ a: '\ufffd\ufffd\ufffd', b: '%uD800', c: '😀' });
  });
});
