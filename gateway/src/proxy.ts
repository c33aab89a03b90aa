import http from 'node:http';
import { pipeline } from 'node:stream';
import { IDENTITY_HEADER, type Identity, REQUEST_ID_HEADER, SERVICE_CALL_HEADER } from '@ssc/service-kit';
import { limitedBody } from './body-limit';
import { answerCoding, compressor, varyWithAcceptEncoding } from './compress-answer';
import type { BodyLimit } from './route-table';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  // Who the caller is comes only from the gateway's own checks, never from the client.
  IDENTITY_HEADER,
  SERVICE_CALL_HEADER,
]);

/**
 * Pooled upstream connections. An idle socket is closed after `timeout` (30 s), well before the
 * services' keep-alive limit (SERVER_KEEP_ALIVE_MS, 65 s), so the gateway never writes a request
 * onto a socket the service is closing (an ECONNRESET the student would see as a 503).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000, timeout: 30_000 });
const UPSTREAM_TIMEOUT_MS = 30_000;

/** A service's base URL, parsed once (not per request). */
export type Upstream = { protocol: string; hostname: string; port: string };

export function upstreamOf(baseUrl: string): Upstream {
  const { protocol, hostname, port } = new URL(baseUrl);
  return { protocol, hostname, port };
}

/**
 * Streams the request to the owning service with the verified identity attached as a
 * signed header, and streams the answer back. An unreachable service becomes a clear 503.
 */
export function proxyTo(opts: {
  upstream: Upstream;
  /** The canonical path and raw query: forwarded exactly as the route table saw them. */
  pathAndQuery: string;
  /** The signed identity header for the verified caller (service-kit identity.ts). */
  identityHeader: (identity: Identity) => string;
  req: http.IncomingMessage;
  res: http.ServerResponse;
  /** The request id (service-kit request-id.ts), forwarded to the service. */
  requestId: string;
  /** The client's address as the gateway believes it (TRUSTED_PROXIES), sent as X-Forwarded-For. */
  clientIp: string | undefined;
  /** The verified caller, if the route has one. */
  identity: Identity | undefined;
  onError: (err: Error) => void;
  onInvalidTarget: () => void;
  /** The most a streamed body may carry (a chunked body declares no length to check up front). */
  bodyLimit: BodyLimit;
  /** The streamed body went past `bodyLimit`: answer with this error (a 413) instead. */
  onBodyTooLarge: (err: Error) => void;
  /** A body the gateway already read (and checked); otherwise the request streams through. */
  body?: Buffer;
  /** Runs with the service's status before the answer is passed on (rate limits settle here). */
  beforeAnswer?: (status: number) => Promise<unknown>;
}): void {
  const { req, res } = opts;
  // Never `new URL(path, base)`: it would resolve dot segments and backslashes the route
  // table never saw. The path was checked to be canonical; it goes out as it came in.
  const base = opts.upstream;
  const headers: http.OutgoingHttpHeaders = {};
  const incoming = req.headers;
  for (const name in incoming) {
    const value = incoming[name];
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  if (opts.body) {
    delete headers['content-encoding'];
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(opts.body.length);
  }
  headers[REQUEST_ID_HEADER] = opts.requestId;
  headers['x-forwarded-for'] = opts.clientIp;
  if (opts.identity) headers[IDENTITY_HEADER] = opts.identityHeader(opts.identity);

  let upstream: http.ClientRequest;
  try {
    upstream = http.request({
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port,
      path: opts.pathAndQuery,
      method: req.method,
      headers,
      agent,
      timeout: UPSTREAM_TIMEOUT_MS,
    });
  } catch {
    // Node refuses characters in a request target that its own server let through.
    opts.onInvalidTarget();
    return;
  }
  // Set once the streamed body went past its limit: the service's side is cut off, and what
  // it says (or the hang-up) is no longer the answer.
  let refused = false;
  upstream.on('response', (answer) => {
    if (refused) {
      answer.resume();
      return;
    }
    const status = answer.statusCode ?? 502;
    // Written over the headers the gateway set (request id, security headers): the service's
    // value of the same header wins.
    const out: http.OutgoingHttpHeaders = {};
    const answered = answer.headers;
    for (const name in answered) {
      const value = answered[name];
      if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
    }
    // Only the public auth routes settle something first; every other answer is relayed at
    // once, not a microtask later (an `await` of nothing still costs one, and a promise).
    if (!opts.beforeAnswer) {
      relay(req, res, answer, status, out);
      return;
    }
    void opts
      .beforeAnswer(status)
      .catch(() => undefined)
      .then(() => relay(req, res, answer, status, out));
  });
  upstream.on('timeout', () => upstream.destroy(new Error('upstream timed out')));
  upstream.on('error', (err) => {
    if (refused) return;
    if (res.headersSent) {
      res.destroy(err);
      return;
    }
    opts.onError(err);
  });
  if (opts.body) {
    upstream.end(opts.body);
    return;
  }
  req.on('error', (err) => upstream.destroy(err));
  // A body of declared length (or none) was held to the limit before forwarding (body-limit.ts),
  // and Node reads exactly that many bytes: only a chunked body needs counting as it passes. The
  // counting stream per request was a measurable share of the gateway's CPU on bodiless GETs.
  if (req.headers['transfer-encoding'] === undefined) {
    req.pipe(upstream);
    return;
  }
  const limited = limitedBody(opts.bodyLimit);
  limited.on('error', (err) => {
    refused = true;
    req.unpipe(limited);
    upstream.destroy();
    if (res.headersSent) {
      res.destroy(err);
      return;
    }
    // The rest of the body is never read: the connection ends with the answer.
    res.setHeader('Connection', 'close');
    opts.onBodyTooLarge(err);
  });
  req.pipe(limited).pipe(upstream);
}

/** Passes the service's answer on, compressed when compress-answer.ts says so. */
function relay(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  answer: http.IncomingMessage,
  status: number,
  out: http.OutgoingHttpHeaders,
): void {
  // The client hung up while the service worked: nobody is left to answer. (Node 24's
  // stream.pipeline throws at once into a destroyed stream, which took the gateway down.)
  if (res.destroyed) {
    answer.resume();
    return;
  }
  const coding = answerCoding(req.method ?? 'GET', req.headers['accept-encoding'], status, answer.headers);
  if (!coding) {
    res.writeHead(status, out);
    answer.pipe(res);
    return;
  }
  delete out['content-length'];
  out['content-encoding'] = coding;
  out.vary = varyWithAcceptEncoding(out.vary);
  res.writeHead(status, out);
  pipeline(answer, compressor(coding), res, (err) => {
    if (err && !res.destroyed) res.destroy(err);
  });
}
