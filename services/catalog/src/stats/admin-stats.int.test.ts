import { adminStats } from '@ssc/contracts';
import { SERVICE_CALL_HEADER, verifyServiceCall } from '@ssc/service-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogHarness, startCatalogHarness, testBody } from '../catalog-test-harness';

describe('GET /api/admin/stats', () => {
  let h: CatalogHarness;
  beforeAll(async () => {
    h = await startCatalogHarness();
    const q1 = await h.createQuestion({ section: 'GENERAL_AWARENESS' });
    const q2 = await h.createQuestion({ section: 'GENERAL_AWARENESS' });
    const q3 = await h.createQuestion({ section: 'ENGLISH_COMPREHENSION' });
    for (const body of [
      testBody([q1.id]),
      testBody([q2.id, q3.id], { testType: 'CHAPTER_WISE' }),
      testBody([q3.id], { testType: 'CHAPTER_WISE' }),
    ]) {
      await request(h.app).post('/api/admin/tests').set(h.as('admin')).send(body).expect(201);
    }
  });
  afterAll(() => h.close());

  it('reports real counts, storage, health and the import queue; users and attempts are null while unreachable', async () => {
    const started = Date.now();
    const res = await request(h.app).get('/api/admin/stats').set(h.as('admin'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stats = adminStats.parse(res.body);
    expect(stats.tests).toEqual({ total: 3, byType: { SECTIONAL: 1, CHAPTER_WISE: 2 } });
    expect(stats.questions).toEqual({
      total: 3,
      bySection: { GENERAL_AWARENESS: 2, ENGLISH_COMPREHENSION: 1 },
    });
    expect(stats.users).toBeNull();
    expect(stats.attempts).toBeNull();
    expect(Object.keys(stats.health).sort()).toEqual(['kafka', 'mongo', 'redis']);
    expect(Object.values(stats.health).every((c) => c.ok)).toBe(true);
    expect(stats.importQueue).toEqual({ waiting: 0, active: 0, failed: 0 });
    const questions = stats.storage.collections.find((c) => c.name === 'questions');
    expect(questions?.documents).toBe(3);
    expect(questions?.bytes).toBeGreaterThan(0);
    expect(stats.storage.totalBytes).toBe(stats.storage.collections.reduce((sum, c) => sum + c.bytes, 0));
    expect(Date.parse(stats.generatedAt)).toBeGreaterThanOrEqual(started - 1000);
  });
});

describe('GET /api/admin/stats with the auth service answering', () => {
  let h: CatalogHarness;
  const calls: { url: string; identity: string | null }[] = [];
  beforeAll(async () => {
    h = await startCatalogHarness({
      authUrl: 'http://auth.internal:4001',
      fetchImpl: async (input, init) => {
        const url = String(input);
        calls.push({ url, identity: new Headers(init?.headers).get(SERVICE_CALL_HEADER) });
        if (url === 'http://auth.internal:4001/internal/stats')
          return Response.json({ total: 42, active30d: 7 });
        // The attempts service answers garbage: treated as unavailable.
        return Response.json({ nope: true });
      },
    });
  });
  afterAll(() => h.close());

  it('includes the user figures, asked as the catalog on behalf of the admin', async () => {
    const admin = h.as('admin', 'admin-7');
    const stats = adminStats.parse((await request(h.app).get('/api/admin/stats').set(admin)).body);
    expect(stats.users).toEqual({ total: 42, active30d: 7 });
    expect(stats.attempts).toBeNull();
    const token = calls.find((c) => c.url.includes('auth.internal'))?.identity ?? '';
    expect(verifyServiceCall(h.config.INTERNAL_SECRET, token)).toEqual({
      caller: 'catalog',
      onBehalfOf: { userId: 'admin-7', role: 'admin', email: 'admin-7@example.com' },
    });
  });
});
