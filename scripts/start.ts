import path from 'node:path';
import { ensureInfra, stopInfra } from '@ssc/infra';
import { localAdminCredentials, seedAdmin } from './local-admin';
import { runCommand } from './run-command';
import { localSecrets } from './secrets';
import { seedCatalogIfEmpty } from './seed-catalog';
import { REPO_ROOT, type RunningStack, startStack } from './stack';
import { startScale } from './start-scale';

/**
 * `./dev start`: infrastructure, build, admin seed, every service, the gateway and the
 * frontends. Ctrl-C stops what this command started (servers it found running stay up).
 * `./dev start --scale`: the scaled-out topology instead (start-scale.ts).
 */
const LOCAL_DIR = path.join(REPO_ROOT, '.local');
const PORT = Number(process.env.PORT ?? 8080);
const DB_PREFIX = process.env.DB_PREFIX ?? 'ssc';
const say = (line: string) => console.warn(`[start] ${line}`);

async function main(): Promise<void> {
  let stack: RunningStack | undefined;
  let startedInfra: string[] = [];
  const shutdown = async (code: number) => {
    say('stopping…');
    await stack?.stop();
    if (startedInfra.length > 0) await stopInfra(startedInfra);
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  try {
    const infra = await ensureInfra({ log: (line) => say(line) });
    startedInfra = infra.started;
    if (!process.argv.includes('--no-build')) {
      say('building services, gateway and frontends…');
      const code = await runCommand('npm', ['run', 'build', '--silent'], { cwd: REPO_ROOT });
      if (code !== 0) throw new Error(`build failed (exit ${code})`);
    }
    const admin = localAdminCredentials(LOCAL_DIR);
    await seedAdmin(infra.mongoUrl, `${DB_PREFIX}_auth`, admin);
    const catalog = await seedCatalogIfEmpty(infra.mongoUrl, `${DB_PREFIX}_catalog`);
    say(
      catalog.skipped
        ? 'catalog already has content'
        : `seeded ${catalog.questions} questions and ${catalog.tests} tests`,
    );
    stack = await startStack({
      infra,
      secrets: localSecrets(LOCAL_DIR),
      port: PORT,
      portBase: 4000,
      dbPrefix: DB_PREFIX,
      output: (line) => process.stdout.write(`${line}\n`),
    });
    say('');
    say(`SSC Mock is running at ${stack.url}`);
    say(`admin sign-in: ${admin.email} (password in .local/admin-credentials.json)`);
    say('press Ctrl-C to stop');
  } catch (err) {
    console.error(`[start] ${err instanceof Error ? err.message : String(err)}`);
    await shutdown(1);
  }
}

if (process.argv.includes('--scale')) void startScale();
else void main();
