import type { ChainableCommander } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { heldMember, rankFirstAttempt } from './held-ranks';

const keys = { rank: (t: string) => `rank:${t}`, heldRank: (t: string) => `rank:held:${t}` };
const RELEASE = '2026-05-10T11:05:00.000Z';

/** The ZADDs a MULTI would get. */
function recorded(entry: Parameters<typeof rankFirstAttempt>[2], now: string) {
  const calls: unknown[][] = [];
  const tx = { zadd: (...args: unknown[]) => calls.push(args) } as unknown as ChainableCommander;
  rankFirstAttempt(tx, keys, entry, new Date(now));
  return calls;
}

describe('rankFirstAttempt', () => {
  it('ranks a practice first attempt at once', () => {
    expect(recorded({ testId: 't', userId: 'u', score: 4.5 }, '2026-01-01T00:00:00Z')).toEqual([
      ['rank:t', 'NX', 4.5, 'u'],
    ]);
  });

  it('holds a live first attempt until its release, scored by the release time', () => {
    expect(
      recorded({ testId: 't', userId: 'u', score: -1, releaseAt: RELEASE }, '2026-05-10T11:04:59.000Z'),
    ).toEqual([['rank:held:t', Date.parse(RELEASE), '-1:u']]);
    expect(heldMember(-1, 'u')).toBe('-1:u');
  });

  it('ranks a live first attempt scored at or after its release at once', () => {
    expect(recorded({ testId: 't', userId: 'u', score: 2, releaseAt: RELEASE }, RELEASE)).toEqual([
      ['rank:t', 'NX', 2, 'u'],
    ]);
  });
});
