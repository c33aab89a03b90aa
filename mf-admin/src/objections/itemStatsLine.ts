import type { ItemQuestionStats } from '@ssc/contracts';

/**
 * What the top scorers (the upper 27 % of the test's first attempts) chose most on this question,
 * as a share of those of them who answered: "Top scorers chose B 61 % of the time". A popular
 * option other than the key among the best students is the classic sign of a wrong key. Null
 * when none of them answered it.
 */
export function topScorersChoice(
  stats: ItemQuestionStats,
): { option: string; share: number; isKey: boolean } | null {
  const answered = stats.options.reduce((sum, o) => sum + o.topCount, 0);
  if (answered === 0) return null;
  const top = stats.options.reduce((best, o) => (o.topCount > best.topCount ? o : best));
  return { option: top.option, share: top.topCount / answered, isKey: top.isKey };
}
