import type { HaproxyPool, ScrapeTarget } from '@ssc/infra';

/**
 * The scaled-out topology's process table: every process `./dev start --scale` runs, its name,
 * ports and what it talks to. The one place that says what runs where (pure, unit-tested); the
 * balancer's and Prometheus's configurations and the printed table are made from it.
 */

export const SERVICE_NAMES = ['auth', 'catalog', 'attempts', 'results'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Services with a BullMQ worker entry (`dist/worker.js`). */
export const WORKER_SERVICES: readonly ServiceName[] = ['catalog', 'attempts', 'results'];

export const INSTANCES = ['a', 'b'] as const;

/** HAProxy connects to the gateways from this loopback address, so they can tell it from clients. */
export const PROXY_SOURCE = '127.0.0.2';

export type AppProcess = {
  /** `gateway-a`, `attempts-b`, `results-worker-a`… */
  name: string;
  kind: 'gateway' | 'service' | 'worker';
  /** The workspace it runs from (`gateway`, or a service's folder name). */
  workspace: 'gateway' | ServiceName;
  /** HTTP port (gateways and services); a service serves /metrics there too. */
  port?: number;
  /** METRICS_PORT of a gateway or a worker. */
  metricsPort?: number;
};

export type ScaleTopology = {
  host: string;
  /** The public entry: HAProxy in front of the gateways. */
  publicPort: number;
  haproxyStatsPort: number;
  prometheusPort: number;
  redisPort: number;
  mongoPort: number;
  kafka: { ports: number[]; controllerPorts: number[] };
  /** HAProxy's frontend per service pool: where gateways and services call each service. */
  pools: Record<ServiceName, number>;
  apps: AppProcess[];
};

export type TopologyOptions = {
  /** Every port but the public one is this plus a fixed offset (see the table in the README). */
  portBase: number;
  publicPort: number;
  /** Which services run (all four unless told): the others' pools stay empty (503). */
  services?: readonly ServiceName[];
  workers?: boolean;
};

const SERVICE_OFFSET: Record<ServiceName, number> = { auth: 10, catalog: 20, attempts: 30, results: 40 };

export function scaleTopology(opts: TopologyOptions): ScaleTopology {
  const base = opts.portBase;
  if (!Number.isInteger(base) || base < 1024 || base > 65_535 - 600)
    throw new Error(`port base ${base} leaves no room for the topology's ports`);
  const services = opts.services ?? SERVICE_NAMES;
  const apps: AppProcess[] = [];
  INSTANCES.forEach((instance, i) => {
    apps.push({
      name: `gateway-${instance}`,
      kind: 'gateway',
      workspace: 'gateway',
      port: base + 81 + i,
      metricsPort: base + 581 + i,
    });
  });
  for (const service of SERVICE_NAMES.filter((s) => services.includes(s))) {
    const offset = SERVICE_OFFSET[service];
    INSTANCES.forEach((instance, i) => {
      apps.push({
        name: `${service}-${instance}`,
        kind: 'service',
        workspace: service,
        port: base + 400 + offset + 1 + i,
      });
    });
    if (opts.workers === false || !WORKER_SERVICES.includes(service)) continue;
    INSTANCES.forEach((instance, i) => {
      apps.push({
        name: `${service}-worker-${instance}`,
        kind: 'worker',
        workspace: service,
        metricsPort: base + 500 + offset + 1 + i,
      });
    });
  }
  return {
    host: '127.0.0.1',
    publicPort: opts.publicPort,
    haproxyStatsPort: base + 480,
    prometheusPort: base + 90,
    redisPort: base + 379,
    mongoPort: base + 17,
    kafka: {
      ports: [base + 92, base + 93, base + 94],
      controllerPorts: [base + 192, base + 193, base + 194],
    },
    pools: Object.fromEntries(SERVICE_NAMES.map((s) => [s, base + 400 + SERVICE_OFFSET[s]])) as Record<
      ServiceName,
      number
    >,
    apps,
  };
}

/** Every port the topology listens on (to check they are free before starting). */
export function topologyPorts(t: ScaleTopology): number[] {
  return [
    t.publicPort,
    t.haproxyStatsPort,
    t.prometheusPort,
    t.redisPort,
    t.mongoPort,
    ...t.kafka.ports,
    ...t.kafka.controllerPorts,
    ...Object.values(t.pools),
    ...t.apps.flatMap((a) => [a.port, a.metricsPort].filter((p): p is number => p !== undefined)),
  ];
}

/** The table `./dev start --scale` prints: one line per process, what it is and where. */
export function topologyTable(t: ScaleTopology): string[] {
  const at = (port: number) => `${t.host}:${port}`;
  const rows: [string, string, string][] = [
    [
      'haproxy',
      'load balancer: public entry, service pools, stats',
      `${at(t.publicPort)} (public), stats ${at(t.haproxyStatsPort)}`,
    ],
    ...t.apps.map((a): [string, string, string] => [
      a.name,
      a.kind === 'worker'
        ? `${a.workspace} BullMQ worker`
        : a.kind === 'gateway'
          ? 'gateway (behind haproxy)'
          : `${a.workspace} service`,
      [a.port ? at(a.port) : '', a.metricsPort ? `metrics ${at(a.metricsPort)}` : '']
        .filter(Boolean)
        .join(', '),
    ]),
    ...Object.entries(t.pools).map(([service, port]): [string, string, string] => {
      const instances = t.apps
        .filter((a) => a.kind === 'service' && a.workspace === service)
        .map((a) => a.name);
      return [
        `${service} pool`,
        instances.length > 0 ? `haproxy over ${instances.join(', ')}` : 'haproxy, no instance (503)',
        at(port),
      ];
    }),
    ...t.kafka.ports.map((port, i): [string, string, string] => [
      `broker-${i + 1}`,
      'Kafka broker+controller (RF 3, min ISR 2)',
      `${at(port)}, controller ${at(t.kafka.controllerPorts[i] ?? 0)}`,
    ]),
    ['ferretdb', 'documents (MongoDB wire)', at(t.mongoPort)],
    ['redis', 'queues, rankings, rate limits', at(t.redisPort)],
    ['prometheus', 'scrapes every /metrics, rules', at(t.prometheusPort)],
  ];
  const width = [0, 1].map((c) => Math.max(...rows.map((r) => r[c]?.length ?? 0)));
  return rows.map(
    ([name, what, where]) => `${name.padEnd(width[0] ?? 0)}  ${what.padEnd(width[1] ?? 0)}  ${where}`,
  );
}

/** HAProxy's pools: the gateways behind the public port, and each service's instances behind its pool port. */
export function balancerPools(t: ScaleTopology): HaproxyPool[] {
  const servers = (kind: AppProcess['kind'], workspace: string) =>
    t.apps
      .filter((a) => a.kind === kind && a.workspace === workspace && a.port !== undefined)
      .map((a) => ({ name: a.name, port: a.port ?? 0 }));
  return [
    { name: 'public', port: t.publicPort, servers: servers('gateway', 'gateway'), public: true },
    ...SERVICE_NAMES.map((s) => ({ name: s, port: t.pools[s], servers: servers('service', s) })),
  ];
}

/** What Prometheus scrapes: services on their HTTP port, gateways and workers on METRICS_PORT, HAProxy, itself. */
export function scrapeTargets(t: ScaleTopology): ScrapeTarget[] {
  return [
    ...t.apps.map((a) => ({
      job: a.kind === 'worker' ? `${a.workspace}-worker` : a.workspace,
      process: a.name,
      port: (a.kind === 'service' ? a.port : a.metricsPort) ?? 0,
    })),
    { job: 'haproxy', process: 'haproxy', port: t.haproxyStatsPort },
    { job: 'prometheus', process: 'prometheus', port: t.prometheusPort },
  ];
}
