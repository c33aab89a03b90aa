/**
 * Submit-to-result-ready from the student's side, through the whole platform (docs/results.md, "Capacity"):
 *   npm run build && npx tsx bench/submit-burst.ts                  # 1,000 aspirants
 *   npx tsx bench/submit-burst.ts --aspirants 1000 --answered 10
 *
 * Starts its own stack (gateway, every service and worker as built; `bench_*` databases and
 * Kafka topics; ports 22x00), signs the aspirants up, starts a full-length attempt each and
 * records `--answered` answers per attempt. Then all of them press Submit at once: the
 * attempts service closes each attempt and publishes AttemptSubmitted (outbox → Kafka), the
 * results service enqueues a scoring job, a worker scores it. Latency runs from the moment a
 * submit request is sent until its scoring job completes (the result page's GET answers 200
 * from then on), heard on BullMQ's event stream. A sample of result pages is then read through
 * the gateway to check they are there and ranked.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { connectRedis } from '@ssc/service-kit';
import { QueueEvents } from 'bullmq';
import { formatCpu, openCpuWindow } from './support/cpu';
import {
  call,
  percentiles,
  pool,
  say,
  signUpAspirants,
  sleep,
  startBenchStack,
  startFullLengthAttempts,
} from './support/stack-session';

const { values: args } = parseArgs({
  options: {
    aspirants: { type: 'string', default: '1000' },
    answered: { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
    /** Writes V8 CPU profiles of every process to this folder. */
    profile: { type: 'string' },
  },
});
const ASPIRANTS = Number(args.aspirants);
const ANSWERED = Number(args.answered);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const stack = await startBenchStack({
  port: 22080,
  portBase: 22000,
  ...(args.profile ? { profileDir: args.profile } : {}),
});
const { base } = stack;
const events = new QueueEvents('score-attempt', {
  connection: connectRedis(stack.infra.redisUrl, 'submit-bench-events'),
  prefix: stack.dbPrefix,
});
try {
  await events.waitUntilReady();
  const doneAt = new Map<string, number>();
  let failed = 0;
  events.on('completed', ({ jobId }) => doneAt.set(jobId, performance.now()));
  events.on('failed', ({ jobId, failedReason }) => {
    failed += 1;
    say(`scoring ${jobId} failed: ${failedReason}`);
  });

  say(`stack up (${stack.dbPrefix}); signing up ${ASPIRANTS} aspirants…`);
  const tokens = await signUpAspirants(base, ASPIRANTS);
  const attempts = await startFullLengthAttempts(base, tokens);
  say(`${attempts.length} attempts started; recording ${ANSWERED} answers each…`);
  // The rows the exam screen keeps, with the clientTs each answer was saved under: its submit
  // sends them again, and rows the server already has add no events.
  const answeredAt = Date.now();
  const sheets = attempts.map((attempt, i) =>
    attempt.questions.slice(0, ANSWERED).map((q, n) => ({
      questionId: q.questionId,
      selectedAnswer: 'ABCD'[(i + n) % 4] as string,
      attemptStatus: 'ANSWERED',
      timeSpent: 30 + n,
      clientTs: answeredAt + n,
    })),
  );
  await pool(attempts, 32, async (attempt, i) => {
    for (const row of sheets[i] ?? [])
      await call(base, 'POST', '/api/question-attempts', tokens[i] as string, {
        test_attempt_id: attempt.id,
        question_id: row.questionId,
        selected_answer: row.selectedAnswer,
        attempt_status: row.attemptStatus,
        time_spent: row.timeSpent,
        client_ts: row.clientTs,
      });
  });
  await sleep(2_000); // let the answers' events drain before the burst

  say(`all ${ASPIRANTS} press Submit at once…`);
  const procs = stack.processes();
  const cpu = openCpuWindow(procs);
  const sentAt = new Map<string, number>();
  const submitMs: number[] = [];
  let submitErrors = 0;
  const start = performance.now();
  await Promise.all(
    attempts.map(async (attempt, i) => {
      const t0 = performance.now();
      sentAt.set(attempt.id, t0);
      try {
        // The client's submit: the final answer sheet, as the exam screen sends it.
        await call(base, 'POST', `/api/test-attempts/${attempt.id}/submit`, tokens[i] as string, {
          questionUpdates: sheets[i],
          reason: 'USER',
        });
        submitMs.push(performance.now() - t0);
      } catch (err) {
        submitErrors += 1;
        if (submitErrors <= 3) say(`submit failed: ${String(err)}`);
      }
    }),
  );
  const submitted = performance.now();
  const deadline = Date.now() + 300_000;
  while ([...sentAt.keys()].some((id) => !doneAt.has(id)) && Date.now() < deadline) await sleep(20);
  const usage = cpu.close();
  const missing = [...sentAt.keys()].filter((id) => !doneAt.has(id)).length;
  const end = Math.max(...[...sentAt.keys()].map((id) => doneAt.get(id) ?? 0));
  const ready = [...sentAt].flatMap(([id, t]) => (doneAt.has(id) ? [(doneAt.get(id) ?? 0) - t] : []));
  const s = percentiles(submitMs);
  const r = percentiles(ready);

  // The result pages are there: a sample read through the gateway, each ranked among everyone.
  const sample = attempts.slice(0, 20);
  const pages = await pool(sample, 4, async (attempt) => {
    const i = attempts.indexOf(attempt);
    return (await call(base, 'GET', `/api/test-results/${attempt.id}`, tokens[i] as string)) as {
      rank?: number;
      rankTotal?: number;
    };
  });
  const ranked = pages.filter((p) => typeof p.rank === 'number' && (p.rankTotal ?? 0) > 0).length;

  say(`${ASPIRANTS} submissions (${ANSWERED} answers each, full-length tests)`);
  say(
    `submit request: p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms; ` +
      `all answered in ${seconds(submitted - start)}; errors ${submitErrors}`,
  );
  say(
    `submit-to-result-ready: p50 ${seconds(r.p50)}, p95 ${seconds(r.p95)}, p99 ${seconds(r.p99)}, ` +
      `max ${seconds(r.max)}; all ready ${seconds(end - start)} after the first submit ` +
      `(${(ASPIRANTS / ((end - start) / 1000)).toFixed(0)} results/s)`,
  );
  say(formatCpu(usage));
  say(
    `not scored: ${missing}, failed jobs: ${failed}, sampled result pages ranked: ${ranked}/${sample.length}`,
  );
} finally {
  await events.close();
  await stack.close(args.keep);
}
process.exit(0);
