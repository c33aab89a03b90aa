import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ensureInfra } from '@ssc/infra';
import { connectMongo } from '@ssc/service-kit';
import { seedAdmin } from '../../scripts/local-admin';
import { localSecrets } from '../../scripts/secrets';
import { seedCatalogIfEmpty } from '../../scripts/seed-catalog';
import { presentServices, REPO_ROOT, removeStackTopics, startStack } from '../../scripts/stack';
import { serverProcesses } from './cpu';

export const say = (line: string) => process.stdout.write(`[bench] ${line}\n`);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Attempt = {
  id: string;
  testId: string;
  questions: { questionId: string; section?: string }[];
  /** The timed blocks' clocks (none: one clock for the whole test). */
  sectionDeadlines?: { sections: string[]; opensAt: string; deadline: string }[];
};

/** One JSON call through the gateway; anything but 2xx throws with the status and body. */
export async function call(base: string, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : null;
}

/** Runs `fn` over items with at most `n` in flight. */
export async function pool<T, R>(
  items: T[],
  n: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
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

export function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round((s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0) * 10) / 10;
  return { n: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

export type BenchStack = {
  base: string;
  /** Database, queue and Redis key prefix (QUEUE_PREFIX) of this stack. */
  dbPrefix: string;
  infra: Awaited<ReturnType<typeof ensureInfra>>;
  /** This stack's Node processes by service (and ` worker`), the servers, and this bench. */
  processes(): Map<string, number>;
  /** Stops the stack and removes its databases and Kafka topics (unless `keep`). */
  close(keep?: boolean): Promise<void>;
};

/**
 * The whole platform as built (`npm run build`) on its own ports, databases (`bench_*`), Kafka
 * topics and queue prefix, on the local infrastructure, with the catalog seeded.
 */
export async function startBenchStack(opts: {
  port: number;
  portBase: number;
  /** Folder for V8 CPU profiles of every process (written when the stack stops). */
  profileDir?: string;
  /**
   * Runs after the catalog is seeded and before any process starts: for data a bench writes
   * straight into this stack's databases (`${dbPrefix}_<service>`), which the services then
   * read at boot as they would a deployment's.
   */
  beforeStart?: (stack: Pick<BenchStack, 'dbPrefix' | 'infra'>) => Promise<void>;
  /** Settings for every process of the stack (a bench's `--env KEY=VALUE`). */
  env?: Record<string, string>;
}): Promise<BenchStack> {
  const infra = await ensureInfra({ log: say });
  const dbPrefix = `bench_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const topicPrefix = `${dbPrefix}.`;
  await seedCatalogIfEmpty(infra.mongoUrl, `${dbPrefix}_catalog`);
  try {
    await opts.beforeStart?.({ dbPrefix, infra });
  } catch (err) {
    await dropDatabases(infra.mongoUrl, dbPrefix);
    throw err;
  }
  const stack = await startStack({
    infra,
    secrets: localSecrets(path.join(REPO_ROOT, '.local')),
    port: opts.port,
    portBase: opts.portBase,
    dbPrefix,
    topicPrefix,
    logLevel: 'warn',
    ...(opts.profileDir
      ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(opts.profileDir)}`] }
      : {}),
    extraEnv: { SIGNUPS_PER_ADDRESS: '1000000', RATE_LIMIT_PREFIX: `rl:${dbPrefix}`, ...opts.env },
    output: (line) => {
      if (/"level":(40|50|60)|WARN|ERROR|FATAL/.test(line)) process.stderr.write(`${line}\n`);
    },
  });
  return {
    base: `http://127.0.0.1:${opts.port}`,
    dbPrefix,
    infra,
    // The PIDs this stack started and the servers it connects to, never processes found by
    // name or folder: a dev stack or another bench runs the same `dist/main.js` from the same
    // checkout, and its processes must not stand in for this stack's.
    processes: () => {
      const found = serverProcesses(infra);
      for (const [name, pid] of stack.processes()) found.set(name, pid);
      found.set('bench client', process.pid);
      return found;
    },
    async close(keep = false) {
      await stack.stop();
      if (keep) return;
      await removeStackTopics(infra.kafkaBrokers, topicPrefix);
      await dropDatabases(infra.mongoUrl, dbPrefix);
    },
  };
}

async function dropDatabases(mongoUrl: string, dbPrefix: string): Promise<void> {
  for (const svc of presentServices()) {
    const connection = await connectMongo(mongoUrl, `${dbPrefix}_${svc.name}`);
    await connection.dropDatabase();
    await connection.close();
  }
}

/**
 * Nobody can become admin through the API: creates one in this stack's auth database (as
 * `./dev start` and the e2e setup do), then signs it in through the gateway; its access token.
 */
export async function signInAdmin(stack: {
  base: string;
  dbPrefix: string;
  infra: { mongoUrl: string };
}): Promise<string> {
  const credentials = {
    email: `admin-${stack.dbPrefix}@bench.test`,
    password: randomBytes(12).toString('base64url'),
  };
  await seedAdmin(stack.infra.mongoUrl, `${stack.dbPrefix}_auth`, credentials);
  const body = await call(stack.base, 'POST', '/api/auth/signin', null, credentials);
  return body.session.access_token as string;
}

/** Signs `n` aspirants up through the gateway; their access tokens. */
export async function signUpAspirants(base: string, n: number): Promise<string[]> {
  const t0 = Date.now();
  const tokens = await pool(Array.from({ length: n }), 8, async (_, i) => {
    const email = `asp${i}-${randomBytes(3).toString('hex')}@bench.test`;
    const body = await call(base, 'POST', '/api/auth/signup', null, {
      email,
      password: 'bench-password-1',
      displayName: `Aspirant ${i}`,
    });
    return body.session.access_token as string;
  });
  say(`${n} aspirants signed up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return tokens;
}

/** Starts one full-length attempt per token (the seeded full-length tests in turn). */
export async function startFullLengthAttempts(base: string, tokens: string[]): Promise<Attempt[]> {
  const tests = (await call(base, 'GET', '/api/tests', tokens[0] as string)) as {
    id: string;
    testType: string;
    sectionTimings?: unknown[];
  }[];
  // Not a test in timed blocks: the benches answer every section's questions from the start.
  const fullLength = tests.filter((t) => t.testType === 'FULL_LENGTH' && !t.sectionTimings?.length);
  return pool(tokens, 16, async (token, i) => {
    const test = fullLength[i % fullLength.length] as { id: string };
    return (await call(base, 'POST', '/api/test-attempts', token, { testId: test.id })) as Attempt;
  });
}
