import { describe, expect, it } from 'vitest';
import { answerCoding, MIN_COMPRESSED_BYTES, varyWithAcceptEncoding } from './compress-answer';

const BROWSER = 'gzip, deflate, br, zstd';
const json = (extra: Record<string, string> = {}) => ({
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(MIN_COMPRESSED_BYTES * 40),
  ...extra,
});

describe('answerCoding', () => {
  it('compresses a large JSON answer with the best coding the client takes', () => {
    expect(answerCoding('GET', BROWSER, 200, json())).toBe('br');
    expect(answerCoding('GET', 'gzip', 200, json())).toBe('gzip');
    expect(answerCoding('POST', BROWSER, 201, json())).toBe('br');
    expect(answerCoding('GET', BROWSER, 404, json())).toBe('br');
  });

  it('compresses JSON of unknown length (chunked) and problem+json', () => {
    const { 'content-length': _, ...chunked } = json();
    expect(answerCoding('GET', BROWSER, 200, chunked)).toBe('br');
    expect(answerCoding('GET', BROWSER, 200, json({ 'content-type': 'application/problem+json' }))).toBe(
      'br',
    );
  });

  it('leaves alone what the client does not take or what gains nothing', () => {
    expect(answerCoding('GET', undefined, 200, json())).toBeNull();
    expect(answerCoding('GET', 'identity', 200, json())).toBeNull();
    expect(answerCoding('GET', 'br;q=0, gzip;q=0', 200, json())).toBeNull();
    expect(answerCoding('GET', BROWSER, 200, json({ 'content-length': '1023' }))).toBeNull();
    expect(answerCoding('HEAD', BROWSER, 200, json())).toBeNull();
    expect(answerCoding('GET', BROWSER, 204, json())).toBeNull();
    expect(answerCoding('GET', BROWSER, 304, json())).toBeNull();
  });

  it('never compresses twice, non-JSON bodies, strong validators or no-transform answers', () => {
    expect(answerCoding('GET', BROWSER, 200, json({ 'content-encoding': 'gzip' }))).toBeNull();
    expect(answerCoding('GET', BROWSER, 200, json({ 'content-type': 'text/csv' }))).toBeNull();
    expect(answerCoding('GET', BROWSER, 200, json({ 'content-type': 'application/x-ndjson' }))).toBeNull();
    expect(answerCoding('GET', BROWSER, 200, json({ 'content-type': 'image/png' }))).toBeNull();
    expect(answerCoding('GET', BROWSER, 200, json({ etag: '"abc"' }))).toBeNull();
    expect(answerCoding('GET', BROWSER, 200, json({ etag: 'W/"abc"' }))).toBe('br');
    expect(answerCoding('GET', BROWSER, 200, json({ 'cache-control': 'private, no-transform' }))).toBeNull();
  });
});

describe('varyWithAcceptEncoding', () => {
  it('adds Accept-Encoding once', () => {
    expect(varyWithAcceptEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyWithAcceptEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyWithAcceptEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(varyWithAcceptEncoding('*')).toBe('*');
  });
});
