/**
 * Simulated aspirants against the real gateway (issue 4 benchmark):
 *   npm run build && npx tsx bench/attempts-load.ts            # 500 aspirants, one answer / 2 s, 60 s
 *   npx tsx bench/attempts-load.ts --aspirants 500 --seconds 60 --think 2000
 *   npx tsx bench/attempts-load.ts --ramp 250,400,600,800      # saves/s stages, 30 s each
 *
 * Starts its own stack (fresh `bench_*` databases, ports 2x000) on the local infrastructure,
 * seeds the catalog, signs every aspirant up and in through the gateway, starts a full-length
 * attempt each, then each aspirant answers a question after a think time and auto-saves every
 * 30 s. Reports answer-save latency as the client sees it and the attempts service's peak RSS.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureInfra } from '@ssc/infra';
import { connectMongo } from '@ssc/service-kit';
import { localSecrets } from '../scripts/secrets';
import { seedCatalogIfEmpty } from '../scripts/seed-catalog';
import { presentServices, REPO_ROOT, startStack } from '../scripts/stack';
import { formatCpu, openCpuWindow, serverProcesses } from './support/cpu';

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

type Attempt = { id: string; questions: { questionId: string }[] };
type Aspirant = { token: string; attempt: Attempt; answered: number };

const say = (line: string) => process.stdout.write(`[bench] ${line}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(base: string, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** Runs `fn` over items with at most `n` in flight. */
async function pool<T, R>(items: T[], n: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i] as T, i);
      }
    }),
  );
  return out;
}

/** The processes worth watching: this stack's Node entries by working directory, and the servers. */
function stackProcesses(): Map<string, number> {
  const found = serverProcesses();
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
      if (/dist\/(main|worker)\.js/.test(cmd) && cwd.startsWith(REPO_ROOT)) {
        const name = `${path.relative(REPO_ROOT, cwd)}${cmd.includes('worker') ? ' worker' : ''}`;
        if (!found.has(name)) found.set(name, Number(pid));
      }
    } catch {}
  }
  found.set('bench client', process.pid);
  return found;
}

/** Runs `fn` and reports each process's share of one core meanwhile. */
async function withCpuReport<T>(procs: Map<string, number>, fn: () => Promise<T>): Promise<T> {
  const window = openCpuWindow(procs);
  const result = await fn();
  say(formatCpu(window.close()));
  return result;
}

const statusKb = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round((s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0) * 10) / 10;
  return { n: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

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
  const infra = await ensureInfra({ log: say });
  const dbPrefix = `bench_${Date.now().toString(36)}`;
  await seedCatalogIfEmpty(infra.mongoUrl, `${dbPrefix}_catalog`);
  const stack = await startStack({
    infra,
    secrets: localSecrets(path.join(REPO_ROOT, '.local')),
    port: PORT,
    portBase: 21000,
    dbPrefix,
    logLevel: 'warn',
    extraEnv: { AUTH_RATE_LIMIT_POINTS: '1000000', RATE_LIMIT_PREFIX: `rl:${dbPrefix}` },
    output: (line) => {
      if (/"level":(40|50|60)|WARN|ERROR|FATAL/.test(line)) process.stderr.write(`${line}\n`);
    },
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    say(`stack up (${dbPrefix}); signing up ${ASPIRANTS} aspirants…`);
    const t0 = Date.now();
    const tokens = await pool(Array.from({ length: ASPIRANTS }), 8, async (_, i) => {
      const email = `asp${i}-${randomBytes(3).toString('hex')}@bench.test`;
      const body = await call(base, 'POST', '/api/auth/signup', null, {
        email,
        password: 'bench-password-1',
        displayName: `Aspirant ${i}`,
      });
      return body.session.access_token as string;
    });
    say(`signed up in ${((Date.now() - t0) / 1000).toFixed(1)} s; starting attempts…`);
    const tests = (await call(base, 'GET', '/api/tests', tokens[0] as string)) as {
      id: string;
      testType: string;
    }[];
    const fullLength = tests.filter((t) => t.testType === 'FULL_LENGTH');
    const aspirants = await pool(tokens, 16, async (token, i) => {
      const test = fullLength[i % fullLength.length] as { id: string };
      const attempt = (await call(base, 'POST', '/api/test-attempts', token, { testId: test.id })) as Attempt;
      return { token, attempt, answered: 0 } satisfies Aspirant;
    });
    const procs = stackProcesses();
    const pid = procs.get('services/attempts');
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
    await stack.stop();
    if (!args.keep) {
      for (const svc of presentServices()) {
        const connection = await connectMongo(infra.mongoUrl, `${dbPrefix}_${svc.name}`);
        await connection.dropDatabase();
        await connection.close();
      }
    }
  }
}

await main();
process.exit(0);
