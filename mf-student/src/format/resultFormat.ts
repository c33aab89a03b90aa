import type { Grade } from '@ssc/contracts';
import type { BadgeTone } from '@ssc/web-core';

/** Whole seconds as minutes:seconds ("7:05", "125:00"); negative or missing counts as 0. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.round(totalSeconds)) : 0;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Decimal minutes (the attempt's durationTaken) as minutes:seconds. */
export function formatDecimalMinutes(minutes: number): string {
  return formatMinutesSeconds(minutes * 60);
}

// Shared with index.html's start script, which paints a result's header before the app runs.
export { completedLabel } from '@ssc/web-core/early';

/** Width of the time bar: time taken as a share of the test's duration, kept within 0–100 %. */
export function timeBarPercent(durationTakenMinutes: number, durationMinutes: number): number {
  if (!(durationMinutes > 0) || !Number.isFinite(durationTakenMinutes)) return 0;
  return Math.min(100, Math.max(0, (durationTakenMinutes / durationMinutes) * 100));
}

/** A share of 100 for a progress bar (a negative score shows an empty bar). */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** Percentile with exactly 2 decimals (spec section 2). */
export function formatPercentile(percentile: number): string {
  return (Number.isFinite(percentile) ? percentile : 0).toFixed(2);
}

/** Marks and percentages: at most 2 decimals, no trailing zeros ("37.5", "40", "-1.25"). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Number(value.toFixed(2));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** useMessages' formatter: Intl in the interface's locale (en-IN / hi-IN, lakh grouping). */
export type NumberFormatter = (value: number, options?: Intl.NumberFormatOptions) => string;

/**
 * The figures of a result in the interface's locale: marks and percentages with at most 2
 * decimals and no trailing zeros, percentiles with exactly 2, counts and ranks whole; large ones
 * grouped the Indian way (1,00,000).
 */
export function resultNumbers(format: NumberFormatter) {
  const finite = (value: number) => {
    const rounded = Number.isFinite(value) ? Number(value.toFixed(2)) : 0;
    return Object.is(rounded, -0) ? 0 : rounded;
  };
  const marks = (value: number) => format(finite(value), { maximumFractionDigits: 2 });
  return {
    marks,
    percent: (value: number) => `${marks(value)}%`,
    percentile: (value: number) =>
      format(Number.isFinite(value) ? value : 0, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    count: (value: number) => format(value),
    signed: (value: number) => {
      const text = marks(Math.abs(value));
      if (value > 0) return `+${text}`;
      if (value < 0) return `\u2212${text}`;
      return text;
    },
  };
}

/** A mark as a signed chip ("+2", "−0.5", "0"), with a real minus sign. */
export function signedMarks(value: number): string {
  const text = formatNumber(Math.abs(value));
  if (value > 0) return `+${text}`;
  if (value < 0) return `\u2212${text}`;
  return '0';
}

export const GRADE_TONES: Readonly<Record<Grade, BadgeTone>> = {
  Excellent: 'success',
  Good: 'primary',
  Average: 'warning',
  'Needs Improvement': 'danger',
};

/** Spec section 9, shown beside the grade so the band is not a mystery. */
export const GRADE_BANDS: ReadonlyArray<{ grade: Grade; range: string }> = [
  { grade: 'Excellent', range: '80% and above' },
  { grade: 'Good', range: '60% to under 80%' },
  { grade: 'Average', range: '40% to under 60%' },
  { grade: 'Needs Improvement', range: 'below 40%' },
];

/** Index of the distribution bucket holding `score` ([from, to); the last bucket also takes its upper bound). */
export function bucketIndexOf(buckets: ReadonlyArray<{ from: number; to: number }>, score: number): number {
  const last = buckets.length - 1;
  return buckets.findIndex(
    (bucket, i) => score >= bucket.from && (score < bucket.to || (i === last && score <= bucket.to)),
  );
}
