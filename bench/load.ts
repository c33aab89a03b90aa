/**
 * A small closed-loop load generator: `concurrency` clients each send requests back to back
 * until `total` have been sent; latencies are measured per request on loopback.
 */
export type LoadReport = {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
};

export async function runLoad(opts: {
  total: number;
  concurrency: number;
  send: (i: number) => Promise<Response>;
}): Promise<LoadReport> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const client = async () => {
    while (next < opts.total) {
      const i = next++;
      const t0 = performance.now();
      const res = await opts.send(i);
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!res.ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: latencies.length,
    seconds: round(seconds),
    rps: Math.round(latencies.length / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: round(latencies.at(-1) ?? 0),
    errors,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

export function printReport(name: string, report: LoadReport): void {
  process.stdout.write(
    `${name}: ${report.requests} requests in ${report.seconds} s (${report.rps} req/s), ` +
      `p50 ${report.p50} ms, p95 ${report.p95} ms, p99 ${report.p99} ms, max ${report.max} ms, errors ${report.errors}\n`,
  );
}
