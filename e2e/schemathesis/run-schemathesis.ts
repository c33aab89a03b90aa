import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Every check schemathesis has: no server error; every answer's status, media type, headers and
 * body as documented; valid input accepted and invalid input refused; 405 with `Allow` for a
 * method a path is not served with; auth required where documented; a created resource there
 * and a deleted one gone (stateful).
 */
export const CHECKS = 'all';

/** Test phases, in order (schemathesis 4): schema examples, boundary cases, random cases, linked calls. */
export const PHASES = ['examples', 'coverage', 'fuzzing', 'stateful'] as const;

/** What the hooks file reads (hooks.py): the CSV template's columns. */
export type HookData = { csvColumns: readonly string[] };
const HOOKS = path.join(import.meta.dirname, 'hooks.py');

/** Fixed values for some parameters of one operation: `path.id`, `query.x`, `body.a.0.b`. */
export type Pinned = Record<string, Record<string, string | number | string[]>>;

export type RunOptions = {
  st: string;
  label: string;
  schemaUrl: string;
  token: string;
  operationIds: string[];
  pinned: Pinned;
  hookData: HookData;
  /** Generated cases per operation and phase (schemathesis `--max-examples`). */
  examples: number;
  seed: number;
  dir: string;
};

export type RunReport = {
  operations: { total: number; selected: number; tested: number; errored: number };
  test_cases: { generated: number; with_failures: number; unique_failures: number; errored: number };
  failures: unknown[];
  errors: unknown[];
  warnings: Record<string, unknown[]>;
  running_time: number;
};

export type RunResult = {
  exitCode: number;
  output: string;
  report: RunReport;
  /** Every request sent and its answer (HAR 1.2). */
  har: { log: { entries: HarEntry[] } };
};
export type HarEntry = {
  request: { method: string; url: string };
  response: { status: number; content: { text?: string } };
};

/** Strings, numbers and lists of strings are written the same in TOML as in JSON. */
const toml = (value: string | number | string[]) => JSON.stringify(value);

/**
 * The run's configuration. The e2e stack is shared with specs running in parallel, so
 * schemathesis must only ever touch data made for it:
 * - it harvests no values from answers (`extra-data-sources`): a list of tests or questions
 *   would hand it other specs' ids to update, delete or start attempts on. Its stateful phase
 *   (4.32.5) has no such switch and still draws from what the others read (a live mock list
 *   gave it another spec's test and shift group), so what a write of that phase names is
 *   pinned too, or rewritten by the hooks (a live mock's test and shift group, hooks.py);
 * - the stateful phase follows only the document's own links, which lead from what a call
 *   created (a test, a question, an attempt, a live mock) to its operations, never from a list:
 *   link inference is off, as it would also chain a list of other specs' tests to DELETE;
 * - ids it cannot guess are pinned, per operation, to this spec's own fixtures; a pin holds in
 *   every phase, so deletes are not pinned (the stateful phase deletes what it created).
 */
export function configToml(pinned: Pinned): string {
  const lines = [
    `hooks = ${toml(HOOKS)}`,
    ...['examples', 'coverage', 'fuzzing'].flatMap((phase) => [
      `[phases.${phase}.extra-data-sources]`,
      'responses = false',
    ]),
    '[phases.stateful.inference]',
    'algorithms = []',
  ];
  for (const [operationId, values] of Object.entries(pinned)) {
    const entries = Object.entries(values).map(([key, value]) => `${toml(key)} = ${toml(value)}`);
    lines.push(
      '[[operations]]',
      `include-operation-id = ${toml(operationId)}`,
      `parameters = { ${entries.join(', ')} }`,
    );
  }
  // A reset link's token is a string of no shape schemathesis could know is live: a well-formed
  // body with a token never issued is refused, as the document says, with a 400
  // RESET_LINK_INVALID. Everything else schemathesis expects of valid data still holds for it.
  // A verification link's token likewise: never issued, so a 400 VERIFY_LINK_INVALID.
  for (const operationId of ['resetPassword', 'verifyEmail']) {
    lines.push(
      '[[operations]]',
      `include-operation-id = ${toml(operationId)}`,
      `checks = { positive_data_acceptance = { expected-statuses = ${toml(LINK_TOKEN_ACCEPTED)} } }`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** schemathesis's own answers for valid data (4.32.5's defaults), and the refused link's 400. */
const LINK_TOKEN_ACCEPTED = ['2xx', '3xx', '400', '401', '403', '404', '409', '429', '5xx'];

export async function runSchemathesis(opts: RunOptions): Promise<RunResult> {
  const dir = path.join(opts.dir, opts.label);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const config = path.join(dir, 'schemathesis.toml');
  fs.writeFileSync(config, configToml(opts.pinned));
  const hookData = path.join(dir, 'hook-data.json');
  fs.writeFileSync(hookData, JSON.stringify(opts.hookData));
  const args = [
    '--config-file',
    config,
    'run',
    opts.schemaUrl,
    '--header',
    `Authorization: Bearer ${opts.token}`,
    '--checks',
    CHECKS,
    '--phases',
    PHASES.join(','),
    '--max-examples',
    String(opts.examples),
    '--seed',
    String(opts.seed),
    '--generation-database',
    'none',
    // One worker: the run is reproducible from its seed, and Python 3.11's ast module is not
    // thread-safe (hypothesis parses sources while describing strategies: "AST constructor
    // recursion depth mismatch" with two workers).
    '--workers',
    '1',
    '--request-timeout',
    '20',
    '--no-color',
    '--report',
    'json,har',
    '--report-dir',
    dir,
    '--report-json-path',
    path.join(dir, 'report.json'),
    '--report-har-path',
    path.join(dir, 'requests.har.json'),
    ...opts.operationIds.flatMap((id) => ['--include-operation-id', id]),
  ];
  const { exitCode, output } = await run(opts.st, args, dir, { SSC_SCHEMATHESIS_DATA: hookData });
  fs.writeFileSync(path.join(dir, 'output.txt'), output);
  const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;
  if (!fs.existsSync(path.join(dir, 'report.json')))
    throw new Error(`schemathesis wrote no report:\n${output}`);
  return { exitCode, output, report: read('report.json'), har: read('requests.har.json') };
}

function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<{ exitCode: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Generating cases is CPU-heavy Python; the stack it tests, and the specs sharing it, come first.
    if (child.pid) os.setPriority(child.pid, 19);
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ exitCode: code ?? 1, output }));
  });
}
