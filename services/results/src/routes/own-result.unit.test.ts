import type { InternalAttemptStatus } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { findOwnResult } from './own-result';

const open: InternalAttemptStatus = {
  attemptId: 'a1',
  userId: 'u1',
  status: 'IN_PROGRESS',
  liveMock: {
    liveMockId: 'lm1',
    endsAt: '2026-05-10T11:00:00.000Z',
    resultsReleaseAt: '2026-05-10T11:00:30.000Z',
  },
};

/** The three ports as the route sees them; `reads` counts result reads. */
function ports(known: InternalAttemptStatus | null) {
  const reads: string[] = [];
  const ctx = {
    attempts: { get: async () => null },
    cols: {
      results: {
        findOne: async (filter: { _id: string }) => {
          reads.push(filter._id);
          return null;
        },
      },
    },
    attemptStatus: { get: async () => known, knownOpenLive: () => known },
  } as unknown as Parameters<typeof findOwnResult>[0];
  return { ctx, reads };
}

describe('a live attempt the server is still closing', () => {
  it('reads as processing until its release from memory, without a result read', async () => {
    const { ctx, reads } = ports(open);
    expect(await findOwnResult(ctx, 'a1', 'u1')).toEqual({
      kind: 'processing',
      delayed: false,
      // Its mock, so the page is withheld by the mock's release as attempts has it.
      live: open.liveMock,
    });
    expect(reads).toEqual([]);
  });

  it('is nobody else’s', async () => {
    const { ctx } = ports(open);
    expect(await findOwnResult(ctx, 'a1', 'u2')).toEqual({ kind: 'none' });
  });

  it('is read from the results once memory cannot vouch for it', async () => {
    const { ctx, reads } = ports(null);
    expect(await findOwnResult(ctx, 'a1', 'u1')).toEqual({ kind: 'none' });
    expect(reads).toEqual(['a1']);
  });
});
