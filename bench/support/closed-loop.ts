import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type LoadRequest = { method: string; path: string; headers: http.OutgoingHttpHeaders; body?: string };

export type LoadResult = {
  latenciesMs: number[];
  errors: number;
  firstErrors: string[];
  wallSeconds: number;
};

/**
 * A closed-loop load generator: `connections` keep-alive connections, each sending its next
 * request as soon as the last answer ended, until `total` requests were sent. Raw `http`, no
 * fetch: undici's per-request cost would be CPU taken from the two cores the stack runs on.
 */
export async function closedLoop(opts: {
  base: string;
  connections: number;
  total: number;
  /** The i-th request of connection `c` (i counts over the whole run). */
  request: (c: number, i: number) => LoadRequest;
}): Promise<LoadResult> {
  const url = new URL(opts.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latenciesMs: number[] = [];
  const firstErrors: string[] = [];
  let errors = 0;
  let sent = 0;
  const one = (req: LoadRequest) =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const out = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: req.method,
          path: req.path,
          headers: req.headers,
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) latenciesMs.push(performance.now() - t0);
            else {
              errors += 1;
              if (firstErrors.length < 3)
                firstErrors.push(
                  `${req.method} ${req.path} → ${status} ${Buffer.concat(chunks).toString().slice(0, 200)}`,
                );
            }
            resolve();
          });
        },
      );
      out.on('error', (err) => {
        errors += 1;
        if (firstErrors.length < 3) firstErrors.push(String(err));
        resolve();
      });
      out.end(req.body);
    });
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async (_, c) => {
      while (sent < opts.total) await one(opts.request(c, sent++));
    }),
  );
  const wallSeconds = (performance.now() - t0) / 1000;
  agent.destroy();
  return { latenciesMs, errors, firstErrors, wallSeconds };
}
