import { performance } from 'node:perf_hooks';
import { type CpuWindow, openCpuWindow } from './cpu';
import { startRssSampler } from './memory';
import { percentiles } from './stack-session';

type KindStats = { ms: number[]; errors: number; refused: number; first: number; last: number };
type Segment = { name: string; requests: number; cpu?: CpuWindow; peakMb?: Map<string, number> };

/**
 * What a crowd bench saw, by request kind (latency of each answer the crowd accepted, errors,
 * expected refusals such as a 409 "not released yet") and by segment of its timeline (requests,
 * CPU of every process, peak memory of every process). Segments follow one another: opening
 * one closes the last.
 */
export function createPhaseLog(procs: Map<string, number>) {
  const kinds = new Map<string, KindStats>();
  const segments: Segment[] = [];
  const firstErrors: string[] = [];
  const rss = startRssSampler(procs);
  let cpu: { close(): CpuWindow } | null = null;
  let current: Segment | null = null;

  const statsOf = (kind: string): KindStats => {
    let s = kinds.get(kind);
    if (!s) {
      s = { ms: [], errors: 0, refused: 0, first: performance.now(), last: 0 };
      kinds.set(kind, s);
    }
    s.last = performance.now();
    if (current) current.requests += 1;
    return s;
  };

  const closeSegment = () => {
    if (!current || !cpu) return;
    current.cpu = cpu.close();
    current.peakMb = rss.mark();
  };

  return {
    segment(name: string) {
      closeSegment();
      rss.mark();
      current = { name, requests: 0 };
      segments.push(current);
      cpu = openCpuWindow(procs);
    },
    ok(kind: string, ms: number) {
      statsOf(kind).ms.push(ms);
    },
    /** An answer the page expects and handles (a 409 before the release, a start a moment early). */
    refused(kind: string) {
      statsOf(kind).refused += 1;
    },
    fail(kind: string, detail: string) {
      statsOf(kind).errors += 1;
      if (firstErrors.length < 12) firstErrors.push(`${kind}: ${detail}`);
    },
    currentSegment: () => current?.name ?? 'after the run',
    /** Latency samples of a kind (for checks after the run). */
    samples: (kind: string) => kinds.get(kind)?.ms ?? [],
    errors: () => [...kinds.values()].reduce((n, s) => n + s.errors, 0),
    finish() {
      closeSegment();
      current = null;
      rss.stop();
    },
    report(): string[] {
      const lines: string[] = [];
      lines.push('| request | n | p50 ms | p95 ms | p99 ms | max ms | errors | expected 409s | per s |');
      lines.push('|---|---|---|---|---|---|---|---|---|');
      for (const [kind, s] of kinds) {
        const p = percentiles(s.ms);
        const seconds = Math.max(0.001, (s.last - s.first) / 1000);
        lines.push(
          `| ${kind} | ${p.n} | ${p.p50} | ${p.p95} | ${p.p99} | ${p.max} | ${s.errors} | ${s.refused} | ${(p.n / seconds).toFixed(1)} |`,
        );
      }
      lines.push('');
      const names = [...procs.keys()];
      lines.push(`| segment | s | requests/s | machine busy | ${names.map((n) => `${n} CPU`).join(' | ')} |`);
      lines.push(`|---|---|---|---|${names.map(() => '---|').join('')}`);
      for (const seg of segments) {
        const window = seg.cpu;
        if (!window) continue;
        const used = new Map(window.seconds);
        lines.push(
          `| ${seg.name} | ${window.wallSeconds.toFixed(0)} | ${(seg.requests / window.wallSeconds).toFixed(0)} | ` +
            `${(window.machineBusy * 100).toFixed(0)} % | ` +
            `${names.map((n) => ((used.get(n) ?? 0) / window.wallSeconds).toFixed(2)).join(' | ')} |`,
        );
      }
      lines.push('(CPU: share of one core over the segment; 2.00 = both cores)');
      lines.push('');
      lines.push(`| peak RSS MB | ${segments.map((s) => s.name).join(' | ')} | whole run |`);
      lines.push(`|---|${segments.map(() => '---|').join('')}---|`);
      const overall = rss.overall();
      for (const n of names)
        lines.push(
          `| ${n} | ${segments.map((s) => s.peakMb?.get(n) ?? '').join(' | ')} | ${overall.get(n) ?? ''} |`,
        );
      if (firstErrors.length > 0) {
        lines.push('');
        lines.push('first errors:');
        for (const e of firstErrors) lines.push(`  ${e}`);
      }
      return lines;
    },
  };
}

export type PhaseLog = ReturnType<typeof createPhaseLog>;
