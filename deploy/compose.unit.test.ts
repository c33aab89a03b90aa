import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeProblems, parseCompose } from './compose-rules';
import { type ComposeValidator, composeSchemaValidator } from './compose-schema';
import { at, dict } from './yaml-shape';

const root = fileURLToPath(new URL('../', import.meta.url));
const source = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const haproxyConfig = readFileSync(path.join(root, 'deploy/haproxy/haproxy.cfg'), 'utf8');

/** A parsed copy of the real file with one edit applied. */
function broken(edit: (services: Record<string, Record<string, unknown>>, compose: unknown) => void) {
  const compose = structuredClone(parseCompose(source));
  edit(dict(at(compose, 'services')) as Record<string, Record<string, unknown>>, compose);
  return compose;
}

/** The real text with one replacement, which must match exactly once. */
function brokenText(from: string, to: string): string {
  expect(source.split(from)).toHaveLength(2);
  return source.replace(from, to);
}

describe('docker-compose.yml', () => {
  let validate: ComposeValidator;
  beforeAll(() => {
    validate = composeSchemaValidator();
  });

  it('is valid against the Compose Specification schema', () => {
    expect(validate(parseCompose(source))).toEqual([]);
  });

  it('keeps the project rules', () => {
    expect(composeProblems(parseCompose(source), { haproxyConfig })).toEqual([]);
  });

  it('resolves merge keys as Compose does (workers inherit the service env and add metrics)', () => {
    const worker = at(parseCompose(source), 'services', 'results-worker', 'environment');
    expect(dict(worker)).toMatchObject({ PORT: 4004, METRICS_PORT: 9464, METRICS_HOST: '0.0.0.0' });
  });

  it('fails the schema on an unknown key, a wrong type and a bad service name', () => {
    const typo = parseCompose(
      brokenText(
        '    healthcheck: *worker-healthcheck\n    depends_on:\n      catalog:',
        '    health_check: *worker-healthcheck\n    depends_on:\n      catalog:',
      ),
    );
    expect(validate(typo)).toContainEqual(
      expect.stringMatching(/catalog-worker.*additional properties \(health_check\)/),
    );
    const wrongType = broken((s) => {
      s.redis = { ...s.redis, ports: 6379 };
    });
    expect(validate(wrongType)).toContainEqual(
      expect.stringMatching(/^\/services\/redis\/ports: must be array/),
    );
    const badName = broken((s) => {
      s['auth service'] = { image: 'x' };
    });
    expect(validate(badName).length).toBeGreaterThan(0);
  });

  it("fails FerretDB's store workarounds forced on, or their retired switches", () => {
    const forced = broken((s) => {
      s.results = { ...s.results, environment: { ...dict(s.results?.environment), STORE_WORKAROUNDS: 'on' } };
      s.attempts = {
        ...s.attempts,
        environment: { ...dict(s.attempts?.environment), ATTEMPT_GROUP_COMMIT: 'true' },
      };
    });
    expect(composeProblems(forced, { haproxyConfig })).toEqual([
      "service attempts: ATTEMPT_GROUP_COMMIT is retired (the store's workarounds follow the server; STORE_WORKAROUNDS overrides)",
      "service results: STORE_WORKAROUNDS=on forces FerretDB's workarounds onto MongoDB",
    ]);
  });

  it('fails a service or worker without a health check', () => {
    const text = brokenText(
      '      <<: [*attempts-env, *worker-metrics]\n    healthcheck: *worker-healthcheck',
      '      <<: [*attempts-env, *worker-metrics]\n    healthcheck: { disable: true }',
    );
    expect(composeProblems(parseCompose(text))).toEqual(['service attempts-worker has no health check']);
    const noCheck = broken((s) => {
      delete s.catalog?.healthcheck;
      delete s.redis?.healthcheck;
    });
    expect(composeProblems(noCheck)).toEqual([
      'service redis has no health check',
      'service catalog has no health check',
    ]);
  });

  it('fails a worker whose health check misses its metrics port or listens on loopback', () => {
    const compose = broken((s) => {
      s['results-worker'] = {
        ...s['results-worker'],
        environment: {
          ...dict(s['results-worker']?.environment),
          METRICS_PORT: 9500,
          METRICS_HOST: '127.0.0.1',
        },
      };
    });
    expect(composeProblems(compose)).toEqual([
      'worker results-worker must set METRICS_HOST=0.0.0.0',
      "worker results-worker's health check does not ask :9500/metrics",
    ]);
  });

  it('fails a service whose health check asks another port', () => {
    const text = brokenText("fetch('http://127.0.0.1:4002/ready')", "fetch('http://127.0.0.1:4001/ready')");
    expect(composeProblems(parseCompose(text))).toEqual([
      "service catalog's health check does not ask :4002/ready",
    ]);
  });

  it('fails any published port but the balancer’s, and a missing service', () => {
    const compose = broken((s) => {
      s.gateway = { ...s.gateway, ports: ['8080:8080'] };
      s.mongo = { ...s.mongo, ports: ['27017:27017'] };
      delete s['catalog-worker'];
    });
    expect(composeProblems(compose)).toEqual([
      'service catalog-worker is missing',
      'service mongo publishes ports: only lb (the balancer) may',
      'service gateway publishes ports: only lb (the balancer) may',
    ]);
  });

  it('fails when the gateway trusts more than the balancer, or the balancer’s address is not fixed', () => {
    const wide = parseCompose(brokenText('TRUSTED_PROXIES: 172.28.0.10', 'TRUSTED_PROXIES: 172.28.0.0/16'));
    expect(composeProblems(wide)).toEqual([
      'gateway TRUSTED_PROXIES is "172.28.0.0/16", not the balancer\'s 172.28.0.10',
    ]);
    const inRange = parseCompose(
      brokenText('        ipv4_address: 172.28.0.10', '        ipv4_address: 172.28.200.10'),
    );
    expect(composeProblems(inRange)).toEqual([
      "lb's address 172.28.200.10 is inside ip_range 172.28.128.0/17: another container may get it",
      'gateway TRUSTED_PROXIES is "172.28.0.10", not the balancer\'s 172.28.200.10',
    ]);
    const noSubnet = broken((_s, compose) => {
      delete dict(at(compose, 'networks', 'default')).ipam;
    });
    expect(composeProblems(noSubnet)).toEqual(['network default has no fixed subnet']);
  });

  it('fails a balancer config that does not forward to the gateway or set X-Forwarded-For', () => {
    const config = haproxyConfig.replace('option forwardfor', '').replace('gateway:8080', 'gateway:9999');
    expect(composeProblems(parseCompose(source), { haproxyConfig: config })).toEqual([
      'haproxy.cfg does not set X-Forwarded-For (option forwardfor)',
      'haproxy.cfg has no server gateway:8080',
    ]);
  });

  it('fails a scale profile without three brokers at replication factor 3 and min ISR 2', () => {
    const lowIsr = parseCompose(brokenText('KAFKA_MIN_INSYNC_REPLICAS: 2', 'KAFKA_MIN_INSYNC_REPLICAS: 1'));
    expect(composeProblems(lowIsr)).toEqual([
      'kafka-1: KAFKA_MIN_INSYNC_REPLICAS is 1, not 2',
      'kafka-2: KAFKA_MIN_INSYNC_REPLICAS is 1, not 2',
      'kafka-3: KAFKA_MIN_INSYNC_REPLICAS is 1, not 2',
    ]);
    const two = broken((s) => {
      delete s['kafka-3'];
    });
    expect(composeProblems(two)).toEqual(['profile scale has 2 Kafka brokers, not 3']);
    const wrongVoter = broken((s) => {
      s['kafka-2'] = {
        ...s['kafka-2'],
        environment: { ...dict(s['kafka-2']?.environment), KAFKA_NODE_ID: 5 },
      };
    });
    expect(composeProblems(wrongVoter)).toEqual(['kafka-2: node 5 at kafka-2:9093 is not a quorum voter']);
  });

  it('fails MongoDB outside the replica set rs0', () => {
    const url = parseCompose(
      brokenText('MONGO_URL: mongodb://mongo:27017/?replicaSet=rs0', 'MONGO_URL: mongodb://mongo:27017/'),
    );
    const problems = composeProblems(url);
    expect(problems).toContain('service auth: MONGO_URL does not name replicaSet=rs0');
    expect(problems).toContain('service results-worker: MONGO_URL does not name replicaSet=rs0');
    const standalone = broken((s) => {
      s.mongo = { ...s.mongo, command: ['--bind_ip_all'] };
    });
    expect(composeProblems(standalone)).toEqual(['mongo does not run as replica set rs0 (--replSet rs0)']);
  });
});
