import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScaledStack, startScaledStack } from './scaled-stack';

/**
 * A reduced scaled stack, from the TypeScript sources (no build needed): its own Redis and
 * FerretDB, two auth instances behind HAProxy's auth pool, two gateways behind HAProxy's public
 * port, and Prometheus. Real processes throughout; `kill -9` is a real SIGKILL.
 * SSC_TEST_PORT_BASE moves its ports (base … base+600; public base+80).
 */
const base = Number(process.env.SSC_TEST_PORT_BASE ?? 24_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssc-scale-it-'));
let stack: ScaledStack;

beforeAll(async () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  stack = await startScaledStack({
    secrets: {
      internalSecret: randomBytes(32).toString('base64url'),
      jwtPrivateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      jwtPublicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
    portBase: base,
    publicPort: base + 80,
    dir,
    dbPrefix: `scale_it_${randomUUID().slice(0, 8)}`,
    from: 'source',
    services: ['auth'],
    workers: false,
    logLevel: 'warn',
    output: () => undefined,
    gatewayEnv: { SIGNUPS_PER_ADDRESS: '2' },
  });
}, 300_000);

afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);

type Answer = { status: number; body: string };

/** One request through a fresh connection from `localAddress` (a distinct client on loopback). */
function request(
  port: number,
  opts: { method?: string; path: string; body?: unknown; from?: string; headers?: http.OutgoingHttpHeaders },
): Promise<Answer> {
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: opts.method ?? 'GET',
        path: opts.path,
        localAddress: opts.from,
        agent: false,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...opts.headers },
        timeout: 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.end(body);
  });
}

const publicPort = () => stack.topology.publicPort;
const account = () => ({
  email: `scale-${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct horse battery',
  displayName: 'Scale Test',
});

async function gatewayStatus(name: string): Promise<string | undefined> {
  return (await stack.balancerStates()).find((s) => s.pool === 'public' && s.server === name)?.status;
}

async function waitForStatus(name: string, wanted: RegExp, timeoutMs = 15_000): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (wanted.test((await gatewayStatus(name)) ?? '')) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} never became ${wanted} (now ${await gatewayStatus(name)})`);
}

describe('scaled stack: two gateways behind HAProxy', () => {
  it('answers through the balancer, spreading requests over both gateways and both auth instances', async () => {
    const user = account();
    const signup = await request(publicPort(), {
      method: 'POST',
      path: '/api/auth/signup',
      body: user,
      from: '127.0.0.30',
    });
    expect(signup.status).toBe(201);
    const token = (JSON.parse(signup.body) as { session: { access_token: string } }).session.access_token;
    for (let i = 0; i < 8; i++) {
      expect((await request(publicPort(), { path: '/health' })).status).toBe(200);
      const profile = await request(publicPort(), {
        path: '/api/profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(profile.status).toBe(200);
      expect(JSON.parse(profile.body)).toMatchObject({ email: user.email });
    }
    const states = await stack.balancerStates();
    expect(states.map((s) => `${s.pool}/${s.server} ${s.status}`).sort()).toEqual([
      'auth/auth-a UP',
      'auth/auth-b UP',
      'public/gateway-a UP',
      'public/gateway-b UP',
    ]);
    const stats = await fetch(`http://127.0.0.1:${stack.topology.haproxyStatsPort}/;csv`).then((r) =>
      r.text(),
    );
    const served = (server: string) =>
      Number(
        stats
          .split('\n')
          .find((l) => l.includes(`,${server},`))
          ?.split(',')[7],
      );
    for (const server of ['gateway-a', 'gateway-b', 'auth-a', 'auth-b'])
      expect(served(server)).toBeGreaterThan(0);
  });

  it('believes X-Forwarded-For only from HAProxy: the client address it added, never one the client sent', async () => {
    // Sign-ups are limited to 2 per address (gatewayEnv). 127.0.0.11 and .12 are two clients.
    const signUp = (from: string, headers: http.OutgoingHttpHeaders = {}, port = publicPort()) =>
      request(port, { method: 'POST', path: '/api/auth/signup', body: account(), from, headers }).then(
        (a) => a.status,
      );
    expect(await signUp('127.0.0.11')).toBe(201);
    expect(await signUp('127.0.0.11', { 'x-forwarded-for': '203.0.113.7' })).toBe(201);
    // A third from the same client is refused, whatever address it claims.
    expect(await signUp('127.0.0.11', { 'x-forwarded-for': '203.0.113.8' })).toBe(429);
    // Another client is counted apart: the gateways see each client, not HAProxy's one address.
    expect(await signUp('127.0.0.12')).toBe(201);
    // Straight to a gateway, the header is not believed: the socket's address (127.0.0.11) counts.
    const gatewayA = stack.topology.apps.find((a) => a.name === 'gateway-a')?.port ?? 0;
    expect(await signUp('127.0.0.11', { 'x-forwarded-for': '127.0.0.99' }, gatewayA)).toBe(429);
    expect(await signUp('127.0.0.13', { 'x-forwarded-for': '127.0.0.11' }, gatewayA)).toBe(201);
  });

  it('keeps answering when a gateway is killed with SIGKILL, and takes it back once restarted', async () => {
    const user = account();
    expect(
      (
        await request(publicPort(), {
          method: 'POST',
          path: '/api/auth/signup',
          body: user,
          from: '127.0.0.40',
        })
      ).status,
    ).toBe(201);
    const gateway = stack.process('gateway-a');
    // GETs in flight while it dies are retried on gateway-b; new connections to it fail and go there too.
    const load = Array.from({ length: 6 }, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) statuses.push((await request(publicPort(), { path: '/health' })).status);
      return statuses;
    });
    await new Promise((r) => setTimeout(r, 50));
    await gateway.kill('SIGKILL');
    const statuses = (await Promise.all(load)).flat();
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // Sign-ins (POST) right after the kill, before the checks notice: a refused connection was
    // never sent, so HAProxy retries it on gateway-b.
    for (let i = 0; i < 5; i++) {
      const signin = await request(publicPort(), {
        method: 'POST',
        path: '/api/auth/signin',
        body: { email: user.email, password: user.password },
      });
      expect(signin.status).toBe(200);
    }
    // The checks (every 1 s, out after 2 failures) take it out of the pool within a few seconds.
    expect(await waitForStatus('gateway-a', /^DOWN/, 10_000)).toBeLessThan(10_000);
    expect((await request(publicPort(), { path: '/health' })).status).toBe(200);
    await gateway.start();
    await waitForStatus('gateway-a', /^UP$/, 15_000);
    expect((await request(publicPort(), { path: '/health' })).status).toBe(200);
  }, 120_000);

  it('has Prometheus scraping every process of the table, HAProxy up among them', async () => {
    const expected = ['auth-a', 'auth-b', 'gateway-a', 'gateway-b', 'haproxy', 'prometheus'].sort();
    // Prometheus applies its scrape configuration a few seconds after it answers (its discovery
    // runs on a 5 s tick), later on a busy machine: wait for the table, then compare it exactly.
    const listed = async () => {
      const res = await fetch(`http://127.0.0.1:${stack.topology.prometheusPort}/api/v1/targets`);
      const body = (await res.json()) as { data: { activeTargets: { labels: Record<string, string> }[] } };
      return body.data.activeTargets.map((t) => t.labels.process ?? '').sort();
    };
    const listedBy = Date.now() + 20_000;
    let targets = await listed();
    while (Date.now() < listedBy && targets.length < expected.length) {
      await new Promise((r) => setTimeout(r, 500));
      targets = await listed();
    }
    expect(targets).toEqual(expected);
    const deadline = Date.now() + 20_000;
    let haproxy = '';
    while (Date.now() < deadline && haproxy !== 'up') {
      const now = (await fetch(`http://127.0.0.1:${stack.topology.prometheusPort}/api/v1/targets`).then((r) =>
        r.json(),
      )) as { data: { activeTargets: { labels: Record<string, string>; health: string }[] } };
      haproxy = now.data.activeTargets.find((t) => t.labels.process === 'haproxy')?.health ?? '';
      if (haproxy !== 'up') await new Promise((r) => setTimeout(r, 500));
    }
    expect(haproxy).toBe('up');
  }, 50_000);
});
