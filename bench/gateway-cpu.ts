/**
 * CPU per request of every process on two paths through the gateway:
 *   npm run build && npx tsx bench/gateway-cpu.ts
 *   npx tsx bench/gateway-cpu.ts --requests 5000 --connections 32 --rounds 3
 *   npx tsx bench/gateway-cpu.ts --profile .local/profiles     # V8 CPU profiles of every process
 *   npx tsx bench/gateway-cpu.ts --compare-gateway .local/gw-before/gateway/dist/main.js
 *   npx tsx bench/gateway-cpu.ts --bare-hop        # also through a bare Node proxy (the floor)
 *   npx tsx bench/gateway-cpu.ts --port 29080 --paths save,auto-save   # another port; the answer-save path only
 *
 * Starts its own stack (ports 27x00 by default, `--port` moves the gateway to it and the
 * services to the thousand below, `bench_*` databases), signs `--connections` students up
 * and starts a full-length attempt for each, then per round drives `--requests` requests, one
 * closed loop per connection, on (a) `GET /api/test-attempts/in-progress` and (b) the answer
 * save `POST /api/question-attempts`, each connection answering its own attempt's questions in
 * turn with a rising clientTs, and (c) the auto-save `PUT /api/test-attempts/{id}/auto-save`
 * (`--paths` picks: in-progress, save, auto-save). CPU is read from /proc for the PIDs the stack started and the
 * servers on the ports it uses, so a busy machine inflates latency much more than these figures.
 *
 * `--compare-gateway` starts a second gateway build (another commit's `dist/main.js`) with the
 * stack gateway's environment on the next port, in front of the same services, and runs every
 * round through both in turn: on a shared machine, an A/B in the same minutes is the only fair
 * before/after for the gateway (the services' own figures are shared by both).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closedLoop, type LoadRequest } from './support/closed-loop';
import { type CpuWindow, openCpuWindow } from './support/cpu';
import {
  type Attempt,
  percentiles,
  say,
  signUpAspirants,
  startBenchStack,
  startFullLengthAttempts,
} from './support/stack-session';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '4000' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1000' },
    profile: { type: 'string' },
    'compare-gateway': { type: 'string' },
    'bare-hop': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    /** Gateway port; services on the thousand below (27080 → 27001…). */
    port: { type: 'string', default: '27080' },
    paths: { type: 'string', default: 'in-progress,save,auto-save' },
    /** Seconds of no load before each round: every process's CPU at rest, as ms per second. */
    idle: { type: 'string', default: '0' },
  },
});
const PORT = Number(args.port);
const PORT_BASE = PORT - (PORT % 1000);
const REQUESTS = Number(args.requests);
const CONNECTIONS = Number(args.connections);
/** The processes of the table, in this order; anything else the stack runs follows. */
const SHOWN = ['gateway', 'attempts', 'attempts-worker', 'ferretdb', 'kafka', 'redis', 'bench client'];

const stack = await startBenchStack({
  port: PORT,
  portBase: PORT_BASE,
  ...(args.profile ? { profileDir: args.profile } : {}),
});
try {
  say(`stack up (${stack.dbPrefix}); signing up ${CONNECTIONS} students…`);
  const tokens = await signUpAspirants(stack.base, CONNECTIONS);
  // Answers go only to the questions of a block that is open now (a test with timed blocks
  // refuses the others, 409 SECTION_NOT_OPEN).
  const attempts = (await startFullLengthAttempts(stack.base, tokens)).map(openQuestionsOnly);
  const auth = (c: number) => ({ authorization: `Bearer ${tokens[c]}` });
  let clientTs = Date.now();

  const allPaths: Record<string, (c: number, i: number) => LoadRequest> = {
    'GET in-progress': (c) => ({ method: 'GET', path: '/api/test-attempts/in-progress', headers: auth(c) }),
    'POST answer save': (c, i) => {
      const attempt = attempts[c] as (typeof attempts)[number];
      const q = attempt.questions[i % attempt.questions.length] as { questionId: string };
      // As the exam screen sends it (camelCase): answers, marks and now and then a clear.
      const clear = i % 11 === 0;
      const body = JSON.stringify({
        testAttemptId: attempt.id,
        questionId: q.questionId,
        selectedAnswer: clear ? null : 'ABCD'[i % 4],
        attemptStatus: clear ? 'NOT_ATTEMPTED' : i % 7 === 0 ? 'ANSWERED_AND_MARKED' : 'ANSWERED',
        timeSpent: 20 + (i % 40),
        clientTs: clientTs++,
      });
      return {
        method: 'POST',
        path: '/api/question-attempts',
        headers: {
          ...auth(c),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        body,
      };
    },
    'PUT auto-save': (c, i) => {
      const attempt = attempts[c] as (typeof attempts)[number];
      const q = attempt.questions[i % attempt.questions.length] as { questionId: string };
      // As the exam screen's auto-saver sends it: where the student is and time per question.
      const body = JSON.stringify({
        lastActiveAt: new Date().toISOString(),
        lastActiveQuestionIndex: i % attempt.questions.length,
        timeSpent: { [q.questionId]: 30 + i },
      });
      return {
        method: 'PUT',
        path: `/api/test-attempts/${attempt.id}/auto-save`,
        headers: {
          ...auth(c),
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        body,
      };
    },
  };
  const chosen = new Set(args.paths.split(',').map((p) => p.trim()));
  const keyOf: Record<string, string> = {
    'GET in-progress': 'in-progress',
    'POST answer save': 'save',
    'PUT auto-save': 'auto-save',
  };
  const paths = Object.fromEntries(
    Object.entries(allPaths).filter(([name]) => chosen.has(keyOf[name] ?? name)),
  );

  const gateways = [{ label: '', base: stack.base, pid: undefined as number | undefined }];
  if (args['compare-gateway']) {
    const pid = await startComparedGateway(args['compare-gateway'], stack.processes().get('gateway') ?? 0);
    gateways.push({ label: ' [compared build]', base: `http://127.0.0.1:${PORT + 1}`, pid });
  }
  if (args['bare-hop']) {
    const pid = await startBareHop(stack.processes().get('gateway') ?? 0);
    gateways.push({ label: ' [bare Node proxy]', base: `http://127.0.0.1:${PORT + 2}`, pid });
  }
  for (const gateway of gateways)
    for (const [name, request] of Object.entries(paths)) {
      const warm = await closedLoop({
        base: gateway.base,
        connections: CONNECTIONS,
        total: Number(args.warmup),
        request,
      });
      if (warm.errors > 0) throw new Error(`${name} warm-up failed: ${warm.firstErrors.join('; ')}`);
    }
  say(`warmed up; ${args.rounds} rounds of ${REQUESTS} requests per path over ${CONNECTIONS} connections`);

  for (let round = 1; round <= Number(args.rounds); round++) {
    if (Number(args.idle) > 0) {
      // Shared servers (FerretDB, Kafka) also serve other stacks, and consumers poll: what each
      // process uses with no load here is what a round's figure carries besides its requests.
      const window = openCpuWindow(stack.processes());
      await new Promise((resolve) => setTimeout(resolve, Number(args.idle) * 1000));
      const rest = window.close();
      say(
        `round ${round} at rest, CPU ms/s: ${rest.seconds
          .map(([n, s]) => `${n} ${((s * 1000) / rest.wallSeconds).toFixed(1)}`)
          .join(', ')}; machine ${(rest.machineBusy * 100).toFixed(0)} % busy`,
      );
    }
    for (const [name, request] of Object.entries(paths))
      for (const gateway of gateways) {
        const procs = stack.processes();
        if (gateway.pid) procs.set('gateway', gateway.pid);
        const window = openCpuWindow(procs);
        const r = await closedLoop({
          base: gateway.base,
          connections: CONNECTIONS,
          total: REQUESTS,
          request,
        });
        // The answer's events reach Kafka through the outbox a moment later: count that CPU too.
        if (!name.startsWith('GET')) await new Promise((resolve) => setTimeout(resolve, 1500));
        report(
          `round ${round} ${name}${gateway.label}`,
          r.latenciesMs,
          r.errors,
          r.wallSeconds,
          window.close(),
        );
        for (const e of r.firstErrors) say(`  error: ${e}`);
      }
  }
} finally {
  await stack.close(args.keep);
}

/** The attempt with only the questions a save may reach now: all, or the open timed block's. */
function openQuestionsOnly(attempt: Attempt): Attempt {
  const blocks = attempt.sectionDeadlines ?? [];
  if (blocks.length === 0) return attempt;
  const now = Date.now();
  const open = blocks.find((b) => Date.parse(b.opensAt) <= now && now < Date.parse(b.deadline));
  const sections = new Set(open?.sections ?? []);
  return { ...attempt, questions: attempt.questions.filter((q) => sections.has(q.section ?? '')) };
}

/** The environment a running process was started with. */
function environOf(pid: number): Record<string, string> {
  return Object.fromEntries(
    fs
      .readFileSync(`/proc/${pid}/environ`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Starts another gateway build with the running gateway's environment on the next port; its pid. */
function startComparedGateway(entry: string, runningPid: number): Promise<number> {
  return startChild(
    [path.resolve(entry)],
    path.dirname(path.dirname(path.resolve(entry))),
    {
      ...environOf(runningPid),
      PORT: String(PORT + 1),
      // The stack's gateway holds its metrics port; this one serves none.
      METRICS_PORT: '',
    },
    `http://127.0.0.1:${PORT + 1}/alive`,
  );
}

/** Starts the bare proxy hop in front of the attempts service on the port after that; its pid. */
function startBareHop(runningPid: number): Promise<number> {
  const env = environOf(runningPid);
  return startChild(
    ['--import', 'tsx', path.join(import.meta.dirname, 'support', 'bare-hop.ts')],
    process.cwd(),
    {
      ...env,
      BARE_HOP_PORT: String(PORT + 2),
      UPSTREAM: env.ATTEMPTS_URL ?? '',
    },
    `http://127.0.0.1:${PORT + 2}/api/test-attempts/in-progress`,
    [401],
  );
}

async function startChild(
  argv: string[],
  cwd: string,
  env: Record<string, string>,
  probe: string,
  okStatuses: number[] = [200],
): Promise<number> {
  const child = spawn(process.execPath, argv, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  process.on('exit', () => child.kill());
  for (let i = 0; i < 150; i++) {
    const ok = await fetch(probe).then(
      (r) => okStatuses.includes(r.status),
      () => false,
    );
    if (ok) return child.pid as number;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${argv.join(' ')} did not start (${probe})`);
}

function report(label: string, latencies: number[], errors: number, wallSeconds: number, cpu: CpuWindow) {
  const p = percentiles(latencies);
  const perRequest = new Map(cpu.seconds.map(([n, s]) => [n, (s * 1000) / REQUESTS]));
  const order = [
    ...SHOWN.filter((n) => perRequest.has(n)),
    ...[...perRequest.keys()].filter((n) => !SHOWN.includes(n)),
  ];
  const server = [...perRequest].filter(([n]) => n !== 'bench client').reduce((sum, [, ms]) => sum + ms, 0);
  say(
    `${label}: ${(REQUESTS / wallSeconds).toFixed(0)} req/s, p50 ${p.p50} ms, p99 ${p.p99} ms, errors ${errors}; ` +
      `machine ${(cpu.machineBusy * 100).toFixed(0)} % busy`,
  );
  say(
    `  CPU ms/request: ${order.map((n) => `${n} ${(perRequest.get(n) ?? 0).toFixed(3)}`).join(', ')}; ` +
      `all servers ${server.toFixed(3)}`,
  );
}
process.exit(0);
