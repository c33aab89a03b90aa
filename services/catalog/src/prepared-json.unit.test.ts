import { gunzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { prepareJson, sendPreparedJson } from './prepared-json';

const value = [{ id: 'q1', questionTextHindi: 'भारत की राजधानी क्या है?' }];

describe('prepared JSON responses', () => {
  it('encode once: the body, its gzip and an ETag that follows the content', () => {
    const prepared = prepareJson(value);
    expect(JSON.parse(prepared.body.toString('utf8'))).toEqual(value);
    expect(gunzipSync(prepared.gzipped).equals(prepared.body)).toBe(true);
    expect(prepareJson(value).etag).toBe(prepared.etag);
    expect(prepareJson([...value, 1]).etag).not.toBe(prepared.etag);
  });

  it('are sent gzipped when accepted, plain otherwise, and 304 when the client has them', async () => {
    const prepared = prepareJson(value);
    const app = express().get('/x', (req, res) => sendPreparedJson(req, res, prepared));
    const gz = await request(app).get('/x').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual(value);
    const plain = await request(app).get('/x').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(plain.body).toEqual(value);
    const again = await request(app).get('/x').set('If-None-Match', prepared.etag);
    expect(again.status).toBe(304);
  });
});
