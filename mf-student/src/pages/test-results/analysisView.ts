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

/** A catalog's message by id (useMessages' `_`). */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** What the guessing numbers say, in one sentence, in the interface's language. */
export function guessVerdict(g: ResultAnalysis['guessing'], _: Translate): string {
  const worth =
    g.expectedMarksPerBlindGuess > 0
      ? _('results.analysis.guessGains')
      : g.expectedMarksPerBlindGuess < 0
        ? _('results.analysis.guessLoses')
        : _('results.analysis.guessEven');
  if (g.guessAccuracy === null) return `${worth} ${_('results.analysis.noGuesses')}`;
  const vsChance =
    g.guessAccuracy > CHANCE_PERCENT
      ? 'results.analysis.guessBetter'
      : g.guessAccuracy < CHANCE_PERCENT
        ? 'results.analysis.guessWorse'
        : 'results.analysis.guessSame';
  return `${worth} ${_(vsChance, { accuracy: g.guessAccuracy, chance: CHANCE_PERCENT })}`;
}
