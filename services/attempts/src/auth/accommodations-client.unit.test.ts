import { SERVICE_CALL_HEADER, verifyServiceCall } from '@ssc/service-kit';
import { describe, expect, it } from 'vitest';
import { ACCOMMODATIONS_UNAVAILABLE, createAccommodationsClient } from './accommodations-client';

const SECRET = 's'.repeat(40);

function fakeAuth(answer: (url: string, signal?: AbortSignal | null) => Response | Promise<Response>) {
  const calls: { url: string; token: string | null }[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), token: new Headers(init?.headers).get(SERVICE_CALL_HEADER) });
    return answer(String(input), init?.signal);
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('auth exam-accommodations client', () => {
  it('asks as the attempts service and keeps each user’s answer for a few seconds', async () => {
    let clock = 0;
    const eligible = new Set(['u 1']);
    const auth = fakeAuth((url) =>
      Response.json({ compensatoryTime: eligible.has(decodeURIComponent(url.split('/')[5] ?? '')) }),
    );
    const client = createAccommodationsClient({
      baseUrl: 'http://auth.test',
      internalSecret: SECRET,
      fetchImpl: auth.fetchImpl,
      ttlMs: 15_000,
      now: () => clock,
    });
    expect(await client.compensatoryTime('u 1')).toBe(true);
    expect(await client.compensatoryTime('u2')).toBe(false);
    expect(auth.calls.map((c) => c.url)).toEqual([
      'http://auth.test/internal/users/u%201/exam-accommodations',
      'http://auth.test/internal/users/u2/exam-accommodations',
    ]);
    expect(verifyServiceCall(SECRET, auth.calls[0]?.token ?? '')).toMatchObject({ caller: 'attempts' });
    eligible.delete('u 1');
    clock = 14_000;
    expect(await client.compensatoryTime('u 1')).toBe(true);
    expect(auth.calls).toHaveLength(2);
    clock = 15_000;
    expect(await client.compensatoryTime('u 1')).toBe(false);
    expect(auth.calls).toHaveLength(3);
  });

  it('reads an unknown user as not eligible; down, failing, malformed or slow is a 503, never remembered', async () => {
    let mode: 'unknown' | 'down' | 'failing' | 'malformed' | 'slow' | 'ok' = 'unknown';
    const auth = fakeAuth((_url, signal) => {
      if (mode === 'down') throw new TypeError('fetch failed');
      if (mode === 'unknown') return Response.json({ message: 'User not found' }, { status: 404 });
      if (mode === 'failing') return Response.json({ message: 'boom' }, { status: 500 });
      if (mode === 'malformed') return Response.json({ compensatoryTime: 'yes' });
      if (mode === 'slow')
        return new Promise<Response>((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(signal.reason)),
        );
      return Response.json({ compensatoryTime: true });
    });
    const client = createAccommodationsClient({
      baseUrl: 'http://a',
      internalSecret: SECRET,
      fetchImpl: auth.fetchImpl,
      timeoutMs: 50,
    });
    expect(await client.compensatoryTime('ghost')).toBe(false);
    for (const m of ['down', 'failing', 'malformed', 'slow'] as const) {
      mode = m;
      await expect(client.compensatoryTime('u1')).rejects.toMatchObject({
        status: 503,
        message: ACCOMMODATIONS_UNAVAILABLE,
      });
    }
    mode = 'ok';
    expect(await client.compensatoryTime('u1')).toBe(true);
  });
});
