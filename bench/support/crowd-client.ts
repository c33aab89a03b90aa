import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

export type CrowdAnswer = {
  status: number;
  /** Parsed JSON when asked for (or on an error status), otherwise null. */
  body: unknown;
  ms: number;
  /** A network failure (no HTTP answer at all). */
  networkError?: string;
};

/**
 * The crowd's HTTP: what thousands of browsers send through the gateway, from one process.
 * Raw `http` with keep-alive sockets and no cap on sockets (a browser never queues behind
 * another aspirant's request), `accept-encoding` as a browser sends it (so the gateway does the
 * compression it does for real users), and bodies decoded only when the caller reads them.
 */
export function crowdClient(base: string) {
  const url = new URL(base);
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: Number.POSITIVE_INFINITY,
    maxFreeSockets: 4096,
  });

  function send(
    method: string,
    path: string,
    opts: { token?: string | null; body?: unknown; json?: boolean; timeoutMs?: number } = {},
  ): Promise<CrowdAnswer> {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const headers: http.OutgoingHttpHeaders = { accept: 'application/json', 'accept-encoding': 'br, gzip' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    return new Promise((resolve) => {
      const t0 = performance.now();
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers,
          agent,
          timeout: opts.timeoutMs ?? 60_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const ms = performance.now() - t0;
            const status = res.statusCode ?? 0;
            const wanted = opts.json || status >= 300;
            let body: unknown = null;
            if (wanted && chunks.length > 0) {
              try {
                body = JSON.parse(
                  decode(Buffer.concat(chunks), res.headers['content-encoding']).toString('utf8'),
                );
              } catch {
                body = { unparsed: true };
              }
            }
            resolve({ status, body, ms });
          });
          res.on('error', (err) =>
            resolve({ status: 0, body: null, ms: performance.now() - t0, networkError: String(err) }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error(`timed out after ${opts.timeoutMs ?? 60_000} ms`)));
      req.on('error', (err) =>
        resolve({ status: 0, body: null, ms: performance.now() - t0, networkError: String(err) }),
      );
      req.end(payload);
    });
  }

  return {
    send,
    /** Open sockets (in use and idle). */
    sockets: () =>
      Object.values(agent.sockets).reduce((n, list) => n + (list?.length ?? 0), 0) +
      Object.values(agent.freeSockets).reduce((n, list) => n + (list?.length ?? 0), 0),
    close: () => agent.destroy(),
  };
}

export type CrowdClient = ReturnType<typeof crowdClient>;

function decode(buf: Buffer, coding: string | undefined): Buffer {
  if (coding === 'br') return zlib.brotliDecompressSync(buf);
  if (coding === 'gzip') return zlib.gunzipSync(buf);
  return buf;
}
