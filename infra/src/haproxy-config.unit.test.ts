import { describe, expect, it } from 'vitest';
import { haproxyConfig, parseHaproxyCsv } from './haproxy-config';

const config = haproxyConfig({
  host: '127.0.0.1',
  statsPort: 29480,
  proxySource: '127.0.0.2',
  checkIntervalMs: 1000,
  pools: [
    {
      name: 'public',
      port: 8080,
      public: true,
      servers: [
        { name: 'gateway-a', port: 29081 },
        { name: 'gateway-b', port: 29082 },
      ],
    },
    { name: 'auth', port: 29410, servers: [{ name: 'auth-a', port: 29411 }] },
    { name: 'results', port: 29440, servers: [] },
  ],
});

/** The lines of one section (`backend public`), up to the next blank line. */
function section(name: string): string[] {
  const lines = config.split('\n');
  const start = lines.indexOf(name);
  expect(start).toBeGreaterThan(-1);
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end === -1 ? undefined : end).map((l) => l.trim());
}

describe('haproxyConfig', () => {
  it('retries a failed connection on another server, and only GET/HEAD after a request was sent', () => {
    const defaults = section('defaults');
    expect(defaults).toContain('retries 3');
    expect(defaults).toContain('option redispatch 1');
    expect(defaults).toContain('retry-on conn-failure empty-response junk-response response-timeout');
    for (const pool of ['public', 'auth', 'results'])
      expect(section(`backend ${pool}`)).toContain('http-request disable-l7-retry if !METH_GET');
  });

  it('puts the gateways behind the public port with health checks, X-Forwarded-For and its own source address', () => {
    expect(section('frontend public')).toEqual(['bind 127.0.0.1:8080', 'default_backend public']);
    expect(section('backend public')).toEqual([
      'balance roundrobin',
      'option httpchk GET /ready',
      'http-check expect status 200',
      'http-request disable-l7-retry if !METH_GET',
      'option forwardfor',
      'source 127.0.0.2',
      'default-server inter 1000ms fall 2 rise 2',
      'server gateway-a 127.0.0.1:29081 check',
      'server gateway-b 127.0.0.1:29082 check',
    ]);
  });

  it('balances a service pool without touching X-Forwarded-For (the gateway set it)', () => {
    const auth = section('backend auth');
    expect(auth).toContain('option httpchk GET /ready');
    expect(auth).toContain('server auth-a 127.0.0.1:29411 check');
    expect(auth.some((l) => l.includes('forwardfor') || l.startsWith('source'))).toBe(false);
    expect(section('backend results').filter((l) => l.startsWith('server'))).toEqual([]);
  });

  it('serves stats, its CSV, Prometheus metrics and a health URI on the stats port', () => {
    expect(section('frontend stats')).toEqual([
      'bind 127.0.0.1:29480',
      'monitor-uri /haproxy-health',
      'http-request use-service prometheus-exporter if { path /metrics }',
      'stats enable',
      'stats uri /',
      'stats refresh 5s',
    ]);
  });
});

describe('parseHaproxyCsv', () => {
  it('reads each server row and leaves out the frontends and backends', () => {
    const csv = [
      '# pxname,svname,qcur,qmax,scur,status,weight',
      'public,FRONTEND,,,0,OPEN,',
      'public,gateway-a,0,0,0,UP,1',
      'public,gateway-b,0,0,0,DOWN,1',
      'public,BACKEND,0,0,0,UP,1',
      '',
    ].join('\n');
    expect(parseHaproxyCsv(csv)).toEqual([
      { pool: 'public', server: 'gateway-a', status: 'UP' },
      { pool: 'public', server: 'gateway-b', status: 'DOWN' },
    ]);
  });
});
