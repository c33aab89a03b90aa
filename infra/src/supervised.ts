import { type ChildProcess, spawn } from 'node:child_process';
import {
  closeSync,
  type Dirent,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { isAlive } from './proc';
import { sleep, tailFile, waitFor } from './wait';

/** One long-lived server or service process that a test or a command owns (and may kill). */
export interface SupervisedSpec {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Output appended to this file (servers); otherwise each line goes to `onLine`. */
  logPath?: string;
  onLine?: (line: string) => void;
  /** Runs before each start (a readiness flag fed by `onLine` is reset here). */
  beforeStart?: () => void;
  /** Protocol-level readiness, polled until it resolves. */
  ready: () => Promise<unknown>;
  readyTimeoutMs?: number;
  /** Log files whose last lines explain a failed start. */
  logFiles?: string[];
  /**
   * Where the pid (and `marker`) is kept while it runs, so a later run can stop a process left
   * behind when its owner was killed (stopLeftover): only if its command line holds `marker`.
   */
  pidFile?: string;
  marker?: string;
}

export interface Supervised {
  readonly name: string;
  pid(): number | undefined;
  running(): boolean;
  /** Spawns the process and waits until it is ready; rejects (and kills it) with its log tail. */
  start(): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
  /** Sends `signal` (SIGKILL unless told) and waits for the exit: a crash, as a fault suite wants it. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** stop() then start(). */
  restart(): Promise<void>;
}

const live = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Children must not outlive a test run or a Ctrl-C'd command that could not stop them. */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const child of live) child.kill('SIGKILL');
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Stops a process a previous owner left behind when it was killed: its pid file names it and
 * the marker written beside the pid must still be in its command line (not a reused pid).
 */
export async function stopLeftover(pidFile: string): Promise<void> {
  let text = '';
  try {
    text = readFileSync(pidFile, 'utf8');
  } catch {
    return;
  }
  rmSync(pidFile, { force: true });
  const [first = '', marker = ''] = text.split('\n');
  const pid = Number.parseInt(first, 10);
  if (!Number.isInteger(pid) || !marker || !isAlive(pid)) return;
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return;
  }
  if (!cmdline.includes(marker)) return;
  process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
}

/** stopLeftover() for every `*.pid` file in `dir` and the folders right under it. */
export async function stopLeftovers(dir: string): Promise<void> {
  const files: string[] = [];
  const scan = (folder: string, depth: number) => {
    let entries: Dirent[] = [];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isFile() && entry.name.endsWith('.pid')) files.push(full);
      else if (entry.isDirectory() && depth > 0) scan(full, depth - 1);
    }
  };
  scan(dir, 2);
  await Promise.all(files.map(stopLeftover));
}

export function supervise(spec: SupervisedSpec): Supervised {
  installExitHook();
  let child: ChildProcess | undefined;

  function spawnChild(): ChildProcess {
    let out: number | undefined;
    if (spec.logPath) {
      mkdirSync(path.dirname(spec.logPath), { recursive: true });
      out = openSync(spec.logPath, 'a');
    }
    try {
      const proc = spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: spec.env ?? process.env,
        stdio: ['ignore', out ?? 'pipe', out ?? 'pipe'],
      });
      if (out === undefined) {
        for (const stream of [proc.stdout, proc.stderr]) {
          if (stream) readline.createInterface({ input: stream }).on('line', (line) => spec.onLine?.(line));
        }
      }
      return proc;
    } finally {
      if (out !== undefined) closeSync(out);
    }
  }

  async function start(): Promise<void> {
    if (child) throw new Error(`${spec.name}: already running (pid ${child.pid})`);
    if (spec.pidFile) await stopLeftover(spec.pidFile);
    spec.beforeStart?.();
    const proc = spawnChild();
    child = proc;
    live.add(proc);
    let gone: string | undefined;
    proc.once('error', (err) => {
      gone = `failed to spawn: ${err.message}`;
      // Never spawned: there is no exit to wait for.
      if (proc.pid === undefined) {
        live.delete(proc);
        if (child === proc) child = undefined;
      }
    });
    proc.once('exit', (code, signal) => {
      gone = `exited (${signal ?? `exit code ${code}`})`;
      live.delete(proc);
      if (child === proc) child = undefined;
      if (spec.pidFile) rmSync(spec.pidFile, { force: true });
    });
    if (spec.pidFile && proc.pid !== undefined) {
      mkdirSync(path.dirname(spec.pidFile), { recursive: true });
      writeFileSync(spec.pidFile, `${proc.pid}\n${spec.marker ?? ''}\n`);
    }
    try {
      await waitFor(spec.ready, { timeoutMs: spec.readyTimeoutMs ?? 90_000, abortIf: () => gone });
    } catch (err) {
      await kill('SIGKILL');
      const tails = (spec.logFiles ?? (spec.logPath ? [spec.logPath] : []))
        .map((file) => ({ file, text: tailFile(file, 40) }))
        .filter((t) => t.text)
        .map((t) => `--- last lines of ${t.file} ---\n${t.text}`);
      throw new Error([`${spec.name}: ${(err as Error).message}`, ...tails].join('\n'));
    }
  }

  async function kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const proc = child;
    if (!proc) return;
    const done = exited(proc);
    proc.kill(signal);
    await done;
  }

  async function stop(graceMs = 15_000): Promise<void> {
    const proc = child;
    if (!proc) return;
    const done = exited(proc);
    proc.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = await Promise.race([
      done.then(() => false),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), graceMs);
      }),
    ]);
    clearTimeout(timer);
    if (late) {
      proc.kill('SIGKILL');
      await done;
    }
  }

  return {
    name: spec.name,
    pid: () => child?.pid,
    running: () => child !== undefined,
    start,
    stop,
    kill,
    async restart() {
      await stop();
      await start();
    },
  };
}
