import { type DashboardStats, TEST_TYPES, type TestType, type UserAttempt } from '@ssc/contracts';
import { type LiveRelease, withheldBy } from '../live/live-release';
import { withheldUntil } from '../live/release-gate';
import type { AttemptEntry } from '../store/user-attempts';

const RECENT = 5;

/** A user's submitted attempts, newest submission first. */
export const newestFirst = (entries: readonly AttemptEntry[]): AttemptEntry[] =>
  [...entries].sort(
    (a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.attemptId.localeCompare(a.attemptId),
  );

/**
 * The mocks a list must ask attempts about (live-release.ts): entries past the release their
 * event carried but not past the latest it can be. Before, the score is withheld for sure (a
 * release only moves later); after, it is out for sure; so a list asks about a mock only in the
 * minutes around its release.
 */
export function mocksToAsk(entries: readonly AttemptEntry[], now: Date): string[] {
  return entries.flatMap((e) =>
    e.liveMockId &&
    e.releaseAt &&
    withheldUntil(e.releaseAt, now) === null &&
    withheldUntil(e.releaseBy ?? e.releaseAt, now) !== null
      ? [e.liveMockId]
      : [],
  );
}

function withheld(entry: AttemptEntry, now: Date, releases: ReadonlyMap<string, LiveRelease>): boolean {
  if (!entry.releaseAt) return false;
  const release = entry.liveMockId ? releases.get(entry.liveMockId) : undefined;
  if (release) return withheldBy(release, now, 0) !== null;
  return withheldUntil(entry.releaseBy ?? entry.releaseAt, now) !== null;
}

/**
 * The entry as the caller may see it at `now`: a live attempt before its mock's release (from
 * `releases`, else the latest it can be) keeps its place and status but has no score or
 * percentage yet (null, as while it is being scored), so lists and the dashboard's average never
 * reveal it early.
 */
export const visibleAt = (
  entry: AttemptEntry,
  now: Date,
  releases: ReadonlyMap<string, LiveRelease>,
): AttemptEntry => (withheld(entry, now, releases) ? { ...entry, score: null, percentage: null } : entry);

const totalScoreOf = (entry: AttemptEntry): string | null =>
  entry.score === null ? null : String(entry.score);

export const toUserAttempt = (entry: AttemptEntry): UserAttempt => ({
  id: entry.attemptId,
  testId: entry.testId,
  title: entry.title,
  testType: entry.testType,
  examType: entry.examType,
  attemptNumber: entry.attemptNumber,
  startedAt: entry.startedAt,
  submittedAt: entry.submittedAt,
  isCompleted: true,
  totalScore: totalScoreOf(entry),
  totalMarks: entry.totalMarks,
  percentage: entry.percentage,
  status: entry.status,
});

/** GET /api/dashboard-stats from the user's attempt list. */
export function dashboardStatsOf(entries: readonly AttemptEntry[]): DashboardStats {
  const attemptCounts = Object.fromEntries(TEST_TYPES.map((t) => [t, 0])) as Record<TestType, number>;
  for (const entry of entries) attemptCounts[entry.testType] += 1;
  const scored = entries.flatMap((e) => (e.percentage === null ? [] : [e.percentage]));
  const avg = scored.length > 0 ? scored.reduce((sum, p) => sum + p, 0) / scored.length : 0;
  return {
    attemptCounts,
    avgScore: Math.round(avg * 10) / 10,
    recentAttempts: entries.slice(0, RECENT).map((entry) => ({
      id: entry.attemptId,
      testId: entry.testId,
      title: entry.title,
      testType: entry.testType,
      submittedAt: entry.submittedAt,
      startedAt: entry.startedAt,
      totalScore: totalScoreOf(entry),
      totalMarks: entry.totalMarks,
      percentage: entry.percentage,
    })),
  };
}
