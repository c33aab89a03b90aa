import type { AttemptSummary, UserAttempt } from '@ssc/contracts';

/** What the student has done with one test: the latest completed attempt and a live one, if any. */
export interface TestProgress {
  completed: UserAttempt | null;
  live: AttemptSummary | null;
}

const time = (iso: string | null | undefined) => {
  const ms = Date.parse(iso ?? '');
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};

function isNewer(a: UserAttempt, b: UserAttempt): boolean {
  const diff = time(a.submittedAt) - time(b.submittedAt);
  return diff !== 0 ? diff > 0 : a.attemptNumber > b.attemptNumber;
}

/**
 * Per test id: the latest completed attempt (by submission time, then attempt number — the list
 * is newest first, but the card must not depend on that) and the live unfinished attempt.
 */
export function progressByTest(
  completed: readonly UserAttempt[],
  inProgress: readonly AttemptSummary[],
  nowMs: number,
): Map<string, TestProgress> {
  const byTest = new Map<string, TestProgress>();
  const entry = (testId: string) => {
    let found = byTest.get(testId);
    if (!found) {
      found = { completed: null, live: null };
      byTest.set(testId, found);
    }
    return found;
  };
  for (const attempt of completed) {
    const current = entry(attempt.testId);
    if (!current.completed || isNewer(attempt, current.completed)) current.completed = attempt;
  }
  for (const attempt of inProgress) {
    if (attempt.isCompleted || time(attempt.deadline) <= nowMs) continue;
    const current = entry(attempt.testId);
    if (!current.live || time(attempt.startedAt) > time(current.live.startedAt)) current.live = attempt;
  }
  return byTest;
}
