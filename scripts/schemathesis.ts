import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runQuietly as run } from './run-command';
import { REPO_ROOT } from './stack';

/**
 * schemathesis (https://schemathesis.readthedocs.io), a property-based API tester from PyPI,
 * in a virtualenv of its own under the git-ignored `.local/`: made on first use with the
 * machine's python3 and pip, then reused (the marker file is written only after a complete
 * install, so an interrupted one is redone). The version is pinned so a run means the same
 * thing tomorrow; bump it here.
 */
export const SCHEMATHESIS_VERSION = '4.32.5';

const HOME = path.join(REPO_ROOT, '.local', 'schemathesis');
const VENV = path.join(HOME, `venv-${SCHEMATHESIS_VERSION}`);
const READY = path.join(VENV, '.installed');

export type Schemathesis = { st: string; version: string };

export async function ensureSchemathesis(log: (line: string) => void = () => {}): Promise<Schemathesis> {
  const st = path.join(VENV, 'bin', 'st');
  if (!fs.existsSync(READY)) {
    log(`installing schemathesis ${SCHEMATHESIS_VERSION} into ${path.relative(REPO_ROOT, VENV)}`);
    fs.rmSync(VENV, { recursive: true, force: true });
    fs.mkdirSync(HOME, { recursive: true });
    await run(process.env.PYTHON ?? 'python3', ['-m', 'venv', VENV]);
    const pip = path.join(VENV, 'bin', 'pip');
    await run(pip, [
      'install',
      '--quiet',
      '--disable-pip-version-check',
      `schemathesis==${SCHEMATHESIS_VERSION}`,
    ]);
    fs.writeFileSync(READY, `${new Date().toISOString()}\n`);
  }
  return { st, version: SCHEMATHESIS_VERSION };
}

// `npx tsx scripts/schemathesis.ts run …`: the installed `st` by hand, with any arguments.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { st } = await ensureSchemathesis((line) => console.warn(`[schemathesis] ${line}`));
  const child = spawn(st, process.argv.slice(2), { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
}
