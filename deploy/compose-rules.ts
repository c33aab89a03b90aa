import { parse } from 'yaml';
import { storeWorkaroundProblems } from './store-workaround-rules';
import { at, type Dict, dict, inCidr, list, text } from './yaml-shape';

/**
 * The project's own rules for docker-compose.yml, beyond what the Compose Specification's
 * schema can say: health checks everywhere, one published port (the balancer's), the gateway
 * trusting X-Forwarded-For from the balancer alone, a three-broker Kafka in the `scale`
 * profile and MongoDB as the replica set rs0.
 */

/** Services the platform cannot run without (a rename or a deletion is a finding). */
export const REQUIRED_SERVICES = [
  'mongo',
  'kafka',
  'redis',
  'auth',
  'catalog',
  'catalog-worker',
  'attempts',
  'attempts-worker',
  'results',
  'results-worker',
  'gateway',
  'lb',
] as const;

/** The balancer's service name; the only one allowed to publish a port. */
export const BALANCER = 'lb';

const WORKER_ENTRY = 'dist/worker.js';
const SCALE_PROFILE = 'scale';

/** Parses a compose file as Compose does: YAML 1.1 merge keys (`<<`) resolved. */
export const parseCompose = (source: string): unknown => parse(source, { merge: true });

/** A service's environment as a mapping (Compose takes a mapping or a list of `K=V`). */
export function environmentOf(service: unknown): Record<string, string> {
  const env = at(service, 'environment');
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env
        .map((entry) => String(entry).split(/=(.*)/s))
        .map(([key = '', value = '']) => [key, value] as const),
    );
  }
  return Object.fromEntries(Object.entries(dict(env)).map(([key, value]) => [key, text(value) ?? '']));
}

/** The health check's command as one string, or undefined when there is none or it is disabled. */
export function healthcheckCommand(service: unknown): string | undefined {
  const check = dict(at(service, 'healthcheck'));
  if (check.disable === true) return undefined;
  const test = check.test;
  const parts = Array.isArray(test) ? test.map(String) : typeof test === 'string' ? [test] : [];
  if (parts.length === 0 || parts[0] === 'NONE') return undefined;
  return parts.filter((p) => p !== 'CMD' && p !== 'CMD-SHELL').join(' ');
}

const isWorker = (service: unknown): boolean =>
  list(at(service, 'command')).some((arg) => String(arg).includes(WORKER_ENTRY)) ||
  String(at(service, 'command') ?? '').includes(WORKER_ENTRY);

/** Every rule broken by a parsed compose file; empty when it keeps them all. */
export function composeProblems(compose: unknown, opts: { haproxyConfig?: string } = {}): string[] {
  const services = dict(at(compose, 'services'));
  const problems: string[] = [];
  for (const name of REQUIRED_SERVICES) if (!(name in services)) problems.push(`service ${name} is missing`);

  for (const [name, service] of Object.entries(services)) {
    problems.push(...healthProblems(name, service));
    problems.push(...storeWorkaroundProblems(`service ${name}`, environmentOf(service)));
    if (name !== BALANCER && at(service, 'ports') !== undefined)
      problems.push(`service ${name} publishes ports: only ${BALANCER} (the balancer) may`);
  }
  problems.push(...balancerProblems(compose, services, opts.haproxyConfig));
  problems.push(...kafkaProblems(services));
  problems.push(...mongoProblems(services));
  return problems;
}

function healthProblems(name: string, service: unknown): string[] {
  const command = healthcheckCommand(service);
  if (command === undefined) return [`service ${name} has no health check`];
  const env = environmentOf(service);
  if (isWorker(service)) {
    const port = env.METRICS_PORT;
    if (!port || !/^\d+$/.test(port)) return [`worker ${name} sets no numeric METRICS_PORT`];
    const problems: string[] = [];
    if (env.METRICS_HOST !== '0.0.0.0') problems.push(`worker ${name} must set METRICS_HOST=0.0.0.0`);
    if (!command.includes(`:${port}/metrics`))
      problems.push(`worker ${name}'s health check does not ask :${port}/metrics`);
    return problems;
  }
  if (at(service, 'build') !== undefined) {
    const port = env.PORT;
    if (!port) return [`service ${name} sets no PORT`];
    if (!command.includes(`:${port}/ready`))
      return [`service ${name}'s health check does not ask :${port}/ready`];
  }
  return [];
}

function balancerProblems(compose: unknown, services: Dict, haproxyConfig?: string): string[] {
  const lb = services[BALANCER];
  if (lb === undefined) return [];
  const problems: string[] = [];
  if (!String(at(lb, 'image') ?? '').startsWith('haproxy:'))
    problems.push(`${BALANCER} must run the official haproxy image`);
  if (list(at(lb, 'ports')).length === 0) problems.push(`${BALANCER} publishes no port`);

  const networks = Object.entries(dict(at(lb, 'networks')));
  const addresses = networks
    .map(([network, settings]) => [network, text(at(settings, 'ipv4_address'))] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
  const [network, address] = addresses[0] ?? [];
  if (!network || !address) return [...problems, `${BALANCER} has no fixed ipv4_address`];

  const pools = list(at(compose, 'networks', network, 'ipam', 'config')).map(dict);
  const subnet = pools.map((pool) => text(pool.subnet)).find((s) => s !== undefined);
  if (!subnet) problems.push(`network ${network} has no fixed subnet`);
  else if (!inCidr(address, subnet)) problems.push(`${BALANCER}'s address ${address} is outside ${subnet}`);
  for (const range of pools.map((pool) => text(pool.ip_range)).filter((r) => r !== undefined))
    if (inCidr(address, range))
      problems.push(
        `${BALANCER}'s address ${address} is inside ip_range ${range}: another container may get it`,
      );

  const trusted = environmentOf(services.gateway).TRUSTED_PROXIES;
  if (trusted !== address)
    problems.push(`gateway TRUSTED_PROXIES is ${JSON.stringify(trusted)}, not the balancer's ${address}`);

  if (haproxyConfig !== undefined) {
    const gatewayPort = environmentOf(services.gateway).PORT;
    if (!/^\s*option forwardfor\b/m.test(haproxyConfig))
      problems.push('haproxy.cfg does not set X-Forwarded-For (option forwardfor)');
    if (!new RegExp(`^\\s*server(-template)?\\s.*\\bgateway:${gatewayPort}\\b`, 'm').test(haproxyConfig))
      problems.push(`haproxy.cfg has no server gateway:${gatewayPort}`);
  }
  return problems;
}

const profilesOf = (service: unknown): string[] => list(at(service, 'profiles')).map(String);
const isKafka = (service: unknown): boolean => String(at(service, 'image') ?? '').startsWith('apache/kafka:');

function kafkaProblems(services: Dict): string[] {
  const problems: string[] = [];
  const kafkas = Object.entries(services).filter(([, s]) => isKafka(s));
  if (!kafkas.some(([, s]) => profilesOf(s).length === 0)) problems.push('no Kafka broker runs by default');
  const brokers = kafkas.filter(([, s]) => profilesOf(s).includes(SCALE_PROFILE));
  if (brokers.length !== 3) return [...problems, `profile scale has ${brokers.length} Kafka brokers, not 3`];

  const expected: Record<string, string> = {
    KAFKA_DEFAULT_REPLICATION_FACTOR: '3',
    KAFKA_MIN_INSYNC_REPLICAS: '2',
    KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '3',
    KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '3',
    KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '2',
  };
  const envs = brokers.map(([name, s]) => [name, environmentOf(s)] as const);
  const voters = new Set(envs.map(([, env]) => env.KAFKA_CONTROLLER_QUORUM_VOTERS));
  const clusters = new Set(envs.map(([, env]) => env.CLUSTER_ID));
  if (voters.size !== 1) problems.push('the scale brokers disagree on KAFKA_CONTROLLER_QUORUM_VOTERS');
  if (clusters.size !== 1 || [...clusters][0] === undefined)
    problems.push('the scale brokers must share one CLUSTER_ID');
  const quorum = [...voters][0] ?? '';
  for (const [name, env] of envs) {
    for (const [key, value] of Object.entries(expected))
      if (env[key] !== value) problems.push(`${name}: ${key} is ${env[key] ?? 'unset'}, not ${value}`);
    if (!quorum.split(',').includes(`${env.KAFKA_NODE_ID}@${name}:9093`))
      problems.push(`${name}: node ${env.KAFKA_NODE_ID} at ${name}:9093 is not a quorum voter`);
    if (!String(env.KAFKA_ADVERTISED_LISTENERS).includes(`//${name}:`))
      problems.push(`${name}: KAFKA_ADVERTISED_LISTENERS does not name ${name}`);
  }
  if (quorum.split(',').length !== 3) problems.push('the scale quorum must have 3 voters');
  return problems;
}

function mongoProblems(services: Dict): string[] {
  const problems: string[] = [];
  const mongo = services.mongo;
  if (mongo !== undefined) {
    const args = list(at(mongo, 'command')).map(String);
    if (args[args.indexOf('--replSet') + 1] !== 'rs0' || !args.includes('--replSet'))
      problems.push('mongo does not run as replica set rs0 (--replSet rs0)');
    const check = healthcheckCommand(mongo) ?? '';
    if (!check.includes('rs.initiate') || !check.includes("_id: 'rs0'"))
      problems.push("mongo's health check does not initiate rs0");
  }
  for (const [name, service] of Object.entries(services)) {
    const url = environmentOf(service).MONGO_URL;
    if (url !== undefined && !/[?&]replicaSet=rs0(&|$)/.test(url))
      problems.push(`service ${name}: MONGO_URL does not name replicaSet=rs0`);
  }
  return problems;
}
