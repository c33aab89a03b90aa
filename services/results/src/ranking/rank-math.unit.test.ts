import { describe, expect, it } from 'vitest';
import { predictionLevels, scoreBuckets, standingOf, topRanks } from './rank-math';

/** Counts of `score` against ranked scores, as ZCOUNT/ZCARD give them (the score is one of them). */
const ranked = (scores: number[], score: number) => ({
  higher: scores.filter((s) => s > score).length,
  atOrBelow: scores.filter((s) => s <= score).length,
  total: scores.length,
  includesSelf: true,
});
/** The same for a score that is not in the set (a reattempt). */
const compared = (scores: number[], score: number) => ({ ...ranked(scores, score), includesSelf: false });

describe('standingOf', () => {
  it('gives ties the same rank and skips the ranks they take (1, 2, 2, 4)', () => {
    const scores = [90, 80, 80, 70];
    expect(scores.map((s) => standingOf(ranked(scores, s)).rank)).toEqual([1, 2, 2, 4]);
  });

  it('computes the NTA percentile: the top score is 100, ties share it, 2 decimals', () => {
    const scores = [90, 80, 80, 70, 10, 10];
    expect(standingOf(ranked(scores, 90))).toEqual({ rank: 1, rankTotal: 6, percentile: 100 });
    expect(standingOf(ranked(scores, 80)).percentile).toBe(83.33);
    expect(standingOf(ranked(scores, 70)).percentile).toBe(50);
    expect(standingOf(ranked(scores, 10))).toEqual({ rank: 5, rankTotal: 6, percentile: 33.33 });
  });

  it('makes a lone candidate first with percentile 100', () => {
    expect(standingOf(ranked([42], 42))).toEqual({ rank: 1, rankTotal: 1, percentile: 100 });
  });

  it('reads an empty or lost ranking as a lone candidate', () => {
    expect(standingOf(compared([], 12.5))).toEqual({ rank: 1, rankTotal: 1, percentile: 100 });
    expect(standingOf({ higher: 0, atOrBelow: 0, total: 0, includesSelf: true })).toEqual({
      rank: 1,
      rankTotal: 1,
      percentile: 100,
    });
  });

  it('gives a reattempt the standing it would have had, without moving anyone', () => {
    const set = [90, 60, 30];
    expect(standingOf(compared(set, 95))).toEqual({ rank: 1, rankTotal: 4, percentile: 100 });
    // Equal to a ranked score: shares its rank.
    expect(standingOf(compared(set, 60))).toEqual({ rank: 2, rankTotal: 4, percentile: 75 });
    expect(standingOf(compared(set, 0))).toEqual({ rank: 4, rankTotal: 4, percentile: 25 });
    // The ranked candidates' own standings are untouched by it.
    expect(standingOf(ranked(set, 60))).toEqual({ rank: 2, rankTotal: 3, percentile: 66.67 });
  });

  it('handles negative scores like any other', () => {
    const scores = [-2, -0.5, 4];
    expect(standingOf(ranked(scores, -0.5))).toEqual({ rank: 2, rankTotal: 3, percentile: 66.67 });
  });
});

describe('scoreBuckets', () => {
  it('splits min..max in ten shared-edge buckets, the last one ending at max', () => {
    const buckets = scoreBuckets(0, 100);
    expect(buckets).toHaveLength(10);
    expect(buckets[0]).toEqual({ from: 0, to: 10 });
    expect(buckets[9]).toEqual({ from: 90, to: 100 });
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]?.from).toBe(buckets[i - 1]?.to);
  });

  it('rounds edges to 2 decimals and spans negative ranges', () => {
    expect(scoreBuckets(-10, 23.5, 3)).toEqual([
      { from: -10, to: 1.17 },
      { from: 1.17, to: 12.33 },
      { from: 12.33, to: 23.5 },
    ]);
  });

  it('gives one bucket when every score is the same', () => {
    expect(scoreBuckets(40, 40)).toEqual([{ from: 40, to: 40 }]);
  });

  it('drops buckets that rounding makes empty', () => {
    const buckets = scoreBuckets(0, 0.05);
    expect(buckets.every((b) => b.to > b.from)).toBe(true);
    expect(buckets.at(0)?.from).toBe(0);
    expect(buckets.at(-1)?.to).toBe(0.05);
  });
});

describe('predictionLevels', () => {
  it('includes the student score and shares of the total marks, high to low, without repeats', () => {
    expect(predictionLevels(150, 200)).toEqual([180, 150, 100, 50]);
    expect(predictionLevels(37.5, 50)).toEqual([45, 37.5, 25, 12.5]);
  });

  it('gives only the student score when the test has no marks', () => {
    expect(predictionLevels(0, 0)).toEqual([0]);
  });
});

describe('topRanks', () => {
  it('ranks the top of the set with shared ranks for ties', () => {
    expect(topRanks([{ score: 50 }, { score: 50 }, { score: 40 }]).map((t) => t.rank)).toEqual([1, 1, 3]);
    expect(topRanks([{ score: 9 }]).map((t) => t.rank)).toEqual([1]);
  });
});
