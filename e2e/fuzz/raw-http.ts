import http from 'node:http';
import net from 'node:net';

/**
 * Raw requests to the gateway. The request target goes out byte for byte as written: never
 * through `fetch` or `URL`, which would resolve `..`, backslashes and percent-encodings before
 * the gateway could see them, and so test the client instead of the server.
 */
export type RawRequest = {
  method: string;
  /** The request target exactly as sent (path and query). */
  target: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
  /** A transport failure (reset, timeout): the gateway gave no HTTP answer. */
  error?: string;
};

/** Longer than the 5 s the suite allows, so a slow answer is measured rather than cut off. */
const GIVE_UP_MS = 15_000;
const MAX_BODY_CHARS = 2_000_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

export function sendHttp(base: URL, req: RawRequest): Promise<RawResponse> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...req.headers };
    if (
      req.body !== undefined &&
      !hasHeader(headers, 'content-length') &&
      !hasHeader(headers, 'transfer-encoding')
    )
      headers['content-length'] = String(Buffer.byteLength(req.body));
    let outgoing: http.ClientRequest;
    try {
      outgoing = http.request({
        host: base.hostname,
        port: base.port,
        method: req.method,
        path: req.target,
        headers,
        agent,
      });
    } catch (err) {
      // Node refuses to send this target or header: a mistake in the suite, not a finding.
      throw new Error(
        `the fuzz suite built a request Node cannot send (${req.method} ${req.target}): ${err}`,
      );
    }
    const timer = setTimeout(
      () => outgoing.destroy(new Error(`no answer within ${GIVE_UP_MS} ms`)),
      GIVE_UP_MS,
    );
    outgoing.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        if (size < MAX_BODY_CHARS) chunks.push(chunk);
        size += chunk.length;
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: ms(),
        });
      });
      res.on('error', (err) => {
        clearTimeout(timer);
        resolve({ status: 0, headers: {}, body: '', ms: ms(), error: err.message });
      });
    });
    outgoing.on('error', (err) => {
      clearTimeout(timer);
      resolve({ status: 0, headers: {}, body: '', ms: ms(), error: err.message });
    });
    outgoing.end(req.body);
  });
}

/**
 * Bytes Node's client refuses to put in a request (control characters, a space, a raw NUL in
 * the target, a Content-Length that disagrees with the body) go out over a plain socket. The
 * connection is closed after one answer; only the first answer is read.
 */
export function sendSocket(base: URL, head: string, body: Buffer = Buffer.alloc(0)): Promise<RawResponse> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const socket = net.connect({ host: base.hostname, port: Number(base.port) });
    const chunks: Buffer[] = [];
    const finish = (error?: string) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseFirstResponse(Buffer.concat(chunks)), ms: ms(), ...(error ? { error } : {}) });
    };
    const timer = setTimeout(() => finish(`no answer within ${GIVE_UP_MS} ms`), GIVE_UP_MS);
    socket.on('connect', () => socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body])));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (completeResponse(Buffer.concat(chunks))) finish();
    });
    socket.on('end', () => finish());
    socket.on('error', (err) => (chunks.length > 0 ? finish() : finish(err.message)));
  });
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((h) => h.toLowerCase() === name);
}

type Parsed = { status: number; headers: http.IncomingHttpHeaders; body: string };

function splitHead(raw: Buffer): { head: string; rest: Buffer } | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  return { head: raw.subarray(0, end).toString('latin1'), rest: raw.subarray(end + 4) };
}

function headersOf(head: string): http.IncomingHttpHeaders {
  const headers: http.IncomingHttpHeaders = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** True once the first response's body is complete (by Content-Length or the last chunk). */
function completeResponse(raw: Buffer): boolean {
  const parts = splitHead(raw);
  if (!parts) return false;
  const headers = headersOf(parts.head);
  if (headers['transfer-encoding'] === 'chunked')
    return parts.rest.subarray(-5).toString('latin1') === '0\r\n\r\n';
  const length = Number(headers['content-length'] ?? Number.NaN);
  return Number.isFinite(length) && parts.rest.length >= length;
}

function parseFirstResponse(raw: Buffer): Parsed {
  const parts = splitHead(raw);
  if (!parts) return { status: 0, headers: {}, body: raw.toString('utf8') };
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(parts.head)?.[1] ?? 0);
  const headers = headersOf(parts.head);
  let body = parts.rest;
  if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
  else if (headers['content-length'] !== undefined)
    body = body.subarray(0, Number(headers['content-length']));
  return { status, headers, body: body.toString('utf8') };
}

function dechunk(raw: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}

/** Runs `work` over `items` with at most `concurrency` in flight, in order of start. */
export async function inPool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}
