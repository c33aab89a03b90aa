import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianBinary } from './debian-binary';
import {
  HAPROXY_HEALTH_PATH,
  type HaproxyConfigInput,
  type HaproxyServerState,
  haproxyConfig,
  parseHaproxyCsv,
} from './haproxy-config';
import { HOST } from './paths';
import { runLogged } from './proc';
import type { Log } from './server';
import { type Supervised, supervise } from './supervised';

async function get(url: string): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(3_000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

/** Every server of every pool as HAProxy's health checks see it now. */
export async function haproxyServerStates(statsPort: number): Promise<HaproxyServerState[]> {
  return parseHaproxyCsv(await get(`http://${HOST}:${statsPort}/;csv`));
}

/**
 * HAProxy from Debian (apt-get when missing and root) as a child process, from a configuration
 * generated into `dir` and checked with `haproxy -c` first; ready once its stats frontend answers.
 */
export async function superviseHaproxy(
  config: HaproxyConfigInput,
  opts: { dir: string; log?: Log },
): Promise<Supervised> {
  const log = opts.log ?? (() => undefined);
  mkdirSync(opts.dir, { recursive: true });
  const logPath = path.join(opts.dir, 'haproxy.log');
  const binary = await ensureDebianBinary({ binary: 'haproxy', pkg: 'haproxy', logPath }, log);
  const file = path.join(opts.dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(config));
  await runLogged(binary, ['-c', '-q', '-f', file], { logPath });
  return supervise({
    name: 'haproxy',
    command: binary,
    // -db: stay in the foreground, a child of this process.
    args: ['-db', '-f', file],
    cwd: opts.dir,
    logPath,
    ready: () => get(`http://${HOST}:${config.statsPort}${HAPROXY_HEALTH_PATH}`),
    readyTimeoutMs: 20_000,
    pidFile: path.join(opts.dir, 'haproxy.pid'),
    marker: file,
  });
}
