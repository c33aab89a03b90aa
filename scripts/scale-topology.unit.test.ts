import { describe, expect, it } from 'vitest';
import { balancerPools, scaleTopology, scrapeTargets, topologyPorts, topologyTable } from './scale-topology';

describe('scaleTopology', () => {
  const t = scaleTopology({ portBase: 29_000, publicPort: 8080 });

  it('runs two of every service, worker and gateway', () => {
    expect(t.apps.map((a) => a.name).sort()).toEqual(
      [
        'gateway-a',
        'gateway-b',
        'auth-a',
        'auth-b',
        'catalog-a',
        'catalog-b',
        'catalog-worker-a',
        'catalog-worker-b',
        'attempts-a',
        'attempts-b',
        'attempts-worker-a',
        'attempts-worker-b',
        'results-a',
        'results-b',
        'results-worker-a',
        'results-worker-b',
      ].sort(),
    );
  });

  it('gives every process distinct ports, the public one apart from the base', () => {
    const ports = topologyPorts(t);
    expect(new Set(ports).size).toBe(ports.length);
    expect(ports).toContain(8080);
    expect(t.kafka).toEqual({ ports: [29092, 29093, 29094], controllerPorts: [29192, 29193, 29194] });
    expect(ports.filter((p) => p !== 8080).every((p) => p >= 29_000 && p < 29_600)).toBe(true);
  });

  it('gives gateways and workers a metrics port, services serve metrics on their own', () => {
    for (const a of t.apps) {
      if (a.kind === 'service') expect([a.port, a.metricsPort]).toEqual([expect.any(Number), undefined]);
      if (a.kind === 'worker') expect([a.port, a.metricsPort]).toEqual([undefined, expect.any(Number)]);
      if (a.kind === 'gateway') expect(a.metricsPort).toEqual(expect.any(Number));
    }
  });

  it('runs only the services asked for, and no workers when told', () => {
    const small = scaleTopology({ portBase: 41_000, publicPort: 41_080, services: ['auth'], workers: false });
    expect(small.apps.map((a) => a.name)).toEqual(['gateway-a', 'gateway-b', 'auth-a', 'auth-b']);
    // Every pool exists (empty ones answer 503), so no call leaks to a default port elsewhere.
    expect(Object.keys(small.pools)).toEqual(['auth', 'catalog', 'attempts', 'results']);
  });

  it('refuses a base that leaves no room', () => {
    expect(() => scaleTopology({ portBase: 65_300, publicPort: 8080 })).toThrow(/no room/);
  });

  it('prints one line per process', () => {
    const table = topologyTable(t);
    expect(table.find((l) => l.startsWith('attempts-worker-b'))).toMatch(/metrics 127\.0\.0\.1:29532/);
    expect(table.find((l) => l.startsWith('haproxy'))).toMatch(/127\.0\.0\.1:8080 \(public\)/);
    expect(table.filter((l) => l.startsWith('broker-'))).toHaveLength(3);
  });
});

describe('balancerPools and scrapeTargets', () => {
  const t = scaleTopology({ portBase: 29_000, publicPort: 8080 });

  it('puts the gateways behind the public port and each service pair behind its pool', () => {
    const pools = balancerPools(t);
    expect(pools[0]).toEqual({
      name: 'public',
      port: 8080,
      public: true,
      servers: [
        { name: 'gateway-a', port: 29081 },
        { name: 'gateway-b', port: 29082 },
      ],
    });
    expect(pools.find((p) => p.name === 'attempts')).toEqual({
      name: 'attempts',
      port: 29430,
      servers: [
        { name: 'attempts-a', port: 29431 },
        { name: 'attempts-b', port: 29432 },
      ],
    });
  });

  it('scrapes services on their port, gateways and workers on METRICS_PORT', () => {
    const targets = scrapeTargets(t);
    expect(targets).toContainEqual({ job: 'attempts', process: 'attempts-b', port: 29432 });
    expect(targets).toContainEqual({ job: 'gateway', process: 'gateway-a', port: 29581 });
    expect(targets).toContainEqual({ job: 'results-worker', process: 'results-worker-a', port: 29541 });
    expect(targets).toContainEqual({ job: 'haproxy', process: 'haproxy', port: 29480 });
    expect(targets).toHaveLength(t.apps.length + 2);
  });
});
