import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds of a process and every live descendant: the PIDs a bench started stand for
 * everything they run (a wrapper's child, a helper a server forks). Descendants in `apart`
 * (measured on their own, as the stack's processes are under the bench's) are left out.
 */
export function treeCpuSeconds(pid: number, apart: ReadonlySet<number> = new Set()): number {
  return [pid, ...descendants(pid, apart)].reduce((sum, p) => {
    try {
      return sum + cpuSeconds(p);
    } catch {
      return sum; // exited between the listing and the read
    }
  }, 0);
}

/** Fields after the command name in `/proc/<pid>/stat` (index 1 is the parent pid). */
function statFields(pid: number): string[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
}

/** Every live descendant of `root`, except those in `apart` (and theirs). */
export function descendants(root: number, apart: ReadonlySet<number>): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parentOf.set(Number(entry), Number(statFields(Number(entry))[1]));
    } catch {}
  }
  const found: number[] = [];
  const frontier = [root];
  while (frontier.length > 0) {
    const parent = frontier.pop() as number;
    for (const [pid, ppid] of parentOf) {
      if (ppid === parent && !apart.has(pid)) {
        found.push(pid);
        frontier.push(pid);
      }
    }
  }
  return found;
}

/**
 * The process listening on a local TCP port, found through the socket's inode: the server a
 * bench actually talks to, not whichever process of that name happens to run (another
 * checkout's FerretDB, a dev stack's Kafka). Undefined when it is not visible to us.
 */
export function listenerPid(port: number): number | undefined {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is HEX_IP:HEX_PORT, state 0A is LISTEN, column 9 is the inode.
      if (cols[3] === '0A' && Number.parseInt(cols[1]?.split(':')[1] ?? '', 16) === port && cols[9])
        inodes.add(`socket:[${cols[9]}]`);
    }
  }
  if (inodes.size === 0) return undefined;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      for (const fd of fs.readdirSync(`/proc/${entry}/fd`)) {
        if (inodes.has(fs.readlinkSync(`/proc/${entry}/fd/${fd}`))) return Number(entry);
      }
    } catch {}
  }
  return undefined;
}

/** The port of a `scheme://host:port/...` URL or a `host:port` broker address. */
export function portOf(address: string): number {
  const match = /:(\d+)(?:\/|\?|$)/.exec(address.replace(/^[a-z]+:\/\//i, ''));
  if (!match) throw new Error(`no port in ${address}`);
  return Number(match[1]);
}

/**
 * The infrastructure servers this bench connects to (FerretDB, Kafka, Redis), by the port it
 * uses for each. A server not visible (another user's) is left out rather than guessed.
 */
export function serverProcesses(infra: {
  mongoUrl: string;
  kafkaBrokers: string[];
  redisUrl: string;
  /** FerretDB's PostgreSQL: the postmaster, whose tree holds a backend per connection. */
  postgresUrl?: string;
}): Map<string, number> {
  const found = new Map<string, number>();
  const ports: [string, string][] = [
    ['ferretdb', infra.mongoUrl],
    ['kafka', infra.kafkaBrokers[0] ?? ''],
    ['redis', infra.redisUrl],
    ['postgres', infra.postgresUrl ?? ''],
  ];
  for (const [name, address] of ports) {
    const pid = address ? listenerPid(portOf(address)) : undefined;
    if (pid) found.set(name, pid);
  }
  return found;
}

/** Busy and total jiffies of the whole machine (all cores) so far. */
function machineTicks(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, ...values] = line.trim().split(/\s+/);
  const n = values.map(Number);
  const total = n.reduce((a, b) => a + b, 0);
  const idle = (n[3] ?? 0) + (n[4] ?? 0);
  return { busy: total - idle, total };
}

export type CpuWindow = {
  /** Each process's share of one core since the window opened, highest first (≥ 0.01). */
  shares: [string, number][];
  /** CPU seconds each process (with its descendants) used in the window, in `procs` order. */
  seconds: [string, number][];
  /** Share of the whole machine that was busy (every process, not only the watched ones). */
  machineBusy: number;
  wallSeconds: number;
};

/** Opens a measuring window over `procs`; `close()` reports what each used meanwhile. */
export function openCpuWindow(procs: Map<string, number>): { close(): CpuWindow } {
  const apart = new Set(procs.values());
  const before = new Map([...procs].map(([name, pid]) => [name, treeCpuSeconds(pid, apart)]));
  const ticks = machineTicks();
  const t0 = performance.now();
  return {
    close() {
      const wallSeconds = (performance.now() - t0) / 1000;
      const after = machineTicks();
      const seconds = [...procs].map(([name, pid]): [string, number] => [
        name,
        treeCpuSeconds(pid, apart) - (before.get(name) ?? 0),
      ]);
      const shares = seconds
        .map(([name, used]): [string, number] => [name, used / wallSeconds])
        .filter(([, share]) => share >= 0.01)
        .sort((a, b) => b[1] - a[1]);
      const machineBusy = (after.busy - ticks.busy) / Math.max(1, after.total - ticks.total);
      return { shares, seconds, machineBusy, wallSeconds };
    },
  };
}

/** CPU milliseconds each process spent per unit of work (e.g. per answer save), highest first. */
export const formatCpuPer = (w: CpuWindow, units: number, unit: string): string =>
  `CPU ms per ${unit}: ${[...w.seconds]
    .filter(([, s]) => s > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([n, s]) => `${n} ${((s * 1000) / Math.max(1, units)).toFixed(3)}`)
    .join(', ')}`;

export const formatCpu = (w: CpuWindow): string =>
  `CPU (1.0 = one core): ${w.shares.map(([n, s]) => `${n} ${s.toFixed(2)}`).join(', ')}; ` +
  `machine ${(w.machineBusy * 100).toFixed(0)} % busy`;
