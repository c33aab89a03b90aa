/**
 * Per-question times of everyone who sat a test, kept as counts per time bucket (a histogram)
 * rather than every taker's time: a test's aggregate stays a few hundred numbers per question
 * however many sit it, and a median is read from it in one pass. Buckets are 1 s wide under a
 * minute, 5 s under five minutes, 30 s under half an hour, and one bucket beyond.
 */

const TIERS = [
  { below: 60, width: 1 },
  { below: 300, width: 5 },
  { below: 1800, width: 30 },
] as const;
const LAST = 1800;

/** The bucket (its lower bound, seconds) of a time spent on a question. */
export function timeBucket(seconds: number): number {
  const s = Math.max(0, Number.isFinite(seconds) ? seconds : 0);
  for (const tier of TIERS) if (s < tier.below) return Math.floor(s / tier.width) * tier.width;
  return LAST;
}

/** The value a bucket stands for: its time for 1-s buckets, its middle for wider ones, LAST for the last. */
function bucketValue(bucket: number): number {
  const tier = TIERS.find((t) => bucket < t.below);
  if (!tier) return LAST;
  return bucket + (tier.width - 1) / 2;
}

/** Times needed before a question has a median (one taker's time is no comparison). */
export const MIN_TIMES_FOR_MEDIAN = 2;

/**
 * The median time from bucket counts (bucket → count), to the bucket's resolution; with an even
 * count, the mean of the two middle values. null with fewer than MIN_TIMES_FOR_MEDIAN times.
 */
export function medianOfBuckets(counts: ReadonlyMap<number, number>): number | null {
  const sorted = [...counts].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (total < MIN_TIMES_FOR_MEDIAN) return null;
  const at = (position: number): number => {
    let seen = 0;
    for (const [bucket, n] of sorted) {
      seen += n;
      if (seen >= position) return bucketValue(bucket);
    }
    return bucketValue(sorted[sorted.length - 1]?.[0] ?? 0);
  };
  const middle = total % 2 === 1 ? at((total + 1) / 2) : (at(total / 2) + at(total / 2 + 1)) / 2;
  return Math.round(middle * 10) / 10;
}
