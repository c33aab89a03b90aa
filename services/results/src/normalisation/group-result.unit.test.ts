import type { TestResult } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { withNormalised } from './group-result';

const result = {
  rank: 1,
  rankTotal: 4,
  percentile: 100,
  totalScore: 70,
  topRankers: [{ rank: 1, displayName: 'Raw top', score: 70 }],
} as unknown as TestResult;

describe('withNormalised', () => {
  it('ranks among every shift by normalised score, with the group’s top rankers, and keeps the raw score', () => {
    const out = withNormalised(
      result,
      {
        entry: {
          rawScore: 70,
          normalisedScore: 90,
          shiftLiveMockId: 's2',
          shiftLabel: 'Shift 2',
          shiftPercentile: 100,
        },
        higher: 0,
        total: 10,
        top: [
          { member: 's1:asha', score: 90 },
          { member: 's2:bina', score: 90 },
          { member: 's2:chen', score: 66.67 },
        ],
      },
      new Map([
        ['asha', 'Asha'],
        ['bina', 'Bina'],
      ]),
    );
    expect(out).toMatchObject({
      rank: 1,
      rankTotal: 10,
      percentile: 100,
      totalScore: 70,
      normalised: { rawScore: 70, normalisedScore: 90, shiftLabel: 'Shift 2', shiftPercentile: 100 },
      topRankers: [
        { rank: 1, displayName: 'Asha', score: 90 },
        { rank: 1, displayName: 'Bina', score: 90 },
        { rank: 3, displayName: '', score: 66.67 },
      ],
    });
  });

  it('shares a rank on a tie and gives the NTA percentile among the group', () => {
    const out = withNormalised(
      result,
      {
        entry: {
          rawScore: 30,
          normalisedScore: 50,
          shiftLiveMockId: 's2',
          shiftLabel: 'Shift 2',
          shiftPercentile: 50,
        },
        higher: 5,
        total: 10,
        top: [],
      },
      new Map(),
    );
    expect([out.rank, out.rankTotal, out.percentile]).toEqual([6, 10, 50]);
  });
});
