import { gzipSync } from 'node:zlib';

/**
 * Bad request headers around a body the route would otherwise accept: content types and
 * charsets it does not read, encodings that lie, and headers a client must never be believed
 * on (the gateway's signed identity and service-call headers, forwarded-for).
 */
export type HeaderCase = { label: string; headers: Record<string, string>; body?: Buffer | string };

export function contentCases(validJson: string): HeaderCase[] {
  const json = Buffer.from(validJson);
  const utf16 = Buffer.from(`\ufeff${validJson}`, 'utf16le');
  return [
    { label: 'no content type', headers: {}, body: json },
    { label: 'text/plain', headers: { 'content-type': 'text/plain' }, body: json },
    { label: 'xml', headers: { 'content-type': 'application/xml' }, body: '<a>1</a>' },
    {
      label: 'form-urlencoded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&a[]=2&__proto__[role]=admin',
    },
    { label: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body: json },
    {
      label: 'multipart with JSON inside',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: json,
    },
    { label: 'charset utf-16', headers: { 'content-type': 'application/json; charset=utf-16' }, body: utf16 },
    { label: 'charset latin1', headers: { 'content-type': 'application/json; charset=latin1' }, body: json },
    { label: 'charset bogus', headers: { 'content-type': 'application/json; charset=bogus-8' }, body: json },
    {
      label: 'utf-16 bytes labelled utf-8',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: utf16,
    },
    { label: 'json suffix type', headers: { 'content-type': 'application/vnd.api+json' }, body: json },
    { label: 'two types', headers: { 'content-type': 'application/json, text/plain' }, body: json },
    { label: 'malformed type', headers: { 'content-type': ';;;/=' }, body: json },
    {
      label: 'long type',
      headers: { 'content-type': `application/json; x=${'y'.repeat(4_000)}` },
      body: json,
    },
    {
      label: 'gzip that is not',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: json,
    },
    {
      label: 'real gzip',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(json),
    },
    {
      label: 'gzip bomb',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(Buffer.alloc(20_000_000, 32)),
    },
    {
      label: 'bogus encoding',
      headers: { 'content-type': 'application/json', 'content-encoding': 'rot13' },
      body: json,
    },
    {
      label: 'chunked',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: json,
    },
  ];
}

export function forgedHeaderCases(opts: { forgedIdentity: string; forgedServiceCall: string }): HeaderCase[] {
  return [
    { label: 'forged identity header', headers: { 'x-ssc-identity': opts.forgedIdentity } },
    { label: 'forged service-call header', headers: { 'x-ssc-service-call': opts.forgedServiceCall } },
    {
      label: 'forwarded-for',
      headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1', forwarded: 'for=203.0.113.7' },
    },
    {
      label: 'original-url override',
      headers: { 'x-original-url': '/internal/stats', 'x-rewrite-url': '/internal/stats' },
    },
    {
      label: 'method override',
      headers: { 'x-http-method-override': 'DELETE', 'x-method-override': 'DELETE' },
    },
    { label: 'odd host', headers: { host: 'internal.invalid:1' } },
    { label: 'accept anything', headers: { accept: '*/*;q=0.1, text/html;level=1;q=abc' } },
    { label: 'huge cookie', headers: { cookie: `a=${'b'.repeat(6_000)}` } },
  ];
}
