import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, stopLeftovers } from '@ssc/infra';
import { localAdminCredentials, seedAdmin } from './local-admin';
import { runCommand } from './run-command';
import { scaleTopology, topologyTable } from './scale-topology';
import { assertPortsFree, type ScaledStack, startScaledStack } from './scaled-stack';
import { localSecrets } from './secrets';
import { seedCatalogIfEmpty } from './seed-catalog';
import { REPO_ROOT } from './stack';

/**
 * `./dev start --scale`: the scaled-out topology (scaled-stack.ts) from a fresh clone: build,
 * its own stores, seeds, every process, then the URL and the process table. Ctrl-C stops it all.
 * PORT moves the public port (8080), SCALE_PORT_BASE every other one (29000).
 */
const LOCAL_DIR = path.join(REPO_ROOT, '.local');
const DB_PREFIX = process.env.DB_PREFIX ?? 'ssc';
const say = (line: string) => console.warn(`[start] ${line}`);

export async function startScale(): Promise<void> {
  const t0 = Date.now();
  let stack: ScaledStack | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say('stopping…');
    const t1 = Date.now();
    await stack?.stop();
    say(`stopped (${((Date.now() - t1) / 1000).toFixed(1)} s)`);
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  const dir = path.join(cacheDir(), 'scale');
  const appLog = path.join(dir, 'logs', 'apps.log');
  fs.mkdirSync(path.dirname(appLog), { recursive: true });
  const logStream = fs.createWriteStream(appLog, { flags: 'a' });
  const publicPort = Number(process.env.PORT ?? 8080);
  const portBase = Number(process.env.SCALE_PORT_BASE ?? 29_000);
  try {
    // Before a build of minutes (what a run killed with SIGKILL left is stopped first).
    await stopLeftovers(dir);
    await assertPortsFree(scaleTopology({ portBase, publicPort }));
    if (!process.argv.includes('--no-build')) {
      say('building services, gateway and frontends…');
      const code = await runCommand('npm', ['run', 'build', '--silent'], { cwd: REPO_ROOT });
      if (code !== 0) throw new Error(`build failed (exit ${code})`);
    }
    const admin = localAdminCredentials(LOCAL_DIR);
    stack = await startScaledStack({
      secrets: localSecrets(LOCAL_DIR),
      publicPort,
      portBase,
      dir,
      dbPrefix: DB_PREFIX,
      // 16 processes: everything goes to the log file, warnings and errors to the terminal too.
      output: (line) => {
        logStream.write(`${line}\n`);
        if (/^\[[^\]]+\] (WARN|ERROR|FATAL) /.test(line)) process.stdout.write(`${line}\n`);
      },
      log: say,
      beforeApps: async ({ mongoUrl }) => {
        await seedAdmin(mongoUrl, `${DB_PREFIX}_auth`, admin);
        const catalog = await seedCatalogIfEmpty(mongoUrl, `${DB_PREFIX}_catalog`);
        say(
          catalog.skipped
            ? 'catalog already has content'
            : `seeded ${catalog.questions} questions and ${catalog.tests} tests`,
        );
      },
    });
    const t = stack.topology;
    say('');
    for (const line of topologyTable(t)) say(`  ${line}`);
    say('');
    say(`SSC Mock (scaled out) is running at ${stack.url}`);
    say(
      `HAProxy stats: http://${t.host}:${t.haproxyStatsPort}/  Prometheus: http://${t.host}:${t.prometheusPort}/`,
    );
    say(`process output: ${appLog}`);
    say(`admin sign-in: ${admin.email} (password in .local/admin-credentials.json)`);
    say(`started in ${((Date.now() - t0) / 1000).toFixed(1)} s; press Ctrl-C to stop`);
  } catch (err) {
    console.error(`[start] ${err instanceof Error ? err.message : String(err)}`);
    await shutdown(1);
  }
}
