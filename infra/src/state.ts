import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pidFile, runDir } from './paths';
import { isAlive } from './proc';

/** State file `<cache>/run/<name>.pid`: the pid on line 1 (so `kill $(head -1 …)` works), then the port. */
export interface PidState {
  pid: number;
  port?: number;
}

export function parsePidFile(text: string): PidState | undefined {
  const [first, ...rest] = text.split('\n');
  const pid = Number.parseInt(first?.trim() ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const portLine = rest.find((line) => line.startsWith('port='));
  const port = portLine ? Number.parseInt(portLine.slice(5), 10) : Number.NaN;
  return Number.isInteger(port) ? { pid, port } : { pid };
}

export function readPid(name: string): PidState | undefined {
  const file = pidFile(name);
  return existsSync(file) ? parsePidFile(readFileSync(file, 'utf8')) : undefined;
}

export function writePid(name: string, pid: number, port: number): void {
  mkdirSync(runDir(), { recursive: true });
  writeFileSync(pidFile(name), `${pid}\nport=${port}\n`);
}

export function removePid(name: string): void {
  rmSync(pidFile(name), { force: true });
}

/** Command line of a live process (Linux /proc); undefined if unavailable. */
function cmdline(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
}

/**
 * Pid of the process we started for `name`, if it is still alive and still looks like our
 * server (guards against pid reuse). Stale pid files are removed.
 */
export function ownedPid(name: string, marker: string): PidState | undefined {
  const state = readPid(name);
  if (state === undefined) return undefined;
  const { pid } = state;
  if (!isAlive(pid)) {
    removePid(name);
    return undefined;
  }
  const cmd = cmdline(pid);
  if (cmd !== undefined && !cmd.includes(marker)) {
    removePid(name);
    return undefined;
  }
  return state;
}
