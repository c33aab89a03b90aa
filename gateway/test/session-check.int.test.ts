import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@ssc/service-kit';
import { testInfra } from '@ssc/test-kit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionCheck } from '../src/session-check';

const infra = testInfra();
let redis: Redis;
let auth: http.Server;
let authUrl: string;
let inFlight = 0;
let peak = 0;
let asked = 0;

beforeAll(async () => {
  redis = new Redis(infra.redisUrl, { maxRetriesPerRequest: 1 });
  // A slow auth service: every session is live, answered after 300 ms.
  auth = http.createServer((req, res) => {
    asked++;
    peak = Math.max(peak, ++inFlight);
    const sid = decodeURIComponent(req.url?.split('/').at(-1) ?? '');
    setTimeout(() => {
      inFlight--;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ userId: `u-${sid}`, role: 'student', email: `${sid}@test.dev` }));
    }, 300);
  });
  await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve));
  authUrl = `http://127.0.0.1:${(auth.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await redis?.quit();
  await new Promise((resolve) => auth?.close(resolve));
});

describe('the session check under a herd of lookups (real Redis, a real slow HTTP auth)', () => {
  it('asks auth at most maxAuthLookups at once and answers the rest unknown without waiting', async () => {
    const check = createSessionCheck({
      redis,
      authUrl,
      internalSecret: 'x'.repeat(64),
      logger: createLogger('session-check-test', 'silent'),
      maxAuthLookups: 8,
    });
    const prefix = `herd-${Date.now()}`;
    const started = performance.now();
    const timed = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const verdict = await check(`${prefix}-${i}`);
        return { verdict, ms: performance.now() - started };
      }),
    );
    const live = timed.filter((t) => t.verdict.kind === 'live');
    const unknown = timed.filter((t) => t.verdict.kind === 'unknown');
    expect(peak).toBe(8);
    expect(asked).toBe(8);
    expect(live).toHaveLength(8);
    expect(unknown).toHaveLength(192);
    // The refused lookups did not queue behind auth's 300 ms answers.
    expect(Math.max(...unknown.map((t) => t.ms))).toBeLessThan(250);

    // Once auth has answered, the same sessions are live again (asked anew, not remembered unknown).
    const again = await check(`${prefix}-199`);
    expect(again).toEqual({
      kind: 'live',
      state: { userId: `u-${prefix}-199`, role: 'student', email: `${prefix}-199@test.dev` },
    });
  });
});
