import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianBinary } from './debian-binary';
import { infraRoot } from './paths';
import { runLogged } from './proc';
import { type PrometheusConfigInput, prometheusConfig } from './prometheus-config';
import type { Log } from './server';
import { type Supervised, supervise } from './supervised';

/** The recording and alert rules every Prometheus of this project loads (`promtool test rules` checks them). */
export const prometheusRuleFiles = (): string[] => [path.join(infraRoot, 'prometheus', 'rules.yml')];

/**
 * Prometheus from Debian (apt-get when missing and root) as a child process on `port`, from a
 * configuration generated into `dir` (checked with `promtool check config`), its data in
 * `dir/data`. Ready once `/-/ready` answers.
 */
export async function supervisePrometheus(
  config: Omit<PrometheusConfigInput, 'ruleFiles'>,
  opts: { dir: string; port: number; log?: Log },
): Promise<Supervised> {
  const log = opts.log ?? (() => undefined);
  mkdirSync(opts.dir, { recursive: true });
  const logPath = path.join(opts.dir, 'prometheus.log');
  const binary = await ensureDebianBinary({ binary: 'prometheus', pkg: 'prometheus', logPath }, log);
  const promtool = await ensureDebianBinary({ binary: 'promtool', pkg: 'prometheus', logPath }, log);
  const file = path.join(opts.dir, 'prometheus.yml');
  writeFileSync(file, prometheusConfig({ ...config, ruleFiles: prometheusRuleFiles() }));
  await runLogged(promtool, ['check', 'config', file], { logPath });
  const address = `${config.host}:${opts.port}`;
  return supervise({
    name: 'prometheus',
    command: binary,
    args: [
      `--config.file=${file}`,
      `--storage.tsdb.path=${path.join(opts.dir, 'data')}`,
      '--storage.tsdb.retention.time=2d',
      `--web.listen-address=${address}`,
    ],
    cwd: opts.dir,
    logPath,
    ready: async () => {
      const res = await fetch(`http://${address}/-/ready`, { signal: AbortSignal.timeout(3_000) });
      if (!res.ok) throw new Error(`prometheus answered ${res.status}`);
    },
    readyTimeoutMs: 60_000,
    pidFile: path.join(opts.dir, 'prometheus.pid'),
    marker: file,
  });
}
