import type { AttemptSummary, DashboardStats } from '@ssc/contracts';

/**
 * Whether the student has started a test before: attempts in progress or finished. Undefined
 * while either list is still unknown.
 */
export function hasPractised(
  stats: Pick<DashboardStats, 'attemptCounts' | 'recentAttempts'> | undefined,
  inProgress: readonly AttemptSummary[] | undefined,
): boolean | undefined {
  if (stats && (stats.recentAttempts.length > 0 || Object.values(stats.attemptCounts).some((n) => n > 0))) {
    return true;
  }
  if (inProgress && inProgress.length > 0) return true;
  return stats && inProgress ? false : undefined;
}

/**
 * "Welcome back" only for a student who has been here to practise: a new account (or one whose
 * lists are still loading) is greeted plainly, never told it is back on its first visit.
 */
export function greetingFor(name: string, practised: boolean | undefined): string {
  return practised ? `Welcome back, ${name}!` : `Welcome, ${name}!`;
}
