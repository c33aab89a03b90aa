import type { InternalLiveMock } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { createLiveMocksClient, LIVE_MOCKS_UNAVAILABLE } from './live-mocks';

const mock: InternalLiveMock = {
  id: 'lm1',
  testId: 't1',
  status: 'CLOSED',
  startsAt: '2026-05-10T10:00:00.000Z',
  endsAt: '2026-05-10T11:00:00.000Z',
  resultsReleaseAt: '2026-05-10T11:05:00.000Z',
  started: 3,
};

function client(answers: (() => Response)[]) {
  let t = 0;
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    asked.push(new URL(String(input)).pathname);
    const next = answers.shift();
    if (!next) throw new TypeError('fetch failed');
    return next();
  }) as typeof fetch;
  const live = createLiveMocksClient({
    baseUrl: 'http://attempts.test',
    internalSecret: 'x'.repeat(32),
    fetchImpl,
    ttlMs: 5_000,
    now: () => t,
  });
  return { live, asked, advance: (ms: number) => (t += ms) };
}

describe('the live mocks client', () => {
  it('asks attempts once per mock while its answer is fresh, then again', async () => {
    const c = client([() => Response.json(mock), () => Response.json({ ...mock, status: 'CANCELLED' })]);
    const [a, b] = await Promise.all([c.live.get('lm1'), c.live.get('lm1')]);
    expect(a).toEqual(mock);
    expect(b).toEqual(mock);
    expect(c.asked).toEqual(['/internal/live-mocks/lm1']);
    c.advance(5_000);
    expect((await c.live.get('lm1'))?.status).toBe('CANCELLED');
    expect(c.asked).toHaveLength(2);
  });

  it('reads 404 as no such mock, and keeps no failure', async () => {
    const c = client([() => Response.json({ message: 'Live mock not found' }, { status: 404 })]);
    expect(await c.live.get('nope')).toBeNull();
    await expect(c.live.get('down')).rejects.toThrow(LIVE_MOCKS_UNAVAILABLE);
    // The failure was not kept: the next call asks again (and this time gets an answer).
    const d = client([]);
    await expect(d.live.get('lm1')).rejects.toThrow(LIVE_MOCKS_UNAVAILABLE);
    await expect(d.live.get('lm1')).rejects.toThrow(LIVE_MOCKS_UNAVAILABLE);
    expect(d.asked).toHaveLength(2);
  });

  it('asks again when the clock stepped back past the answer it keeps', async () => {
    const c = client([() => Response.json(mock), () => Response.json({ ...mock, started: 4 })]);
    c.advance(60_000);
    await c.live.get('lm1');
    c.advance(-10_000);
    expect((await c.live.get('lm1'))?.started).toBe(4);
    expect(c.asked).toHaveLength(2);
  });
});
