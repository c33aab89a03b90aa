import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The local infrastructure servers' processes (FerretDB, Kafka, Redis), by name. */
export function serverProcesses(): Map<string, number> {
  const found = new Map<string, number>();
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (cmd.includes('ferretdb')) found.set('ferretdb', Number(pid));
      else if (cmd.includes('kafka.Kafka')) found.set('kafka', Number(pid));
      else if (cmd.startsWith('/usr/bin/redis-server')) found.set('redis', Number(pid));
    } catch {}
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
  /** Share of the whole machine that was busy (every process, not only the watched ones). */
  machineBusy: number;
  wallSeconds: number;
};

/** Opens a measuring window over `procs`; `close()` reports what each used meanwhile. */
export function openCpuWindow(procs: Map<string, number>): { close(): CpuWindow } {
  const before = new Map([...procs].map(([name, pid]) => [name, cpuSeconds(pid)]));
  const ticks = machineTicks();
  const t0 = performance.now();
  return {
    close() {
      const wallSeconds = (performance.now() - t0) / 1000;
      const after = machineTicks();
      const shares = [...procs]
        .map(([name, pid]): [string, number] => {
          let used = 0;
          try {
            used = cpuSeconds(pid) - (before.get(name) ?? 0);
          } catch {}
          return [name, used / wallSeconds];
        })
        .filter(([, share]) => share >= 0.01)
        .sort((a, b) => b[1] - a[1]);
      const machineBusy = (after.busy - ticks.busy) / Math.max(1, after.total - ticks.total);
      return { shares, machineBusy, wallSeconds };
    },
  };
}

export const formatCpu = (w: CpuWindow): string =>
  `CPU (1.0 = one core): ${w.shares.map(([n, s]) => `${n} ${s.toFixed(2)}`).join(', ')}; ` +
  `machine ${(w.machineBusy * 100).toFixed(0)} % busy`;
