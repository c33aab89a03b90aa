import net from 'node:net';
import path from 'node:path';
import {
  cacheDir,
  type HaproxyServerState,
  haproxyServerStates,
  type KafkaCluster,
  mailpitSmtpUrl,
  mongoUrl,
  type Supervised,
  startKafkaCluster,
  stopLeftovers,
  supervise,
  superviseFerretdb,
  superviseHaproxy,
  supervisePrometheus,
  superviseRedis,
} from '@ssc/infra';
import { formatLogLine } from './log-format';
import {
  type AppProcess,
  balancerPools,
  PROXY_SOURCE,
  type ScaleTopology,
  SERVICE_NAMES,
  type ServiceName,
  scaleTopology,
  scrapeTargets,
  topologyPorts,
} from './scale-topology';
import type { LocalSecrets } from './secrets';
import { REPO_ROOT } from './stack';

export type ScaledStackOptions = {
  secrets: LocalSecrets;
  /** Every port but the public one is this plus an offset (scale-topology.ts); 29000 unless told. */
  portBase?: number;
  /** HAProxy's public port: 8080 unless told. */
  publicPort?: number;
  /** Configurations, data and logs of the stack's own servers: `<infra cache>/scale` unless told. */
  dir?: string;
  dbPrefix?: string;
  topicPrefix?: string;
  /** Built `dist/` entries (what `./dev start` runs), or the TypeScript sources through tsx (tests). */
  from?: 'dist' | 'source';
  /** Which services run (all four unless told); Kafka runs only when one of them needs it. */
  services?: readonly ServiceName[];
  workers?: boolean;
  prometheus?: boolean;
  logLevel?: string;
  /** Where the services' and gateways' output goes, a line at a time. */
  output: (line: string) => void;
  /** Progress of the start. */
  log?: (line: string) => void;
  /** Runs once the stores answer, before any service starts (admin and catalog seeds). */
  beforeApps?: (stores: StackStores) => Promise<void>;
  /** For every service, worker and gateway. */
  extraEnv?: Record<string, string>;
  /** For the gateways only (after extraEnv). */
  gatewayEnv?: Record<string, string>;
};

export type StackStores = { mongoUrl: string; redisUrl: string; kafkaBrokers: string[] };

export type ScaledStack = {
  /** The public URL (HAProxy). */
  url: string;
  topology: ScaleTopology;
  stores: StackStores;
  kafka: KafkaCluster | undefined;
  /**
   * A process by name: `gateway-a`, `attempts-b`, `results-worker-a`, `broker-1`…`broker-3`,
   * `redis`, `ferretdb`, `haproxy`, `prometheus`. `kill()` is a `kill -9`; `start()` brings it
   * back on the same ports and waits until it is ready.
   */
  process(name: string): Supervised;
  processes(): Map<string, Supervised>;
  /** Every balanced server as HAProxy's health checks see it now. */
  balancerStates(): Promise<HaproxyServerState[]>;
  /** Stops everything, gateways first and stores last. */
  stop(): Promise<void>;
};

const KAFKA_SERVICES: readonly ServiceName[] = ['catalog', 'attempts', 'results'];
const CHECK_INTERVAL_MS = 1_000;

function portFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** Rejects naming every port of the topology that something already listens on (or holds). */
export async function assertPortsFree(t: ScaleTopology): Promise<void> {
  const busy = (
    await Promise.all(topologyPorts(t).map(async (port) => ((await portFree(t.host, port)) ? [] : [port])))
  ).flat();
  if (busy.length > 0)
    throw new Error(`ports already in use: ${busy.join(', ')} (another stack? choose another port base)`);
}

async function healthy(url: string): Promise<void> {
  const res = await fetch(url, { signal: AbortSignal.timeout(3_000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
}

/**
 * The scaled-out topology on one machine (README, "Scaled-out topology"): a 3-node Kafka
 * cluster, its own FerretDB and Redis, two instances of every service and worker, two gateways
 * behind HAProxy (which also balances every service pool), and Prometheus. Every process is a
 * child of this one, by name, so a fault suite can kill and restart any of them.
 */
export async function startScaledStack(opts: ScaledStackOptions): Promise<ScaledStack> {
  const log = opts.log ?? (() => undefined);
  const services = opts.services ?? SERVICE_NAMES;
  const t = scaleTopology({
    portBase: opts.portBase ?? 29_000,
    publicPort: opts.publicPort ?? 8080,
    services,
    workers: opts.workers,
  });
  const dir = opts.dir ?? path.join(cacheDir(), 'scale');
  const dbPrefix = opts.dbPrefix ?? 'ssc';
  const from = opts.from ?? 'dist';
  const named = new Map<string, Supervised>();
  let kafka: KafkaCluster | undefined;

  const stopAll = async () => {
    const stop = (names: (n: string) => boolean) =>
      Promise.all([...named].filter(([n]) => names(n)).map(([, p]) => p.stop(10_000)));
    await stop((n) => n === 'prometheus' || n.startsWith('gateway-'));
    await stop((n) => t.apps.some((a) => a.name === n));
    await stop((n) => n === 'haproxy');
    await kafka?.stop();
    await stop((n) => n === 'ferretdb' || n === 'redis');
  };

  await stopLeftovers(dir);
  await assertPortsFree(t);

  const stores: StackStores = {
    mongoUrl: mongoUrl(t.mongoPort),
    redisUrl: `redis://${t.host}:${t.redisPort}`,
    kafkaBrokers: services.some((s) => KAFKA_SERVICES.includes(s))
      ? t.kafka.ports.map((p) => `${t.host}:${p}`)
      : [],
  };
  const upstreams = Object.fromEntries(
    SERVICE_NAMES.map((s) => [`${s.toUpperCase()}_URL`, `http://${t.host}:${t.pools[s]}`]),
  );
  const common: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: opts.logLevel ?? 'info',
    MONGO_URL: stores.mongoUrl,
    REDIS_URL: stores.redisUrl,
    // Production settings refuse to start auth without a mail server: the machine's mail catcher
    // (infra's Mailpit), where a mail that cannot be delivered is retried by auth's queue.
    SMTP_URL: mailpitSmtpUrl(),
    KAFKA_BROKERS: stores.kafkaBrokers.join(','),
    KAFKA_TOPIC_PREFIX: opts.topicPrefix ?? '',
    QUEUE_PREFIX: dbPrefix,
    INTERNAL_SECRET: opts.secrets.internalSecret,
    METRICS_HOST: t.host,
    ...upstreams,
    ...opts.extraEnv,
  };

  const app = (a: AppProcess): Supervised => {
    const worker = a.kind === 'worker';
    const entry =
      from === 'source' ? `src/${worker ? 'worker' : 'main'}.ts` : `dist/${worker ? 'worker' : 'main'}.js`;
    const env: Record<string, string> =
      a.kind === 'gateway'
        ? {
            ...common,
            HOST: t.host,
            PORT: String(a.port),
            METRICS_PORT: String(a.metricsPort),
            JWT_PUBLIC_KEY: opts.secrets.jwtPublicKey,
            WEB_ROOT: REPO_ROOT,
            TRUSTED_PROXIES: PROXY_SOURCE,
            ...opts.gatewayEnv,
          }
        : {
            ...common,
            MONGO_DB: `${dbPrefix}_${a.workspace}`,
            JWT_PRIVATE_KEY: opts.secrets.jwtPrivateKey,
            ...(a.port ? { PORT: String(a.port) } : {}),
            ...(a.metricsPort ? { METRICS_PORT: String(a.metricsPort) } : {}),
          };
    // A worker is ready once it says so (at LOG_LEVEL info) or its METRICS_PORT answers.
    let started = false;
    const marker = `ssc-scale:${a.name}`;
    return supervise({
      name: a.name,
      command: process.execPath,
      args: [`--title=${marker}`, ...(from === 'source' ? ['--import', 'tsx'] : []), entry],
      cwd: path.join(REPO_ROOT, a.workspace === 'gateway' ? 'gateway' : path.join('services', a.workspace)),
      env: { ...process.env, ...env },
      beforeStart: () => {
        started = false;
      },
      onLine: (line) => {
        if (worker && /worker started/.test(line)) started = true;
        opts.output(formatLogLine(a.name, line));
      },
      ready: worker
        ? async () => {
            if (!started) await healthy(`http://${t.host}:${a.metricsPort}/metrics`);
          }
        : () => healthy(`http://${t.host}:${a.port}/health`),
      readyTimeoutMs: 180_000,
      pidFile: path.join(dir, 'run', `${a.name}.pid`),
      marker,
    });
  };
  const startNamed = async (processes: Supervised[]) => {
    for (const p of processes) named.set(p.name, p);
    await Promise.all(processes.map((p) => p.start()));
  };

  const t0 = Date.now();
  const since = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  try {
    const haproxy = await superviseHaproxy(
      {
        host: t.host,
        pools: balancerPools(t),
        statsPort: t.haproxyStatsPort,
        proxySource: PROXY_SOURCE,
        checkIntervalMs: CHECK_INTERVAL_MS,
      },
      { dir: path.join(dir, 'haproxy'), log },
    );
    await Promise.all([
      (async () => {
        await startNamed([
          await superviseRedis({ port: t.redisPort, dir: path.join(dir, 'redis'), log }),
          await superviseFerretdb({ port: t.mongoPort, dir: path.join(dir, 'ferretdb'), log }),
          haproxy,
        ]);
        log(`redis, ferretdb and haproxy ready (${since()})`);
      })(),
      (async () => {
        if (stores.kafkaBrokers.length === 0) return;
        kafka = await startKafkaCluster({ ...t.kafka, dir: path.join(dir, 'kafka'), log });
        for (const [i] of t.kafka.ports.entries()) named.set(`broker-${i + 1}`, kafka.node(i + 1));
        log(`kafka cluster ready (${since()})`);
      })(),
    ]);
    await opts.beforeApps?.(stores);
    await startNamed(t.apps.filter((a) => a.kind === 'service').map(app));
    log(`services ready (${since()})`);
    await startNamed(t.apps.filter((a) => a.kind === 'worker').map(app));
    await startNamed(t.apps.filter((a) => a.kind === 'gateway').map(app));
    log(`workers and gateways ready (${since()})`);
    await waitUntilBalanced(t.haproxyStatsPort);
    if (opts.prometheus !== false) {
      await startNamed([
        await supervisePrometheus(
          { host: t.host, scrapeIntervalSeconds: 5, targets: scrapeTargets(t) },
          { dir: path.join(dir, 'prometheus'), port: t.prometheusPort, log },
        ),
      ]);
      log(`prometheus ready (${since()})`);
    }
  } catch (err) {
    await stopAll();
    throw err;
  }

  return {
    url: `http://localhost:${t.publicPort}`,
    topology: t,
    stores,
    kafka,
    process(name) {
      const found = named.get(name);
      if (!found) throw new Error(`no process '${name}' (known: ${[...named.keys()].join(', ')})`);
      return found;
    },
    processes: () => new Map(named),
    balancerStates: () => haproxyServerStates(t.haproxyStatsPort),
    stop: stopAll,
  };
}

/** Until HAProxy's checks have seen every balanced server answer (each pool serves all of them). */
async function waitUntilBalanced(statsPort: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let states: HaproxyServerState[] = [];
  while (Date.now() < deadline) {
    states = await haproxyServerStates(statsPort).catch(() => []);
    if (states.length > 0 && states.every((s) => s.status === 'UP')) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  const down = states.filter((s) => s.status !== 'UP').map((s) => `${s.pool}/${s.server} ${s.status}`);
  throw new Error(`haproxy does not see every server up: ${down.join(', ') || 'no stats'}`);
}
