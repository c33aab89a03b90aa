/**
 * SSC's equipercentile normalisation (notice of 2 June 2025, applied to exams from June 2025;
 * docs/normalisation.md has the method, the sources and a worked example). Pure: no I/O.
 *
 * 1. Within each shift, a raw score's percentile is 100 × takers of that shift scoring at or
 *    below it / takers of the shift (the NTA-style percentile rank-math.ts uses: ties share it,
 *    the top score is 100).
 * 2. The base distribution is every shift's raw scores pooled, with percentiles the same way.
 * 3. A taker's normalised score is the base's marks at the taker's shift percentile: exact where
 *    the base has a point at that percentile, else linear between the two neighbouring points.
 *    Below the base's lowest point, the base's lowest marks; 100 is always the base's top.
 */

/** One taker of one shift: `member` identifies them in the group's ranking. */
export type ShiftTaker = { member: string; raw: number };
export type ShiftScores = { shiftId: string; takers: readonly ShiftTaker[] };

/** A distinct score and its percentile: 100 × scores at or below it / all scores. */
export type PercentilePoint = { score: number; percentile: number };

export type NormalisedTaker = {
  shiftId: string;
  member: string;
  raw: number;
  /** Percentile within the shift, 2 decimals (the mapping uses the exact value). */
  shiftPercentile: number;
  /** Marks at the same percentile in the base distribution, 2 decimals. */
  normalised: number;
};

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Distinct scores, lowest first, each with its percentile. Empty for no scores. */
export function percentileTable(scores: readonly number[]): PercentilePoint[] {
  const sorted = [...scores].sort((a, b) => a - b);
  const n = sorted.length;
  const table: PercentilePoint[] = [];
  for (let i = 0; i < n; i++) {
    const score = sorted[i] as number;
    // The last of a run of equal scores: i + 1 scores are at or below it.
    if (i + 1 < n && sorted[i + 1] === score) continue;
    table.push({ score, percentile: (100 * (i + 1)) / n });
  }
  return table;
}

/**
 * The base's marks at percentile `p` (0-100): the point's score where one sits at `p`, else the
 * straight line between the neighbours below and above; the lowest score below the first point.
 */
export function marksAtPercentile(base: readonly PercentilePoint[], p: number): number {
  const first = base[0];
  if (!first) throw new Error('the base distribution has no scores');
  if (p <= first.percentile) return first.score;
  // The first point at or above p (the last point is at 100, so one exists for p <= 100).
  let lo = 0;
  let hi = base.length - 1;
  if (p >= (base[hi] as PercentilePoint).percentile) return (base[hi] as PercentilePoint).score;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((base[mid] as PercentilePoint).percentile < p) lo = mid + 1;
    else hi = mid;
  }
  const above = base[lo] as PercentilePoint;
  const below = base[lo - 1] as PercentilePoint;
  if (above.percentile === p) return above.score;
  const share = (p - below.percentile) / (above.percentile - below.percentile);
  return below.score + share * (above.score - below.score);
}

/**
 * Every taker of every shift with their shift percentile and normalised score, shift by shift
 * in the order given, each shift's takers in the order given. Shifts nobody sat are left out.
 */
export function normaliseShifts(shifts: readonly ShiftScores[]): NormalisedTaker[] {
  const sat = shifts.filter((s) => s.takers.length > 0);
  if (sat.length === 0) return [];
  const base = percentileTable(sat.flatMap((s) => s.takers.map((t) => t.raw)));
  return sat.flatMap((shift) => {
    const own = new Map(
      percentileTable(shift.takers.map((t) => t.raw)).map((pt) => [pt.score, pt.percentile]),
    );
    return shift.takers.map((t) => {
      const percentile = own.get(t.raw) as number;
      return {
        shiftId: shift.shiftId,
        member: t.member,
        raw: t.raw,
        shiftPercentile: round2(percentile),
        normalised: round2(marksAtPercentile(base, percentile)),
      };
    });
  });
}
