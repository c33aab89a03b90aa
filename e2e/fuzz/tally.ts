import fs from 'node:fs';
import path from 'node:path';

/**
 * Counts every request the suite sends and every finding, and writes the run's summary. A
 * finding carries what is needed to send the same request again: the class's seed, the case
 * number and the request itself.
 */
export const CLASSES = ['bodies', 'params', 'queries', 'headers', 'traversal', 'setup'] as const;
export type FuzzClass = (typeof CLASSES)[number];

export type Finding = {
  class: FuzzClass;
  kind: string;
  request: string;
  status: number;
  detail: string;
  seed?: number;
  caseIndex?: number;
};

export type Slowest = { ms: number; request: string; status: number; class: FuzzClass };

/** Responses slower than this are findings. */
export const SLOW_MS = 5_000;

export class Tally {
  readonly sent: Record<FuzzClass, number> = {
    bodies: 0,
    params: 0,
    queries: 0,
    headers: 0,
    traversal: 0,
    setup: 0,
  };
  readonly statuses: Record<string, number> = {};
  readonly statusesByClass: Record<string, Record<string, number>> = {};
  readonly findings: Finding[] = [];
  readonly seeds: Record<string, number> = {};
  slowest: Slowest = { ms: 0, request: '', status: 0, class: 'setup' };
  readonly slowestTen: Slowest[] = [];
  serverErrors = 0;
  /** Requests that may have cost the shared sign-in failure budget of 127.0.0.1 (see front-door-fuzz). */
  signInBudgetSpent = 0;
  /** Chunks in which every write was refused, whose before and after state were compared. */
  refusedChunksCompared = 0;
  private readonly started = Date.now();

  count(cls: FuzzClass, request: string, status: number, ms: number): void {
    this.sent[cls]++;
    const key = status === 0 ? 'no answer' : String(status);
    this.statuses[key] = (this.statuses[key] ?? 0) + 1;
    const perClass = this.statusesByClass[cls] ?? {};
    perClass[key] = (perClass[key] ?? 0) + 1;
    this.statusesByClass[cls] = perClass;
    if (status >= 500) this.serverErrors++;
    if (ms > this.slowest.ms) this.slowest = { ms, request, status, class: cls };
    if (ms >= (this.slowestTen.at(-1)?.ms ?? 0) || this.slowestTen.length < 10) {
      this.slowestTen.push({ ms, request, status, class: cls });
      this.slowestTen.sort((a, b) => b.ms - a.ms);
      this.slowestTen.length = Math.min(this.slowestTen.length, 10);
    }
  }

  find(finding: Finding): void {
    this.findings.push(finding);
  }

  /** Takes back the findings from `index` on (a control that planted them on purpose). */
  retract(index: number): void {
    this.findings.splice(index);
  }

  findingsOf(cls: FuzzClass): Finding[] {
    return this.findings.filter((f) => f.class === cls);
  }

  summary() {
    const total = Object.values(this.sent).reduce((a, b) => a + b, 0);
    return {
      requests: total,
      byClass: this.sent,
      statuses: sortKeys(this.statuses),
      statusesByClass: Object.fromEntries(
        Object.entries(this.statusesByClass).map(([k, v]) => [k, sortKeys(v)]),
      ),
      slowest: this.slowest,
      slowestTen: this.slowestTen,
      serverErrors: this.serverErrors,
      findings: this.findings.length,
      findingsByKind: countBy(this.findings.map((f) => f.kind)),
      signInBudgetSpent: this.signInBudgetSpent,
      refusedChunksCompared: this.refusedChunksCompared,
      seeds: this.seeds,
      seconds: Math.round((Date.now() - this.started) / 1000),
    };
  }

  /** Writes the summary (and the first findings in full) where the reports go. */
  write(): string {
    const dir =
      process.env.SSC_REPORTS_DIR ?? path.join(import.meta.dirname, '..', '..', '.local', 'reports');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'fuzz-summary.json');
    fs.writeFileSync(
      file,
      `${JSON.stringify({ ...this.summary(), firstFindings: this.findings.slice(0, 50) }, null, 2)}\n`,
    );
    return file;
  }
}

const sortKeys = (record: Record<string, number>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

function countBy(values: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[v] = (out[v] ?? 0) + 1;
  return out;
}

/** A finding as one line a developer can act on. */
export function describeFinding(f: Finding): string {
  const repro =
    f.seed === undefined ? '' : ` [seed ${f.seed}, case ${f.caseIndex}; rerun with FUZZ_SEED=${f.seed}]`;
  return `${f.kind}: ${f.request} → ${f.status}: ${f.detail}${repro}`;
}
