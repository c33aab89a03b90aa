import http from 'node:http';

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One request with its path exactly as given: no client library resolving `..` or turning
 * `\` into `/` first (what `curl --path-as-is` does). For hostile-path tests.
 */
export function rawRequest(
  baseUrl: string,
  opts: { method?: string; path: string; headers?: http.OutgoingHttpHeaders; body?: Buffer | string },
): Promise<RawAnswer> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname: base.hostname,
        port: base.port,
        method: opts.method ?? 'GET',
        path: opts.path,
        headers: opts.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}
