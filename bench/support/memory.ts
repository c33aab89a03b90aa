import fs from 'node:fs';
import { descendants } from './cpu';

const rssKb = (pid: number): number => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0; // exited
  }
};

/**
 * Peak resident memory of each process (with its descendants, apart from the other watched
 * processes), sampled every `everyMs`. `mark()` returns the peaks since the last mark, in MB, so
 * a bench can report each phase's own peak; `overall()` the peaks of the whole run.
 */
export function startRssSampler(procs: Map<string, number>, everyMs = 1000) {
  const apart = new Set(procs.values());
  let sincePeak = new Map<string, number>();
  const overallPeak = new Map<string, number>();
  const sample = () => {
    for (const [name, pid] of procs) {
      const kb = [pid, ...descendants(pid, apart)].reduce((sum, p) => sum + rssKb(p), 0);
      if (kb > (sincePeak.get(name) ?? 0)) sincePeak.set(name, kb);
      if (kb > (overallPeak.get(name) ?? 0)) overallPeak.set(name, kb);
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  timer.unref();
  const inMb = (m: Map<string, number>) => new Map([...m].map(([k, kb]) => [k, Math.round(kb / 1024)]));
  return {
    mark(): Map<string, number> {
      sample();
      const out = inMb(sincePeak);
      sincePeak = new Map();
      return out;
    },
    overall: () => inMb(overallPeak),
    stop: () => clearInterval(timer),
  };
}
