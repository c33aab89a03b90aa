import { ATTEMPT_MESSAGES } from '@ssc/contracts';
import { SERVICE_CALL_HEADER, verifyServiceCall } from '@ssc/service-kit';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../domain/attempt-fixtures';
import { CATALOG_UNAVAILABLE, createSnapshotClient } from './snapshot-client';

const SECRET = 's'.repeat(40);
const identity = { userId: 'u1', role: 'student' as const, email: 'u1@example.com' };

function fakeCatalog(answer: (url: string) => Response | Promise<Response>) {
  const calls: { url: string; identity: string | null }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({ url: String(input), identity: headers.get(SERVICE_CALL_HEADER) });
    return answer(String(input));
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('catalog snapshot client', () => {
  it('asks as the attempts service for the student, shares concurrent requests and caches for a few seconds', async () => {
    let clock = 0;
    const catalog = fakeCatalog(() => Response.json(snapshot()));
    const client = createSnapshotClient({
      baseUrl: 'http://catalog.test',
      internalSecret: SECRET,
      fetchImpl: catalog.fetchImpl,
      ttlMs: 5_000,
      now: () => clock,
    });
    const [a, b] = await Promise.all([client.get('t 1', identity), client.get('t 1', identity)]);
    expect(a).toEqual(b);
    expect(catalog.calls).toHaveLength(1);
    expect(catalog.calls[0]?.url).toBe('http://catalog.test/internal/tests/t%201/snapshot');
    expect(verifyServiceCall(SECRET, catalog.calls[0]?.identity ?? '')).toEqual({
      caller: 'attempts',
      onBehalfOf: identity,
    });
    clock = 4_000;
    await client.get('t 1', identity);
    expect(catalog.calls).toHaveLength(1);
    clock = 6_000;
    await client.get('t 1', identity);
    expect(catalog.calls).toHaveLength(2);
  });

  it('maps 404 to "Test not found" and anything else to a 503, without remembering failures', async () => {
    let mode: 'missing' | 'broken' | 'down' | 'ok' = 'missing';
    const catalog = fakeCatalog(() => {
      if (mode === 'down') throw new TypeError('fetch failed');
      if (mode === 'missing') return Response.json({ message: 'Test not found' }, { status: 404 });
      if (mode === 'broken') return Response.json({ test: 'nope' });
      return Response.json(snapshot());
    });
    const client = createSnapshotClient({
      baseUrl: 'http://c',
      internalSecret: SECRET,
      fetchImpl: catalog.fetchImpl,
    });
    await expect(client.get('t', identity)).rejects.toMatchObject({
      status: 404,
      message: ATTEMPT_MESSAGES.testNotFound,
    });
    mode = 'broken';
    await expect(client.get('t', identity)).rejects.toMatchObject({
      status: 503,
      message: CATALOG_UNAVAILABLE,
    });
    mode = 'down';
    await expect(client.get('t', identity)).rejects.toMatchObject({ status: 503 });
    mode = 'ok';
    await expect(client.get('t', identity)).resolves.toMatchObject({ test: { id: 'test-1' } });
  });
});
