import fs from 'node:fs';
import path from 'node:path';
import { ensureInfra, stopInfra } from '@ssc/infra';
import { runCommand } from './run-command';
import { REPO_ROOT } from './stack';
import { readTestCounts, type TestCounts } from './test-counts';

/**
 * `./dev test`: lint, type checks, the deployment manifests (scripts/validate-manifests.ts), the
 * Prometheus rules' tests, unit tests, integration tests against real Kafka, Mongo-wire and Redis
 * servers, a production build, Playwright e2e in Chromium through the real gateway, then the
 * short fault suite on the scaled-out topology (bench/faults.ts --short). Exits non-zero on the
 * first failing step.
 */
const REPORTS = path.join(REPO_ROOT, '.local', 'reports');
const say = (line: string) => console.warn(`[test] ${line}`);

type Step = { name: string; command: string[]; report?: string };

const steps: Step[] = [
  { name: 'lint, format, import cycles and path case', command: ['npm', 'run', 'lint', '--silent'] },
  { name: 'type check', command: ['npm', 'run', 'typecheck', '--silent'] },
  {
    name: 'deployment manifests (kubeconform, compose schema, project rules)',
    command: ['npx', 'tsx', 'scripts/validate-manifests.ts'],
  },
  {
    name: 'alert and recording rules (promtool check and test)',
    command: ['npm', 'run', 'check:rules', '--silent', '-w', '@ssc/infra'],
  },
  {
    name: 'unit tests',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORTS}/unit.json`,
    ],
    report: 'unit.json',
  },
  {
    name: 'integration tests',
    command: [
      'npx',
      'vitest',
      'run',
      '--project',
      'int',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORTS}/int.json`,
    ],
    report: 'int.json',
  },
  { name: 'build', command: ['npm', 'run', 'build', '--silent'] },
  { name: 'e2e (Playwright, Chromium)', command: ['npx', 'playwright', 'test'], report: 'e2e.json' },
  {
    name: 'fault suite, short: a live crowd on the scaled topology through a broker loss, an attempts kill -9 and browsers offline',
    command: ['npx', 'tsx', 'bench/faults.ts', '--short', '--aspirants', '100', '--browsers', '3'],
  },
];

async function main(): Promise<number> {
  fs.rmSync(REPORTS, { recursive: true, force: true });
  fs.mkdirSync(REPORTS, { recursive: true });
  const infra = await ensureInfra({ log: say });
  const env = { ...process.env, SSC_REPORTS_DIR: REPORTS };
  const total: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  let failedStep: string | undefined;
  try {
    for (const step of steps) {
      const started = performance.now();
      say(`▶ ${step.name}`);
      const [command = '', ...args] = step.command;
      const code = await runCommand(command, args, { cwd: REPO_ROOT, env });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (step.report) {
        const counts = readTestCounts(path.join(REPORTS, step.report));
        total.passed += counts.passed;
        total.failed += counts.failed;
        total.skipped += counts.skipped;
      }
      if (code !== 0) {
        failedStep = step.name;
        say(`✗ ${step.name} failed (exit ${code}, ${seconds} s)`);
        break;
      }
      say(`✓ ${step.name} (${seconds} s)`);
    }
  } finally {
    if (!process.env.KEEP_INFRA && infra.started.length > 0) await stopInfra(infra.started);
  }
  if (failedStep) total.failed = Math.max(total.failed, 1);
  process.stdout.write(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
  return failedStep ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`[test] ${err instanceof Error ? err.stack : String(err)}`);
    process.exit(1);
  },
);
