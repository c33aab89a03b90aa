import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { accessSync, closeSync, constants, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sleep, tailFile } from './wait';

/** Absolute path of an executable found on PATH (plus sbin dirs), or undefined. */
export function findExecutable(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

export function requireExecutable(name: string, hint: string): string {
  const found = findExecutable(name);
  if (!found) throw new Error(`'${name}' was not found on PATH. ${hint}`);
  return found;
}

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** stdout+stderr are appended here; its tail is included in the error on failure. */
  logPath: string;
  /** Run as this user (when we are root and the program refuses root, like PostgreSQL). */
  user?: { uid: number; gid: number };
}

/** Run a command to completion, output appended to a log file; reject on non-zero exit. */
export function runLogged(cmd: string, args: string[], opts: RunOptions): Promise<void> {
  mkdirSync(path.dirname(opts.logPath), { recursive: true });
  const fd = openSync(opts.logPath, 'a');
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      stdio: ['ignore', fd, fd],
      ...opts.user,
    });
    child.once('error', (err) => {
      closeSync(fd);
      reject(err);
    });
    child.once('exit', (code, signal) => {
      closeSync(fd);
      if (code === 0) return resolve();
      const tail = tailFile(opts.logPath, 40);
      reject(
        new Error(
          `\`${cmd} ${args.join(' ')}\` failed (${signal ?? `exit ${code}`}); see ${opts.logPath}\n${tail}`,
        ),
      );
    });
  });
}

/** Run a short command and return its trimmed stdout. */
export function capture(
  cmd: string,
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { cwd: opts.cwd, env: opts.env ?? process.env }, (err, stdout, stderr) => {
      if (err) reject(new Error(`\`${cmd} ${args.join(' ')}\` failed: ${stderr || err.message}`));
      else resolve(stdout.trim());
    });
  });
}

export interface DetachedOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** stdout+stderr of the server process are appended here. */
  outPath: string;
  user?: { uid: number; gid: number };
}

/** Start a long-lived server process that outlives this Node process. */
export function spawnDetached(cmd: string, args: string[], opts: DetachedOptions): ChildProcess {
  mkdirSync(path.dirname(opts.outPath), { recursive: true });
  const fd = openSync(opts.outPath, 'a');
  try {
    const child = spawn(cmd, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      detached: true,
      stdio: ['ignore', fd, fd],
      ...opts.user,
    });
    child.unref();
    return child;
  } finally {
    closeSync(fd);
  }
}

/** Zombie (exited, not yet reaped by its parent/init)? Linux only; false elsewhere. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** `signal` (SIGTERM), wait up to `graceMs`, then SIGKILL. Resolves once the process is gone. */
export async function stopPid(
  pid: number,
  graceMs = 15_000,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<'term' | 'kill' | 'gone'> {
  if (!isAlive(pid)) return 'gone';
  try {
    process.kill(pid, signal);
  } catch {
    return 'gone';
  }
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return 'term';
    await sleep(100);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    return 'term';
  }
  for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
  return 'kill';
}
