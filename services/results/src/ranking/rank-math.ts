import { round2 } from '../scoring/score-attempt';

/** How a score compares with a test's ranked candidates (first attempts only). */
export type ScoreCounts = {
  /** Ranked candidates with a strictly higher score. */
  higher: number;
  /** Ranked candidates with a score at or below it. */
  atOrBelow: number;
  /** Ranked candidates. */
  total: number;
  /** Whether the score being placed is one of them (a first attempt) or only compared (a reattempt, a what-if level). */
  includesSelf: boolean;
};

export type Standing = { rank: number; rankTotal: number; percentile: number };

/**
 * Ties share a rank: 1 + the candidates strictly above (1, 2, 2, 4 …). Percentile is the NTA
 * one: 100 × candidates at or below / candidates, 2 decimals, so the top score is 100 and a
 * lone candidate is 100. A first attempt is in the set. A score that is not (a reattempt, a
 * predictor level) is never added to it; it is placed among the candidates as one more, which
 * is the standing it would have had — so an empty set reads as a lone candidate.
 */
export function standingOf(counts: ScoreCounts): Standing {
  const extra = counts.includesSelf ? 0 : 1;
  const total = counts.total + extra;
  if (total <= 0) return { rank: 1, rankTotal: 1, percentile: 100 };
  return {
    rank: 1 + counts.higher,
    rankTotal: total,
    percentile: round2((100 * (counts.atOrBelow + extra)) / total),
  };
}

export type Bucket = { from: number; to: number };

/**
 * Score buckets between the lowest and the highest ranked score, low to high: `[from, to)`,
 * the last one closed so the top score is counted. Edges are rounded to 2 decimals and shared
 * by neighbours, so the buckets partition the range. One bucket when all scores are equal.
 */
export function scoreBuckets(min: number, max: number, count = 10): Bucket[] {
  if (!(max > min) || count < 2) return [{ from: min, to: max }];
  const width = (max - min) / count;
  const edges = Array.from({ length: count + 1 }, (_, i) =>
    i === 0 ? min : i === count ? max : round2(min + i * width),
  );
  const buckets: Bucket[] = [];
  for (let i = 0; i < count; i++) {
    const from = edges[i] as number;
    const to = edges[i + 1] as number;
    if (to > from) buckets.push({ from, to });
  }
  return buckets;
}

/** Score levels the predictor shows: the student's score and fixed shares of the total marks, high to low. */
export function predictionLevels(score: number, totalMarks: number): number[] {
  const shares = totalMarks > 0 ? [0.9, 0.75, 0.5, 0.25].map((f) => round2(f * totalMarks)) : [];
  return [...new Set([score, ...shares])].sort((a, b) => b - a);
}

/**
 * Ranks of the top of the set (sorted high to low): everyone above one of them is before it in
 * the list, so a rank is 1 + the entries before it with a strictly higher score.
 */
export function topRanks<T extends { score: number }>(top: readonly T[]): (T & { rank: number })[] {
  return top.map((entry) => ({ ...entry, rank: 1 + top.filter((o) => o.score > entry.score).length }));
}
