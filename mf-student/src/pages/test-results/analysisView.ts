import type { ResultAnalysis } from '@ssc/contracts';

/** A blind guess on four options is right one time in four. */
export const CHANCE_PERCENT = 25;

/** How many slowest questions (against the median) the card lists. */
export const SLOWEST_SHOWN = 5;

export type TimeSummary = {
  /** Questions with a median to compare with. */
  compared: number;
  slower: number;
  faster: number;
  /** The questions most over their median, most first (number = position in the paper, from 1). */
  slowest: { number: number; timeSpent: number; medianTimeSpent: number }[];
};

/** The time comparison in a few numbers, for a phone-width card rather than a 100-row table. */
export function timeSummary(rows: ResultAnalysis['timeVsMedian']): TimeSummary {
  const withMedian = rows.flatMap((row, i) =>
    row.medianTimeSpent === null
      ? []
      : [{ number: i + 1, timeSpent: row.timeSpent, medianTimeSpent: row.medianTimeSpent }],
  );
  const over = withMedian.filter((r) => r.timeSpent > r.medianTimeSpent);
  return {
    compared: withMedian.length,
    slower: over.length,
    faster: withMedian.filter((r) => r.timeSpent < r.medianTimeSpent).length,
    slowest: over
      .sort(
        (a, b) => b.timeSpent - b.medianTimeSpent - (a.timeSpent - a.medianTimeSpent) || a.number - b.number,
      )
      .slice(0, SLOWEST_SHOWN),
  };
}

/** Marks with an explicit sign and a real minus ("+0.13", "−0.5", "0"), 2 decimals at most. */
export function signedValue(value: number): string {
  const rounded = Number(value.toFixed(2));
  if (rounded > 0) return `+${rounded}`;
  if (rounded < 0) return `\u2212${Math.abs(rounded)}`;
  return '0';
}

/** What the guessing numbers say, in one sentence. */
export function guessVerdict(g: ResultAnalysis['guessing']): string {
  const worth =
    g.expectedMarksPerBlindGuess > 0
      ? 'On this paper a blind guess gains marks on average.'
      : g.expectedMarksPerBlindGuess < 0
        ? 'On this paper a blind guess loses marks on average.'
        : 'On this paper a blind guess neither gains nor loses marks on average.';
  if (g.guessAccuracy === null) return `${worth} You made no quick guesses.`;
  const vsChance =
    g.guessAccuracy > CHANCE_PERCENT
      ? 'better than a blind guess'
      : g.guessAccuracy < CHANCE_PERCENT
        ? 'worse than a blind guess'
        : 'the same as a blind guess';
  return `${worth} Your quick guesses were right ${g.guessAccuracy}% of the time, ${vsChance} (${CHANCE_PERCENT}%).`;
}
