import { documentStore } from './document-store';
import { ferretdbServer, mongoUrl } from './ferretdb';
import { kafkaBrokers, kafkaServer } from './kafka';
import { withLock } from './lock';
import { mailpitHttpUrl, mailpitServer, mailpitSmtpUrl } from './mailpit';
import { HOST } from './paths';
import { postgresServer, postgresUrl } from './postgres';
import { stopPid } from './proc';
import { redisServer, redisUrl } from './redis';
import { type EnsureResult, ensureServer, type Log, type ServerDef } from './server';
import { ownedPid, removePid } from './state';
import { withTimeout } from './wait';

export { type DocumentStore, documentStore } from './document-store';
export { mongoUrl, superviseFerretdb } from './ferretdb';
export { haproxyServerStates, superviseHaproxy } from './haproxy';
export type { HaproxyPool, HaproxyServerState } from './haproxy-config';
export { KEDA_VERSION, KUBERNETES_VERSION } from './k8s-schemas';
export { type KafkaCluster, type PartitionLeader, startKafkaCluster } from './kafka-cluster';
export { type KubeconformResult, renderKustomization, runKubeconform } from './kubeconform';
export { mailpitHttpUrl, mailpitSmtpUrl } from './mailpit';
export { cacheDir } from './paths';
export { prometheusRuleFiles, supervisePrometheus } from './prometheus';
export type { ScrapeTarget } from './prometheus-config';
export { superviseRedis } from './redis';
export { type ScratchKafka, startScratchKafka } from './scratch-kafka';
export type { Log } from './server';
export { type Supervised, stopLeftovers, supervise } from './supervised';

export const SERVER_NAMES = ['redis', 'ferretdb', 'kafka', 'postgres', 'mailpit'] as const;
export type ServerName = (typeof SERVER_NAMES)[number];

/** The servers this configuration runs: PostgreSQL only under FerretDB's postgresql backend. */
export const activeServers = (): ServerName[] =>
  documentStore() === 'postgresql'
    ? ['postgres', 'redis', 'ferretdb', 'kafka', 'mailpit']
    : ['redis', 'ferretdb', 'kafka', 'mailpit'];

export interface InfraEndpoints {
  mongoUrl: string;
  kafkaBrokers: string[];
  redisUrl: string;
  /** Mailpit: where services send mail (SMTP_URL) and where tests read it back (HTTP API). */
  smtpUrl: string;
  mailpitUrl: string;
  /** FerretDB's PostgreSQL (SSC_DOCUMENT_STORE=postgresql): benches count its CPU. */
  postgresUrl?: string;
}

export interface EnsureInfraResult extends InfraEndpoints {
  started: string[];
  reused: string[];
}

export interface ServerStatus {
  name: ServerName;
  address: string;
  /** Answers its protocol-level ping. */
  up: boolean;
  detail: string;
  /** Pid from `<cache>/run/<name>.pid` if we started it and it is alive. */
  pid?: number;
}

const defaultLog: Log = (line) => process.stderr.write(`[infra] ${line}\n`);

function definitions(): Record<ServerName, ServerDef> {
  return {
    redis: redisServer(),
    ferretdb: ferretdbServer(),
    kafka: kafkaServer(),
    postgres: postgresServer(),
    mailpit: mailpitServer(),
  };
}

function selected(names?: string[]): ServerName[] {
  if (!names || names.length === 0) return activeServers();
  const aliases: Record<string, ServerName> = {
    mongo: 'ferretdb',
    mongodb: 'ferretdb',
    pg: 'postgres',
    postgresql: 'postgres',
    mail: 'mailpit',
    smtp: 'mailpit',
  };
  return names.map((n) => {
    const name = aliases[n] ?? n;
    if (!(SERVER_NAMES as readonly string[]).includes(name)) {
      throw new Error(`unknown server '${n}' (known: ${SERVER_NAMES.join(', ')})`);
    }
    return name as ServerName;
  });
}

export function endpoints(): InfraEndpoints {
  return {
    mongoUrl: mongoUrl(),
    kafkaBrokers: kafkaBrokers(),
    redisUrl: redisUrl(),
    smtpUrl: mailpitSmtpUrl(),
    mailpitUrl: mailpitHttpUrl(),
    ...(documentStore() === 'postgresql' ? { postgresUrl: postgresUrl() } : {}),
  };
}

/** FerretDB on PostgreSQL needs PostgreSQL answering before it starts. */
function withDependencies(names: ServerName[]): ServerName[] {
  if (documentStore() === 'postgresql' && names.includes('ferretdb') && !names.includes('postgres'))
    return ['postgres', ...names];
  return names;
}

/**
 * Make sure Redis, FerretDB, Kafka and Mailpit answer on their ports: servers already answering are
 * reused, others are provisioned (cached under `<repo>/.local/infra` or $SSC_INFRA_DIR) and
 * started detached, in parallel. Rejects with the servers' log tails if any fails.
 */
export async function ensureInfra(opts: { log?: Log; names?: string[] } = {}): Promise<EnsureInfraResult> {
  const log = opts.log ?? defaultLog;
  const all = definitions();
  const names = withDependencies(selected(opts.names));
  const first = names.includes('postgres') ? [all.postgres] : [];
  const rest = names.filter((n) => n !== 'postgres').map((name) => all[name]);
  const results = await withLock(
    'up',
    async () => [
      ...(await Promise.allSettled(first.map((d) => ensureServer(d, log)))),
      ...(await Promise.allSettled(rest.map((d) => ensureServer(d, log)))),
    ],
    { onWait: () => log('another `up` is in progress, waiting for it…') },
  );
  const ok = results
    .filter((r): r is PromiseFulfilledResult<EnsureResult> => r.status === 'fulfilled')
    .map((r) => r.value);
  const errors = results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => (r.reason instanceof Error ? r.reason.message : String(r.reason)));
  if (errors.length) throw new Error(`infra failed to start:\n${errors.join('\n\n')}`);
  return {
    ...endpoints(),
    started: ok.filter((r) => r.outcome === 'started').map((r) => r.name),
    reused: ok.filter((r) => r.outcome === 'reused').map((r) => r.name),
  };
}

/** Stop servers we started (pid files under `<cache>/run`); others are left alone. */
export async function stopInfra(names?: string[], opts: { log?: Log } = {}): Promise<void> {
  const log = opts.log ?? defaultLog;
  const defs = definitions();
  await Promise.all(
    selected(names).map(async (name) => {
      const pid = ownedPid(name, defs[name].marker)?.pid;
      if (pid === undefined) {
        log(`${name}: not running (no live pid file)`);
        return;
      }
      const t0 = Date.now();
      const how = await stopPid(pid, 15_000, defs[name].stopSignal);
      removePid(name);
      const took = ((Date.now() - t0) / 1000).toFixed(1);
      log(`${name}: stopped pid ${pid}${how === 'kill' ? ' (SIGKILL after 15 s)' : ''} (${took} s)`);
    }),
  );
}

/** Probe each server (protocol-level) and report pid ownership. */
export async function infraStatus(): Promise<ServerStatus[]> {
  const defs = definitions();
  return Promise.all(
    activeServers().map(async (name): Promise<ServerStatus> => {
      const def = defs[name];
      const pid = ownedPid(name, def.marker)?.pid;
      const base = { name, address: `${HOST}:${def.port}`, ...(pid ? { pid } : {}) };
      try {
        const detail = await withTimeout(def.probe(), def.probeTimeoutMs ?? 5_000, `${name} ping`);
        return { ...base, up: true, detail };
      } catch (err) {
        return { ...base, up: false, detail: (err as Error).message };
      }
    }),
  );
}
