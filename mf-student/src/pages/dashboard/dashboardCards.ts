import type { DashboardStats } from '@ssc/contracts';

export interface StatCard {
  id: 'full-length' | 'sectional' | 'chapter' | 'average';
  label: string;
  value: string;
  hint: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Spec section 2: four cards; Full Length counts full-length and previous-year attempts together. */
export function statCards(stats: DashboardStats): StatCard[] {
  const counts = stats.attemptCounts;
  const fullLength = counts.FULL_LENGTH + counts.PREVIOUS_YEAR;
  return [
    {
      id: 'full-length',
      label: 'Full Length Tests',
      value: String(fullLength),
      hint:
        counts.PREVIOUS_YEAR > 0
          ? `Including ${plural(counts.PREVIOUS_YEAR, 'previous year paper')}`
          : 'Completed',
    },
    { id: 'sectional', label: 'Sectional Tests', value: String(counts.SECTIONAL), hint: 'Completed' },
    { id: 'chapter', label: 'Chapter Tests', value: String(counts.CHAPTER_WISE), hint: 'Completed' },
    {
      id: 'average',
      label: 'Average Score',
      value: `${Number(stats.avgScore.toFixed(1))}%`,
      hint: 'Across your scored tests',
    },
  ];
}

export const STAT_LABELS: ReadonlyArray<Pick<StatCard, 'id' | 'label'>> = [
  { id: 'full-length', label: 'Full Length Tests' },
  { id: 'sectional', label: 'Sectional Tests' },
  { id: 'chapter', label: 'Chapter Tests' },
  { id: 'average', label: 'Average Score' },
];
