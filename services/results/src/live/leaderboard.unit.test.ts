import { describe, expect, it } from 'vitest';
import { leaderboardOf } from './leaderboard';

const mock = { id: 'lm1', testId: 't1', resultsReleaseAt: '2026-05-10T11:05:00.000Z' };
const names = new Map([
  ['a', 'Asha'],
  ['b', 'Bina'],
  ['c', 'Chen'],
]);

describe('leaderboardOf', () => {
  it('ranks the top with shared ranks for ties and the NTA percentile among live takers', () => {
    const board = leaderboardOf(
      mock,
      {
        total: 5,
        top: [
          { userId: 'a', score: 90 },
          { userId: 'b', score: 80 },
          { userId: 'c', score: 80 },
        ],
        me: { userId: 'c', score: 80, higher: 1 },
      },
      names,
    );
    expect(board).toEqual({
      liveMockId: 'lm1',
      testId: 't1',
      releasedAt: mock.resultsReleaseAt,
      totalTakers: 5,
      top: [
        { rank: 1, displayName: 'Asha', score: 90, percentile: 100 },
        { rank: 2, displayName: 'Bina', score: 80, percentile: 80 },
        { rank: 2, displayName: 'Chen', score: 80, percentile: 80 },
      ],
      me: { rank: 2, displayName: 'Chen', score: 80, percentile: 80 },
    });
  });

  it('places a caller below the top by the takers above them', () => {
    const board = leaderboardOf(
      mock,
      { total: 3, top: [{ userId: 'a', score: 9 }], me: { userId: 'x', score: -1, higher: 2 } },
      names,
    );
    expect(board.me).toEqual({ rank: 3, displayName: '', score: -1, percentile: 33.33 });
  });

  it('has no entries and no caller for a mock nobody sat', () => {
    expect(leaderboardOf(mock, { total: 0, top: [], me: null }, names)).toMatchObject({
      totalTakers: 0,
      top: [],
      me: null,
    });
  });
});
