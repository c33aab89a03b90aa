import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import type { AddressAllowList } from './metrics-allow';

/** The path Prometheus scrapes, any case, with or without a trailing slash. */
export const METRICS_PATH = /^\/metrics\/?$/i;

/**
 * Whether this request may read the metrics: it comes from an allowed address (the socket's own,
 * never X-Forwarded-For) and was not relayed by a proxy. The gateway sets X-Forwarded-For on
 * everything it forwards, so even a gateway on an allowed address never passes a public
 * request through to a service's `/metrics`.
 */
export function mayReadMetrics(req: IncomingMessage, allowed: AddressAllowList): boolean {
  return req.headers['x-forwarded-for'] === undefined && allowed(req.socket.remoteAddress);
}

/** Writes the registry in Prometheus's text format (a HEAD gets the headers only). */
export async function writeMetrics(registry: Registry, req: IncomingMessage, res: ServerResponse) {
  const text = await registry.metrics();
  res.writeHead(200, {
    'content-type': registry.contentType,
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}
