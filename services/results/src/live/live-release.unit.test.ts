import type { InternalLiveMock } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import {
  latestPossibleRelease,
  liveReleaseOf,
  liveReleasesOf,
  releaseOfView,
  withheldBy,
} from './live-release';

const RELEASE = '2026-05-10T11:00:30.000Z';
const at = (ms: number) => new Date(Date.parse(RELEASE) + ms);
const view: InternalLiveMock = {
  id: 'lm1',
  testId: 't1',
  status: 'CLOSED',
  startsAt: '2026-05-10T09:00:00.000Z',
  endsAt: '2026-05-10T11:00:00.000Z',
  resultsReleaseAt: RELEASE,
  releaseFinal: true,
  started: 2,
};
const client = (found: Record<string, InternalLiveMock | Error>) => ({
  get: async (id: string) => {
    const answer = found[id];
    if (answer instanceof Error) throw answer;
    return answer ?? null;
  },
});

describe('withheldBy', () => {
  it('withholds until the release, then shows a final release at once', () => {
    const release = releaseOfView(view);
    expect(withheldBy(release, at(-1), 5_000)).toBe(RELEASE);
    expect(withheldBy(release, at(0), 5_000)).toBeNull();
  });

  it('past a release that is not final yet, asks again in a moment instead of showing it', () => {
    const release = releaseOfView({ ...view, releaseFinal: false });
    expect(withheldBy(release, at(1_000), 5_000)).toBe(at(6_000).toISOString());
  });

  it('reads a view from an attempts service without releaseFinal as final (its release was the latest possible)', () => {
    const { releaseFinal: _, ...older } = view;
    expect(releaseOfView(older).final).toBe(true);
  });

  it('withholds an unreadable time', () => {
    expect(withheldBy({ releaseAt: 'soon', final: true, started: null }, at(0), 5_000)).toBe('soon');
  });
});

describe('where the release comes from', () => {
  it('attempts’ view, not the time the attempt’s event carried', async () => {
    const moved = { ...view, resultsReleaseAt: at(40 * 60_000).toISOString() };
    const ref = { liveMockId: 'lm1', resultsReleaseAt: RELEASE };
    expect(await liveReleaseOf(client({ lm1: moved }), ref)).toEqual({
      releaseAt: moved.resultsReleaseAt,
      final: true,
      started: 2,
    });
    // A mock attempts does not know, or an entry without its id: the stored time.
    expect(await liveReleaseOf(client({}), ref)).toEqual({ releaseAt: RELEASE, final: true, started: null });
    expect(await liveReleaseOf(client({ lm1: moved }), { resultsReleaseAt: RELEASE })).toMatchObject({
      releaseAt: RELEASE,
    });
    await expect(liveReleaseOf(client({ lm1: new Error('down') }), ref)).rejects.toThrow('down');
  });

  it('for a list, asks each mock once and leaves out those attempts cannot answer for', async () => {
    const asked: string[] = [];
    const releases = await liveReleasesOf(
      {
        get: async (id) => {
          asked.push(id);
          if (id === 'down') throw new Error('down');
          return id === 'lm1' ? view : null;
        },
      },
      ['lm1', 'lm1', 'down', 'unknown'],
    );
    expect(asked).toEqual(['lm1', 'down', 'unknown']);
    expect([...releases.keys()]).toEqual(['lm1']);
  });

  it('the latest possible release: 20 minutes an hour of paper after any event’s release', () => {
    expect(latestPossibleRelease(RELEASE, 120)).toBe(at(40 * 60_000).toISOString());
    expect(latestPossibleRelease(RELEASE, 45)).toBe(at(15 * 60_000).toISOString());
  });
});
