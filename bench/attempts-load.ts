/**
 * Simulated aspirants against the real gateway:
 *   npm run build && npx tsx bench/attempts-load.ts            # 500 aspirants, one answer / 2 s, 60 s
 *   npx tsx bench/attempts-load.ts --aspirants 500 --seconds 60 --think 2000
 *   npx tsx bench/attempts-load.ts --ramp 250,400,600,800      # saves/s stages, 30 s each
 *
 * Starts its own stack (fresh `bench_*` databases, ports 2x000) on the local infrastructure,
 * seeds the catalog, signs every aspirant up and in through the gateway, starts a full-length
 * attempt each, then each aspirant answers a question after a think time and auto-saves every
 * 30 s. Reports answer-save latency as the client sees it and the attempts service's peak RSS.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { formatCpu, formatCpuPer, openCpuWindow } from './support/cpu';
import {
  type Attempt,
  call,
  percentiles,
  say,
  signUpAspirants,
  sleep,
  startBenchStack,
  startFullLengthAttempts,
} from './support/stack-session';

const { values: args } = parseArgs({
  options: {
    aspirants: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '60' },
    think: { type: 'string', default: '2000' },
    ramp: { type: 'string' },
    'stage-seconds': { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
  },
});
const ASPIRANTS = Number(args.aspirants);
const PORT = 21080;

type Aspirant = { token: string; attempt: Attempt; answered: number };

/** Runs `fn` and reports each process's share of one core meanwhile, and its CPU per save. */
async function withCpuReport<T extends { n: number }>(
  procs: Map<string, number>,
  fn: () => Promise<T>,
): Promise<T> {
  const window = openCpuWindow(procs);
  const result = await fn();
  const used = window.close();
  say(formatCpu(used));
  say(formatCpuPer(used, result.n, 'save'));
  return result;
}

const statusKb = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** Every aspirant answers after `thinkMs` (±25 %) until `stopAt`; latencies of answer saves only. */
async function drive(base: string, aspirants: Aspirant[], thinkMs: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const firstError: string[] = [];
  const stopAt = Date.now() + seconds * 1000;
  await Promise.all(
    aspirants.map(async (a, i) => {
      await sleep((i / aspirants.length) * thinkMs); // spread the first answers over one think time
      let lastSave = Date.now();
      while (Date.now() < stopAt) {
        const q = a.attempt.questions[a.answered % a.attempt.questions.length] as { questionId: string };
        a.answered += 1;
        const t0 = performance.now();
        try {
          await call(base, 'POST', '/api/question-attempts', a.token, {
            test_attempt_id: a.attempt.id,
            question_id: q.questionId,
            selected_answer: 'ABCD'[a.answered % 4],
            attempt_status: 'ANSWERED',
            time_spent: 20 + (a.answered % 40),
            client_ts: Date.now(),
          });
          latencies.push(performance.now() - t0);
        } catch (err) {
          errors += 1;
          if (firstError.length < 3) firstError.push(String(err));
        }
        if (Date.now() - lastSave >= 30_000) {
          lastSave = Date.now();
          await call(base, 'PUT', `/api/test-attempts/${a.attempt.id}/auto-save`, a.token, {
            lastActiveAt: new Date().toISOString(),
            lastActiveQuestionIndex: a.answered % a.attempt.questions.length,
            lastActiveSection: null,
            durationTaken: 1,
          }).catch(() => {
            errors += 1;
          });
        }
        await sleep(thinkMs * (0.75 + Math.random() * 0.5));
      }
    }),
  );
  return { ...percentiles(latencies), rate: Math.round(latencies.length / seconds), errors, firstError };
}

async function main() {
  const stack = await startBenchStack({ port: PORT, portBase: 21000 });
  const { base } = stack;
  try {
    say(`stack up (${stack.dbPrefix}); signing up ${ASPIRANTS} aspirants…`);
    const tokens = await signUpAspirants(base, ASPIRANTS);
    const attempts = await startFullLengthAttempts(base, tokens);
    const aspirants: Aspirant[] = attempts.map((attempt, i) => ({
      token: tokens[i] as string,
      attempt,
      answered: 0,
    }));
    const procs = stack.processes();
    const pid = procs.get('attempts');
    say(`${aspirants.length} attempts started; attempts service pid ${pid ?? '?'}`);

    if (args.ramp) {
      for (const rate of args.ramp.split(',').map(Number)) {
        const think = Math.round((ASPIRANTS / rate) * 1000);
        const r = await withCpuReport(procs, () =>
          drive(base, aspirants, think, Number(args['stage-seconds'])),
        );
        say(
          `stage ${rate} saves/s offered (think ${think} ms): achieved ${r.rate}/s, ` +
            `p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms, errors ${r.errors}`,
        );
      }
    } else {
      const r = await withCpuReport(procs, () =>
        drive(base, aspirants, Number(args.think), Number(args.seconds)),
      );
      say(
        `${ASPIRANTS} aspirants, think ${args.think} ms, ${args.seconds} s: ${r.n} answer saves (${r.rate}/s), ` +
          `p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms, errors ${r.errors}`,
      );
      for (const e of r.firstError) say(`error: ${e}`);
    }
    if (pid) say(`attempts service peak RSS ${(statusKb(pid, 'VmHWM') / 1024).toFixed(0)} MB`);
  } finally {
    await stack.close(args.keep);
  }
}

await main();
process.exit(0);
