import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { HEALTH_PATHS, healthRouter, runChecks } from './health';

const down = async () => Promise.reject(new Error('down'));

describe('runChecks', () => {
  it('is ok only when every dependency answers', async () => {
    const report = await runChecks({ a: async () => 1, b: down });
    expect(report.status).toBe('degraded');
    expect(report.checks.a?.ok).toBe(true);
    expect(report.checks.b).toMatchObject({ ok: false, error: 'down' });
    expect((await runChecks({ a: async () => 1 })).status).toBe('ok');
  });
});

describe('healthRouter', () => {
  const app = (ready?: string[]) => express().use(healthRouter({ mongo: async () => 1, redis: down }, ready));

  it('keeps an instance ready while a dependency outside `ready` is down, and reports it on /health', async () => {
    const server = app(['mongo']);
    const ready = await request(server).get('/ready');
    expect(ready.status).toBe(200);
    expect(Object.keys(ready.body.checks)).toEqual(['mongo']);
    const health = await request(server).get('/health');
    expect(health.status).toBe(503);
    expect(health.body.checks.redis).toMatchObject({ ok: false, error: 'down' });
    expect((await request(server).get('/alive')).status).toBe(200);
  });

  it('is not ready when a `ready` dependency is down, and checks every dependency by default', async () => {
    expect((await request(app(['redis'])).get('/ready')).status).toBe(503);
    expect((await request(app()).get('/ready')).status).toBe(503);
    expect((await request(app([])).get('/ready')).status).toBe(200);
  });

  it('names the paths it answers', () => {
    for (const path of ['/alive', '/health', '/ready', '/READY/']) expect(HEALTH_PATHS.test(path)).toBe(true);
    for (const path of ['/readiness', '/api/ready', '/health/x']) expect(HEALTH_PATHS.test(path)).toBe(false);
  });
});
