import type { InternalLiveMock } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import type { ShiftScores } from './equipercentile';
import type { GroupEntry } from './group-store';
import { type NormaliseDeps, normaliseGroup } from './normalise-group';

const NOW = Date.parse('2026-05-10T12:00:00.000Z');
const mock = (id: string, releaseMs: number, over: Partial<InternalLiveMock> = {}): InternalLiveMock => ({
  id,
  testId: `${id}-paper`,
  status: 'CLOSED',
  startsAt: '2026-05-10T09:00:00.000Z',
  endsAt: '2026-05-10T10:00:00.000Z',
  resultsReleaseAt: new Date(NOW + releaseMs).toISOString(),
  started: 2,
  shiftGroup: 'g',
  shiftLabel: `Label ${id}`,
  ...over,
});

function deps(shifts: InternalLiveMock[], scores: Record<string, number[]>, generation = 4, computedAt = -1) {
  const saved: { generation: number; entries: Map<string, GroupEntry> }[] = [];
  const d: NormaliseDeps = {
    shifts: { shifts: async () => shifts },
    clock: () => new Date(NOW),
    store: {
      generation: async () => generation,
      computedAt: async () => computedAt,
      shiftScores: async (ids): Promise<ShiftScores[]> =>
        ids.map((shiftId) => ({
          shiftId,
          takers: (scores[shiftId] ?? []).map((raw, i) => ({ member: `${shiftId}:u${i}`, raw })),
        })),
      save: async (_g, gen, entries) => {
        saved.push({ generation: gen, entries: new Map(entries) });
        return true;
      },
    },
  };
  return { d, saved };
}

describe('normaliseGroup', () => {
  it('waits for the last shift to release, and says until when', async () => {
    const { d, saved } = deps([mock('a', -1), mock('b', 60_000), mock('c', 30_000)], { a: [1] });
    expect(await normaliseGroup(d, 'g')).toEqual({
      kind: 'waiting',
      until: new Date(NOW + 60_000).toISOString(),
    });
    expect(saved).toEqual([]);
  });

  it('waits for a shift past its release time whose release is not final yet (a taker may still start and move it)', async () => {
    const { d, saved } = deps([mock('a', -1), mock('b', -1_000, { releaseFinal: false })], {
      a: [1],
      b: [2],
    });
    expect(await normaliseGroup(d, 'g')).toEqual({
      kind: 'waiting',
      until: new Date(NOW + 2_000).toISOString(),
    });
    expect(saved).toEqual([]);
  });

  it('ignores a cancelled shift, computes the released ones with their labels at the generation read first', async () => {
    const { d, saved } = deps([mock('a', 0), mock('b', -5), mock('x', 60_000, { status: 'CANCELLED' })], {
      a: [10, 20],
      b: [5, 15],
    });
    expect(await normaliseGroup(d, 'g')).toEqual({
      kind: 'computed',
      generation: 4,
      takers: 4,
      current: true,
    });
    expect(saved[0]?.entries.get('b:u1')).toEqual({
      rawScore: 15,
      normalisedScore: 20,
      shiftLiveMockId: 'b',
      shiftLabel: 'Label b',
      shiftPercentile: 100,
    });
  });

  it('is up to date when nothing was recorded since the stored computation', async () => {
    const { d, saved } = deps([mock('a', -1)], { a: [1] }, 4, 4);
    expect(await normaliseGroup(d, 'g')).toEqual({ kind: 'up-to-date', generation: 4 });
    expect(saved).toEqual([]);
  });
});
