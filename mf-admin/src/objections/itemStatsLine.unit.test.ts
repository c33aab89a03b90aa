import { describe, expect, it } from 'vitest';
import { wrongKeyStats } from './itemStatsFixture';
import { topScorersChoice } from './itemStatsLine';

describe('what the top scorers chose', () => {
  it('is their most chosen option, as a share of those of them who answered', () => {
    // 33 of the 54 top scorers who answered chose B.
    expect(topScorersChoice(wrongKeyStats)).toEqual({ option: 'B', share: 33 / 54, isKey: false });
  });

  it('says when that is the key, and is null when none of them answered', () => {
    const keyed = {
      ...wrongKeyStats,
      options: wrongKeyStats.options.map((o) => ({ ...o, topCount: o.isKey ? 40 : 1 })),
    };
    expect(topScorersChoice(keyed)).toMatchObject({ option: 'A', isKey: true });
    const silent = { ...wrongKeyStats, options: wrongKeyStats.options.map((o) => ({ ...o, topCount: 0 })) };
    expect(topScorersChoice(silent)).toBeNull();
  });
});
