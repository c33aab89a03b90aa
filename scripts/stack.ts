import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { createKafkaAdmin } from '@ssc/kafka';
import { formatLogLine } from './log-format';
import type { LocalSecrets } from './secrets';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');

type Infra = { mongoUrl: string; kafkaBrokers: string[]; redisUrl: string; smtpUrl: string };

export type StackOptions = {
  infra: Infra;
  secrets: LocalSecrets;
  /** Gateway port; services listen on portBase+1..4. */
  port: number;
  portBase: number;
  /** Database name prefix, so e2e runs never touch the data of a running dev stack. */
  dbPrefix: string;
  /** Kafka topic prefix (KAFKA_TOPIC_PREFIX), so this stack never reads another's events. */
  topicPrefix?: string;
  logLevel?: string;
  /** Where process output goes (a terminal, a file, or nowhere). */
  output: (line: string) => void;
  extraEnv?: Record<string, string>;
  /** Node flags for every process (benchmarks pass `--cpu-prof` and its folder). */
  nodeArgs?: string[];
};

export type RunningStack = {
  url: string;
  stop: () => Promise<void>;
  /** The processes this stack started, by name (`gateway`, `attempts`, `attempts-worker`…). */
  processes: () => Map<string, number>;
};

/**
 * Each service's HTTP entry (health-checked) and its queue workers, if any. The services serve
 * `/metrics` on their own port; the gateway and each worker on METRICS_PORT = portBase +
 * `metricsOffset` (gateway +90).
 */
const SERVICES = [
  { name: 'auth', offset: 1, workers: [], metricsOffset: undefined },
  { name: 'catalog', offset: 2, workers: ['dist/worker.js'], metricsOffset: 91 },
  { name: 'attempts', offset: 3, workers: ['dist/worker.js'], metricsOffset: 93 },
  { name: 'results', offset: 4, workers: ['dist/worker.js'], metricsOffset: 94 },
] as const;
const GATEWAY_METRICS_OFFSET = 90;

/** Services that exist in this checkout (one without `src/main.ts` is skipped). */
export function presentServices() {
  return SERVICES.filter((s) => fs.existsSync(path.join(REPO_ROOT, 'services', s.name, 'src', 'main.ts')));
}

/** Starts every built service and the gateway as child processes and waits until healthy. */
export async function startStack(opts: StackOptions): Promise<RunningStack> {
  const children: ChildProcess[] = [];
  const named = new Map<string, ChildProcess>();
  const stop = async () => {
    await Promise.all(children.map((child) => terminate(child)));
  };
  const common = {
    NODE_ENV: 'production',
    LOG_LEVEL: opts.logLevel ?? 'info',
    MONGO_URL: opts.infra.mongoUrl,
    KAFKA_BROKERS: opts.infra.kafkaBrokers.join(','),
    REDIS_URL: opts.infra.redisUrl,
    INTERNAL_SECRET: opts.secrets.internalSecret,
    KAFKA_TOPIC_PREFIX: opts.topicPrefix ?? '',
    ...opts.extraEnv,
  };
  try {
    const upstreams = Object.fromEntries(
      SERVICES.map((s) => [`${s.name.toUpperCase()}_URL`, `http://127.0.0.1:${opts.portBase + s.offset}`]),
    );
    await Promise.all(
      presentServices().map(async (svc) => {
        const port = opts.portBase + svc.offset;
        const cwd = path.join(REPO_ROOT, 'services', svc.name);
        const env = {
          ...common,
          ...upstreams,
          PORT: String(port),
          MONGO_DB: `${opts.dbPrefix}_${svc.name}`,
          QUEUE_PREFIX: opts.dbPrefix,
          JWT_PRIVATE_KEY: opts.secrets.jwtPrivateKey,
          // Auth's mail goes to the local catcher (Mailpit), its links to this stack's gateway.
          SMTP_URL: opts.infra.smtpUrl,
          PUBLIC_URL: `http://localhost:${opts.port}`,
        };
        const child = launch(svc.name, cwd, 'dist/main.js', opts.output, env, opts.nodeArgs);
        children.push(child);
        named.set(svc.name, child);
        await waitHealthy(svc.name, `http://127.0.0.1:${port}/health`, child);
        for (const entry of svc.workers) {
          const workerEnv =
            svc.metricsOffset === undefined
              ? env
              : { ...env, METRICS_PORT: String(opts.portBase + svc.metricsOffset) };
          const worker = launch(`${svc.name}-worker`, cwd, entry, opts.output, workerEnv, opts.nodeArgs);
          children.push(worker);
          named.set(`${svc.name}-worker`, worker);
        }
      }),
    );
    const gateway = launch(
      'gateway',
      path.join(REPO_ROOT, 'gateway'),
      'dist/main.js',
      opts.output,
      {
        ...common,
        ...upstreams,
        PORT: String(opts.port),
        METRICS_PORT: String(opts.portBase + GATEWAY_METRICS_OFFSET),
        JWT_PUBLIC_KEY: opts.secrets.jwtPublicKey,
        WEB_ROOT: REPO_ROOT,
      },
      opts.nodeArgs,
    );
    children.push(gateway);
    named.set('gateway', gateway);
    await waitHealthy('gateway', `http://127.0.0.1:${opts.port}/health`, gateway);
    const processes = () =>
      new Map(
        [...named].flatMap(([name, child]) =>
          child.pid !== undefined && child.exitCode === null ? [[name, child.pid] as const] : [],
        ),
      );
    return { url: `http://localhost:${opts.port}`, stop, processes };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Deletes a finished stack's topics and consumer groups (everything named with its prefix). */
export async function removeStackTopics(brokers: string[], prefix: string): Promise<void> {
  if (!prefix) throw new Error('removeStackTopics needs a prefix: it would delete every topic');
  const admin = createKafkaAdmin({ clientId: `${prefix}stack-cleanup`, brokers });
  try {
    const groups = (await admin.listGroups()).filter((g) => g.startsWith(prefix));
    if (groups.length > 0) await admin.deleteGroups(groups).catch(() => undefined);
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(prefix));
    if (topics.length > 0) await admin.deleteTopics(topics);
  } finally {
    await admin.close();
  }
}

function launch(
  name: string,
  cwd: string,
  entry: string,
  output: (line: string) => void,
  env: Record<string, string>,
  nodeArgs: string[] = [],
) {
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => output(formatLogLine(name, line)));
  }
  return child;
}

async function waitHealthy(
  name: string,
  url: string,
  child: ChildProcess,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${name} did not become healthy at ${url} within ${timeoutMs / 1000} s`);
}

function terminate(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
