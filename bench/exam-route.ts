/**
 * What a phone downloads to show the first question of /test-taking/{id}
 * (docs/architecture.md, "What a phone downloads"):
 *   npm run build && npx tsx bench/exam-route.ts            # its own stack on ports 26x00
 *   EXAM_BENCH_URL=http://localhost:8080 npx tsx bench/exam-route.ts   # a running stack
 *   npx tsx bench/exam-route.ts --runs 5 --verbose --port 26080 --port-base 26000
 *   npx tsx bench/exam-route.ts --lang hi      # the student's interface in Hindi (profile: HINDI)
 *
 * Each run signs a new student up through the gateway, starts a full-length attempt and opens
 * its exam screen in Debian Chromium: a 390 px phone, an empty cache, Lighthouse's mobile
 * "Slow 4G" applied through DevTools (562.5 ms request latency, 1.47 Mbit/s down, 675 kbit/s
 * up) and a 4× slower CPU. Prints JavaScript and total bytes on the wire (encoded, headers
 * included), LCP and the time until "Question 1 of N" shows, per run and the median, against
 * the budget (≤ 150 KiB of JavaScript, LCP ≤ 2.5 s).
 */
import { parseArgs } from 'node:util';
import {
  decodedBytes,
  jsOf,
  launchChromium,
  loadOnSlowPhone,
  type PhoneLoad,
  SLOW_4G,
  wireBytes,
} from './support/phone-load';
import { inHindi, phoneStudent } from './support/phone-student';
import { type BenchStack, call, say, startBenchStack } from './support/stack-session';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    verbose: { type: 'boolean', default: false },
    port: { type: 'string', default: '26080' },
    'port-base': { type: 'string', default: '26000' },
    /** The student's interface language: 'hi' sets the profile to HINDI before the exam opens. */
    lang: { type: 'string', default: 'en' },
  },
});
if (args.lang !== 'en' && args.lang !== 'hi') throw new Error(`--lang is en or hi, not ${args.lang}`);
const HINDI = args.lang === 'hi';
const RUNS = Number(args.runs);
const JS_BUDGET = 150 * 1024;
const LCP_BUDGET_MS = 2_500;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** The little of the DOM the page function below uses (this project compiles without DOM types). */
type PageElement = { childElementCount: number; textContent: string | null; checkVisibility(): boolean };
type PageDocument = { querySelectorAll(selector: string): Iterable<PageElement> };

/**
 * In the page: when the exam screen shows "Question 1 of N" (the e2e suite's own check), or its
 * Hindi "प्रश्न 1 / N". Self-contained: it runs in the page.
 */
function firstQuestionShownAt(): number | false {
  const { document } = globalThis as unknown as { document: PageDocument };
  for (const el of document.querySelectorAll('main *')) {
    if (el.childElementCount === 0 && /^(Question 1 of|प्रश्न 1 \/) \d+$/.test((el.textContent ?? '').trim())) {
      return el.checkVisibility() && performance.now();
    }
  }
  return false;
}

/** A new student with a started full-length attempt; what the app keeps in local storage. */
async function studentWithAttempt(base: string, n: number) {
  const student = await phoneStudent(base, 'exam-route', n);
  if (HINDI) await inHindi(base, student);
  const attempt = (await call(base, 'POST', '/api/test-attempts', student.token, {
    testId: student.testId,
  })) as { id: string };
  return { attemptId: attempt.id, localStorage: student.localStorage };
}

function report(run: string, load: PhoneLoad): void {
  const js = jsOf(load.settled);
  say(
    `${run}: JS ${kib(wireBytes(js))} on the wire (${kib(decodedBytes(js))} decoded, ${js.length} files), ` +
      `total ${kib(wireBytes(load.settled))} (${load.settled.length} requests), ` +
      `LCP ${secs(load.lcpMs)}, first question ${secs(load.firstQuestionMs)} ` +
      `(JS by then ${kib(wireBytes(jsOf(load.untilFirstQuestion)))})`,
  );
  if (!args.verbose) return;
  for (const t of load.settled) {
    const when = `${secs(t.startMs)} → ${secs(t.endMs)}`;
    say(
      `  ${when.padEnd(17)} ${t.type.padEnd(10)} ${kib(t.wire).padStart(10)} ${(t.encoding || '-').padEnd(5)} ${t.url}`,
    );
  }
}

const external = process.env.EXAM_BENCH_URL;
let stack: BenchStack | null = null;
if (!external)
  stack = await startBenchStack({ port: Number(args.port), portBase: Number(args['port-base']) });
const base = external ?? (stack as BenchStack).base;
const browser = await launchChromium();
try {
  say(
    `${base}; Slow 4G (Lighthouse mobile, DevTools-applied): ${SLOW_4G.latencyMs} ms latency, ` +
      `${SLOW_4G.downloadKbps.toFixed(0)} kbit/s down, ${SLOW_4G.uploadKbps} kbit/s up, ` +
      `CPU ×${SLOW_4G.cpuSlowdown}; ${RUNS} cold loads of /test-taking/{id} at 390 px, ` +
      `interface in ${HINDI ? 'Hindi' : 'English'}`,
  );
  const loads: PhoneLoad[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { attemptId, localStorage } = await studentWithAttempt(base, i);
    const load = await loadOnSlowPhone(browser, {
      url: `${base}/test-taking/${encodeURIComponent(attemptId)}`,
      localStorage,
      shownAt: firstQuestionShownAt,
    });
    report(`run ${i + 1}`, load);
    loads.push(load);
  }
  const js = median(loads.map((l) => wireBytes(jsOf(l.settled))));
  const total = median(loads.map((l) => wireBytes(l.settled)));
  const lcp = median(loads.map((l) => l.lcpMs));
  const firstQuestion = median(loads.map((l) => l.firstQuestionMs));
  say(
    `median: JS ${kib(js)} on the wire, total ${kib(total)}, LCP ${secs(lcp)}, ` +
      `first question ${secs(firstQuestion)}`,
  );
  say(
    `budget: JS ≤ ${kib(JS_BUDGET)} ${js <= JS_BUDGET ? 'met' : 'MISSED'}; ` +
      `LCP ≤ ${secs(LCP_BUDGET_MS)} ${lcp <= LCP_BUDGET_MS ? 'met' : 'MISSED'}`,
  );
} finally {
  await browser.close();
  await stack?.close();
}
