/**
 * Page speed on a phone as Lighthouse measures it (docs/architecture.md, "What a phone downloads"):
 *   npm run build && npx tsx bench/lighthouse.ts            # its own stack on ports 26180/26100
 *   LIGHTHOUSE_BENCH_URL=http://localhost:8080 npx tsx bench/lighthouse.ts   # a running stack
 *   npx tsx bench/lighthouse.ts --runs 5 --pages exam,results --save .local/lighthouse-reports
 *     (--save keeps each run's report and trace: open a trace in DevTools' Performance panel)
 *   npx tsx bench/lighthouse.ts --compare http://localhost:8081   # alternates with another build
 *   npx tsx bench/lighthouse.ts --lang hi    # the student's interface in Hindi (landing: the device's choice)
 *
 * Lighthouse (a pinned 12.x, installed from npm into .local/ on first use) with its default
 * config — the mobile preset: a phone's screen, simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and a
 * 4× slower CPU — on a cold cache in Debian Chromium (CHROME_PATH, default /usr/bin/chromium).
 * Each round signs a new student up through the gateway, starts a full-length attempt, submits it
 * and waits until it is scored, then starts a fresh attempt of the same test, and audits:
 *   landing   /                        signed out
 *   dashboard /dashboard               that student
 *   exam      /test-taking/{fresh id}  that student, the attempt never opened before
 *   results   /test-results/{scored id}
 * Rounds alternate the pages, so a busy moment of the box falls on all of them. Prints each run
 * and the median per page of LCP, TBT, FCP, CLS, the performance score and JavaScript on the
 * wire, against the targets (exam LCP ≤ 2.0 s and TBT ≤ 200 ms, dashboard and results LCP ≤ 2.5 s).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { auditPage, figuresOf, medianFigures, type PageFigures } from './support/lighthouse-audit';
import { ensureLighthouse } from './support/lighthouse-install';
import { inHindi, phoneStudent } from './support/phone-student';
import { type BenchStack, call, say, sleep, startBenchStack } from './support/stack-session';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'landing,dashboard,exam,results' },
    port: { type: 'string', default: '26180' },
    'port-base': { type: 'string', default: '26100' },
    /**
     * The address of another build of the platform (e.g. the same services behind a second
     * gateway serving the frontends of another commit): measured in turn with this one, round
     * by round, so a busy moment of the box falls on both.
     */
    compare: { type: 'string' },
    /** A folder for every run's full Lighthouse report and trace (JSON). */
    save: { type: 'string' },
    /** The interface language: 'hi' gives the student a HINDI profile, and the landing page the device's choice. */
    lang: { type: 'string', default: 'en' },
  },
});
const RUNS = Number(args.runs);
if (args.lang !== 'en' && args.lang !== 'hi') throw new Error(`--lang is en or hi, not ${args.lang}`);
const HINDI = args.lang === 'hi';
const PAGES = ['landing', 'dashboard', 'exam', 'results'] as const;
type PageName = (typeof PAGES)[number];
const chosen = args.pages.split(',').map((p) => p.trim()) as PageName[];
for (const page of chosen) if (!PAGES.includes(page)) throw new Error(`--pages: no page "${page}"`);

/** LCP and TBT targets per page, ms (none: measured, not judged). */
const TARGETS: Record<PageName, { lcpMs?: number; tbtMs?: number }> = {
  landing: {},
  dashboard: { lcpMs: 2_500 },
  exam: { lcpMs: 2_000, tbtMs: 200 },
  results: { lcpMs: 2_500 },
};

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const line = (f: Omit<PageFigures, 'lcpElement'>) =>
  `LCP ${secs(f.lcpMs)}, TBT ${Math.round(f.tbtMs)} ms, FCP ${secs(f.fcpMs)}, CLS ${f.cls.toFixed(3)}, ` +
  `score ${f.score}, JS ${kib(f.jsBytes)}`;

type Student = {
  localStorage: Record<string, string>;
  freshAttemptId: string;
  scoredAttemptId: string;
};

/**
 * A new student with a scored full-length attempt (some answers, submitted, result computed) and
 * a fresh one of the same test; what the app keeps in local storage for them
 * (packages/web-core/src/session/storedSession.ts).
 */
async function studentWithAttempts(base: string, n: number): Promise<Student> {
  // The same test bench/exam-route.ts opens, so the two benches' exam figures compare.
  const student = await phoneStudent(base, 'lighthouse', n);
  if (HINDI) await inHindi(base, student);
  const { token, testId, localStorage } = student;
  const scored = (await call(base, 'POST', '/api/test-attempts', token, { testId })) as {
    id: string;
    questions: { questionId: string }[];
  };
  const now = Date.now();
  await call(base, 'POST', `/api/test-attempts/${scored.id}/submit`, token, {
    questionUpdates: scored.questions.slice(0, 30).map((q, i) => ({
      questionId: q.questionId,
      selectedAnswer: 'ABCD'[i % 4],
      attemptStatus: 'ANSWERED',
      timeSpent: 20 + i,
      clientTs: now + i,
    })),
    reason: 'USER',
  });
  await resultReady(base, token, scored.id);
  const fresh = (await call(base, 'POST', '/api/test-attempts', token, { testId })) as {
    id: string;
  };
  return {
    localStorage,
    freshAttemptId: fresh.id,
    scoredAttemptId: scored.id,
  };
}

/** Waits until the results service has scored the attempt (202 while it scores). */
async function resultReady(base: string, token: string, attemptId: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/api/test-results/${attemptId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (res.status === 200) return;
    if (res.status !== 202) throw new Error(`GET /api/test-results/${attemptId} → ${res.status}`);
    await sleep(250);
  }
  throw new Error(`attempt ${attemptId} was not scored within 60 s`);
}

function target(page: PageName, f: Omit<PageFigures, 'lcpElement'>): string {
  const { lcpMs, tbtMs } = TARGETS[page];
  const checks = [
    lcpMs === undefined ? null : `LCP ≤ ${secs(lcpMs)} ${f.lcpMs <= lcpMs ? 'met' : 'MISSED'}`,
    tbtMs === undefined ? null : `TBT ≤ ${tbtMs} ms ${f.tbtMs <= tbtMs ? 'met' : 'MISSED'}`,
  ].filter(Boolean);
  return checks.length ? `; ${checks.join(', ')}` : '';
}

/**
 * One run; a run Lighthouse itself reports as broken (a trace it could not read, NO_NAVSTART and
 * the like, now and then on a loaded box) is run again, twice at most, and says so.
 */
async function auditOnce(url: string, localStorage?: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    const result = await auditPage(lh, { url, ...(localStorage ? { localStorage } : {}) });
    const error = result.lhr.runtimeError;
    if (!error || attempt === 3) return result;
    say(`  Lighthouse could not measure ${url} (${error.code}); running it again`);
  }
}

const external = process.env.LIGHTHOUSE_BENCH_URL;
const lh = await ensureLighthouse(say);
let stack: BenchStack | null = null;
if (!external)
  stack = await startBenchStack({ port: Number(args.port), portBase: Number(args['port-base']) });
const base = (external ?? (stack as BenchStack).base).replace(/\/$/, '');
// Another build of the same platform, measured alternately with this one (see --compare).
const sites = [{ name: '', base }];
if (args.compare) sites.push({ name: 'compare', base: args.compare.replace(/\/$/, '') });
if (args.save) fs.mkdirSync(args.save, { recursive: true });
try {
  say(
    `${sites.map((s) => s.base).join(' and ')}; Lighthouse ${lh.version}, mobile preset (simulated slow 4G, ` +
      `CPU ×4), ${RUNS} cold runs per page`,
  );
  const runs = new Map<string, PageFigures[]>();
  for (let round = 0; round < RUNS; round++) {
    // With --compare, the two take turns going first.
    const turn = round % 2 ? [...sites].reverse() : sites;
    for (const site of turn) {
      const student = await studentWithAttempts(site.base, round);
      const urls: Record<PageName, string> = {
        landing: `${site.base}/`,
        dashboard: `${site.base}/dashboard`,
        exam: `${site.base}/test-taking/${encodeURIComponent(student.freshAttemptId)}`,
        results: `${site.base}/test-results/${encodeURIComponent(student.scoredAttemptId)}`,
      };
      // Each round starts one page later, so no page always runs first (or right after a build).
      const order = chosen.map((_, i) => chosen[(i + round) % chosen.length] as PageName);
      for (const page of order) {
        const label = `${site.name ? `${site.name} ` : ''}${page}`;
        const { lhr, trace } = await auditOnce(
          urls[page],
          page === 'landing' ? (HINDI ? { ui_language: 'hi' } : undefined) : student.localStorage,
        );
        if (args.save) {
          const file = path.join(args.save, `${label.replace(' ', '-')}-${round + 1}`);
          fs.writeFileSync(`${file}.json`, JSON.stringify(lhr));
          fs.writeFileSync(`${file}.trace.json`, JSON.stringify(trace));
        }
        const figures = figuresOf(lhr);
        runs.set(label, [...(runs.get(label) ?? []), figures]);
        say(`run ${round + 1} ${label.padEnd(17)} ${line(figures)}; LCP element ${figures.lcpElement}`);
      }
    }
  }
  say('median of each figure:');
  for (const site of sites) {
    for (const page of chosen) {
      const label = `${site.name ? `${site.name} ` : ''}${page}`;
      const m = medianFigures(runs.get(label) ?? []);
      say(`  ${label.padEnd(17)} ${line(m)}${target(page, m)}`);
    }
  }
} finally {
  await stack?.close();
}
