import type { InternalAttemptStatus } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { createAttemptStatusClient } from './attempt-status';

const RELEASE = Date.parse('2026-05-10T11:05:00.000Z');
const live = {
  liveMockId: 'lm1',
  endsAt: '2026-05-10T11:00:00.000Z',
  resultsReleaseAt: new Date(RELEASE).toISOString(),
};
const open: InternalAttemptStatus = { attemptId: 'a1', userId: 'u1', status: 'IN_PROGRESS', liveMock: live };

function client(answers: InternalAttemptStatus[], start = RELEASE - 60_000) {
  let t = start;
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    asked.push(new URL(String(input)).pathname);
    const next = answers.shift();
    return next ? Response.json(next) : Response.json({ message: 'not found' }, { status: 404 });
  }) as typeof fetch;
  const status = createAttemptStatusClient({
    baseUrl: 'http://attempts.test',
    internalSecret: 'x'.repeat(32),
    fetchImpl,
    now: () => t,
  });
  return { status, asked, advance: (ms: number) => (t += ms) };
}

describe('the attempt status client', () => {
  it('asks attempts once about an open live attempt while its crowd polls through the close', async () => {
    const c = client([open]);
    expect(await c.status.get('a1')).toEqual(open);
    c.advance(90_000); // past the release: the server is closing it
    expect(await c.status.get('a1')).toEqual(open);
    expect(c.asked).toEqual(['/internal/attempts/a1']);
  });

  it('asks again long after the release, and every time about practice or submitted attempts', async () => {
    const submitted: InternalAttemptStatus = { ...open, status: 'SUBMITTED' };
    const practice: InternalAttemptStatus = { attemptId: 'p1', userId: 'u1', status: 'IN_PROGRESS' };
    const c = client([open, submitted, practice, practice]);
    await c.status.get('a1');
    c.advance(20 * 60_000);
    expect(await c.status.get('a1')).toEqual(submitted);
    await c.status.get('p1');
    await c.status.get('p1');
    expect(await c.status.get('nobody')).toBeNull();
    expect(c.asked).toEqual([
      '/internal/attempts/a1',
      '/internal/attempts/a1',
      '/internal/attempts/p1',
      '/internal/attempts/p1',
      '/internal/attempts/nobody',
    ]);
  });

  it('knows an open live attempt from memory only, and only for the first minutes after its release', async () => {
    const c = client([open]);
    expect(c.status.knownOpenLive('a1')).toBeNull(); // never asked about
    await c.status.get('a1');
    expect(c.status.knownOpenLive('a1')).toEqual(open);
    c.advance(60_000 + 2 * 60_000); // release + 2 min
    expect(c.status.knownOpenLive('a1')).toEqual(open);
    c.advance(60_000); // release + 3 min: the result may exist by now, read it
    expect(c.status.knownOpenLive('a1')).toBeNull();
    expect(c.asked).toEqual(['/internal/attempts/a1']);
  });
});
