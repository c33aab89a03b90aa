import { performance } from 'node:perf_hooks';
import type { Connection } from 'mongoose';
import { percentiles } from './stack-session';

type Hop = 'gateway' | 'auth' | 'store: session' | 'store: user';

/**
 * Where a token refresh spends its time under the crowd: once a second, one account not in the
 * crowd refreshes through the gateway, then straight at the auth service, and the two documents
 * auth reads for it are read straight from the store. Samples are kept by segment of the
 * timeline, so a slow phase (the close, the results wave) shows which hop it is in.
 */
export function startRefreshProbe(opts: {
  base: string;
  authUrl: string;
  authDb: Connection;
  account: { refreshToken: string; userId: string };
  segment: () => string;
}) {
  const samples = new Map<string, Map<Hop, number[]>>();
  let stopped = false;
  const sessionId = opts.account.refreshToken.split('.')[0];

  const time = async (hop: Hop, run: () => Promise<unknown>) => {
    const t = performance.now();
    await run();
    const ms = performance.now() - t;
    const segment = opts.segment();
    const bySegment = samples.get(segment) ?? new Map<Hop, number[]>();
    samples.set(segment, bySegment);
    const list = bySegment.get(hop) ?? [];
    bySegment.set(hop, list);
    list.push(ms);
  };
  const refresh = (url: string) => async () => {
    const res = await fetch(`${url}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: opts.account.refreshToken }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`refresh probe: ${res.status}`);
  };

  const loop = (async () => {
    while (!stopped) {
      const next = performance.now() + 1_000;
      await time('gateway', refresh(opts.base));
      await time('auth', refresh(opts.authUrl));
      await time('store: session', () =>
        opts.authDb.collection('sessions').findOne({ _id: sessionId as never }),
      );
      await time('store: user', () =>
        opts.authDb.collection('users').findOne({ _id: opts.account.userId as never }),
      );
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
  })();

  return {
    async stop(): Promise<string[]> {
      stopped = true;
      await loop;
      const lines: string[] = [];
      for (const [segment, hops] of samples) {
        const cells = [...hops].map(([hop, ms]) => {
          const p = percentiles(ms);
          return `${hop} p50 ${p.p50.toFixed(0)} / p99 ${p.p99.toFixed(0)} / max ${p.max.toFixed(0)} ms`;
        });
        lines.push(`refresh probe, ${segment} (${hops.get('gateway')?.length ?? 0}): ${cells.join('; ')}`);
      }
      return lines;
    },
  };
}
